import { describe, expect, it } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, useNavigate, useSearchParams } from "react-router";
import "@/lib/i18n";
import { DealsFilters } from "./deals-filters";

/** The filters as the deals page holds them: in the URL, shown below for the test to read. */
function Page() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  return (
    <>
      <DealsFilters
        query={Object.fromEntries(params)}
        onChange={(changes) => {
          const next = new URLSearchParams(params);
          for (const [k, v] of Object.entries(changes)) {
            if (v) next.set(k, v);
            else next.delete(k);
          }
          setParams(next);
        }}
      />
      <output aria-label="location">{params.toString()}</output>
      <button onClick={() => void navigate("/deals?q=Other")}>elsewhere</button>
    </>
  );
}
const show = (entry = "/deals") =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Page />
    </MemoryRouter>,
  );
const location = () => screen.getByLabelText("location").textContent;
const search = () => screen.getByLabelText("Search by borrower or reference") as HTMLInputElement;

describe("the deals filters", () => {
  it("refuses a search the list query refuses, at the field, and keeps the URL", async () => {
    show("/deals?status=submitted");
    fireEvent.change(search(), { target: { value: "x".repeat(201) } });
    fireEvent.submit(search().closest("form")!);
    await screen.findByText("This value is too long");
    expect(search().getAttribute("aria-invalid")).toBe("true");
    expect(location()).toBe("status=submitted");
    fireEvent.change(search(), { target: { value: "Acme" } });
    fireEvent.submit(search().closest("form")!);
    await waitFor(() => expect(location()).toBe("status=submitted&q=Acme"));
    expect(screen.queryByText("This value is too long")).toBeNull();
  });

  it("applies a date at once and shows a URL changed elsewhere", async () => {
    show();
    fireEvent.change(screen.getByLabelText("Created from"), { target: { value: "2026-01-01" } });
    await waitFor(() => expect(location()).toBe("from=2026-01-01"));
    fireEvent.click(screen.getByRole("button", { name: "elsewhere" }));
    await waitFor(() => expect(search().value).toBe("Other"));
    expect((screen.getByLabelText("Created from") as HTMLInputElement).value).toBe("");
  });
});
