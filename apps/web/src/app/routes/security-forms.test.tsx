import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import "@/lib/i18n";
import "@/features/identity/account-security-i18n";
import { ApiError } from "@/lib/api-client";
import { deleteAccount, requestEmailChange } from "@/features/user/api/account-api";
import { DeleteAccount } from "@/features/user/components/delete-account";
import { EmailChangeForm } from "@/features/user/components/email-change-form";

vi.mock("@/features/user/api/account-api", () => ({
  deleteAccount: vi.fn(),
  requestEmailChange: vi.fn(),
}));

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole("button", { name }));
const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

beforeEach(() => vi.resetAllMocks());

describe("email change form", () => {
  const show = (onSent = vi.fn()) =>
    render(
      <EmailChangeForm currentEmail="ann@example.com" onSent={onSent} onLogInAgain={vi.fn()} />,
    );

  it("says what is wrong at each field and clears it once fixed", async () => {
    show();
    press("Change email");
    expect((await screen.findAllByText("Email cannot be empty")).length).toBe(2);
    type("New email address", "new@example.com");
    type("Confirm new email address", "other@example.com");
    await waitFor(() => expect(screen.queryByText("Email cannot be empty")).toBeNull());
    press("Change email");
    expect(await screen.findByText("Emails do not match.")).toBeTruthy();
    type("Confirm new email address", "NEW@example.com");
    await waitFor(() => expect(screen.queryByText("Emails do not match.")).toBeNull());
    expect(requestEmailChange).not.toHaveBeenCalled();
  });

  it("puts the server's refusal at the field, and a stale session as the form's failure, keeping what was typed", async () => {
    vi.mocked(requestEmailChange)
      .mockRejectedValueOnce(
        new ApiError(409, {
          error: {
            code: "validation_failed",
            issues: [{ path: "email", code: "emailAlreadyExists" }],
          },
        }),
      )
      .mockRejectedValueOnce(new ApiError(403, { error: { code: "requires_recent_login" } }));
    const onSent = vi.fn();
    show(onSent);
    type("New email address", "taken@example.com");
    type("Confirm new email address", "taken@example.com");
    press("Change email");
    expect(await screen.findByText("Email already exists.")).toBeTruthy();
    expect(screen.getByLabelText("New email address").getAttribute("aria-invalid")).toBe("true");
    press("Change email");
    expect((await screen.findByRole("alert")).textContent).toContain("Requires recent login.");
    expect(valueOf("New email address")).toBe("taken@example.com");
    expect(valueOf("Confirm new email address")).toBe("taken@example.com");
    expect(onSent).not.toHaveBeenCalled();
  });
});

describe("delete account", () => {
  const show = (onDeleted = vi.fn()) => {
    render(<DeleteAccount email="Ann@example.com" onDeleted={onDeleted} onLogInAgain={vi.fn()} />);
    press("Delete my account");
  };
  const label = "Type Ann@example.com to confirm";

  it("asks for the address exactly as shown, and clears the message once it is", async () => {
    show();
    type(label, "someone@example.com");
    press("Delete permanently");
    expect(await screen.findByText("Type your email address exactly as shown")).toBeTruthy();
    expect(screen.getByLabelText(label).getAttribute("aria-invalid")).toBe("true");
    type(label, " ann@example.com ");
    await waitFor(() =>
      expect(screen.queryByText("Type your email address exactly as shown")).toBeNull(),
    );
    expect(deleteAccount).not.toHaveBeenCalled();
  });

  it("shows a refusal as the form's failure and keeps what was typed, then deletes", async () => {
    vi.mocked(deleteAccount)
      .mockRejectedValueOnce(new ApiError(403, { error: { code: "requires_recent_login" } }))
      .mockResolvedValueOnce({ status: "deleted" });
    const onDeleted = vi.fn();
    show(onDeleted);
    type(label, "ann@example.com");
    press("Delete permanently");
    expect((await screen.findByRole("alert")).textContent).toContain("Requires recent login.");
    expect(valueOf(label)).toBe("ann@example.com");
    press("Delete permanently");
    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
  });
});
