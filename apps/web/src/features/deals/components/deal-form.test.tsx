import { describe, expect, it } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import "@/lib/i18n";
// Loaded before the forms ask for it, so no test ends while the region list is still loading.
import "@portal/contract/deals/regions";
import { renderWithQuery } from "@/testing/render-with-query";
import { DealForm } from "./deal-form";

describe("the deal form's checks", () => {
  it("says at each field what is wrong and what is allowed, and moves focus to the first", () => {
    renderWithQuery(<DealForm onSaved={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    const legalName = screen.getByRole("textbox", { name: "Legal name" });
    expect(document.activeElement).toBe(legalName);
    expect(legalName.getAttribute("aria-invalid")).toBe("true");
    expect(
      screen.getByText("Enter the business's legal name (up to 200 characters)."),
    ).toBeTruthy();
    expect(screen.getByText("Choose the borrower's industry from the list.")).toBeTruthy();
    expect(screen.queryByText("This value is not valid")).toBeNull();
  });
});
