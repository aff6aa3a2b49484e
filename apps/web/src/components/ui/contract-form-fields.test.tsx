// useContractForm (lib/contract-form.ts) driving the fields a form shows: it lives with the
// components because it renders them, and lib imports no component (decision 056).
import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { z } from "zod";
import "@/lib/i18n";
import { ApiError } from "@/lib/api-client";
import { TextField } from "@/components/ui/field";
import { FormFailure } from "@/components/ui/form-failure";
import { useContractForm } from "@/lib/contract-form";

const schema = z.object({
  email: z.string().email("invalidEmailAddress"),
  name: z.string().min(1, "invalidPhoneNumber"),
});

function Form({ send }: { send: (values: z.output<typeof schema>) => Promise<unknown> }) {
  const form = useContractForm(schema, {
    defaultValues: { email: "", name: "" },
    onSubmit: send,
  });
  return (
    <form onSubmit={form.submit} noValidate>
      <FormFailure message={form.failure} />
      <TextField label="Email" {...form.field("email")} />
      <TextField label="Name" {...form.field("name")} />
      <button type="submit">Save</button>
    </form>
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole("button", { name: "Save" }));

describe("useContractForm", () => {
  it("shows the contract's message at each field, focuses the first, and clears it once fixed", async () => {
    const send = vi.fn();
    render(<Form send={send} />);
    save();
    await screen.findByText("Invalid email address.");
    expect(screen.getByText("Invalid phone number")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Email")));
    type("Email", "ann@example.com");
    await waitFor(() => expect(screen.queryByText("Invalid email address.")).toBeNull());
    expect(screen.getByText("Invalid phone number")).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it("puts the server's issues on their fields and keeps what was typed", async () => {
    const send = vi.fn().mockRejectedValue(
      new ApiError(400, {
        error: {
          code: "validation_failed",
          issues: [{ path: "name", code: "invalidPhoneNumber" }],
        },
      }),
    );
    render(<Form send={send} />);
    type("Email", "ann@example.com");
    type("Name", "x");
    save();
    await screen.findByText("Invalid phone number");
    expect(screen.getByLabelText("Name").getAttribute("aria-invalid")).toBe("true");
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("ann@example.com");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows a refusal about no field of the form, a conflict or no internet, as the form's failure", async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError(400, {
          error: {
            code: "validation_failed",
            issues: [{ path: "other", code: "emailAlreadyExists" }],
          },
        }),
      )
      .mockRejectedValueOnce(new Error("noInternetConnection"));
    render(<Form send={send} />);
    type("Email", "ann@example.com");
    type("Name", "Ann");
    save();
    expect((await screen.findByRole("alert")).textContent).toContain("Email already exists.");
    save();
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toContain("No internet connection"),
    );
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Ann");
  });
});
