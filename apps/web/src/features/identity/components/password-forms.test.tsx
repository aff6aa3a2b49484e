import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import "@/lib/i18n";
import { ApiError } from "@/lib/api-client";
import { changePassword, requestPasswordReset, resetPassword } from "../api/password-api";
import { ChangePasswordForm, ForgotPasswordForm, ResetPasswordForm } from "./password-forms";

vi.mock("../api/password-api", () => ({
  changePassword: vi.fn(),
  requestPasswordReset: vi.fn(),
  resetPassword: vi.fn(),
}));

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole("button", { name }));
const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

beforeEach(() => vi.resetAllMocks());

describe("change password form", () => {
  const render_ = (onDone = vi.fn()) =>
    render(<ChangePasswordForm onDone={onDone} onLogInAgain={vi.fn()} />);

  it("says 'Password cannot be empty' at each field, focuses the first, and clears it once typed", async () => {
    render_();
    press("Change password");
    await screen.findAllByText("Password cannot be empty");
    expect(screen.getAllByText("Password cannot be empty")).toHaveLength(3);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText("Current password")),
    );
    type("Current password", "old-secret");
    await waitFor(() => expect(screen.getAllByText("Password cannot be empty")).toHaveLength(2));
    expect(changePassword).not.toHaveBeenCalled();
  });

  it("shows the strength meter and 'Passwords do not match' at the second field", async () => {
    render_();
    type("Current password", "old-secret");
    type("New password", "secret12");
    type("Confirm password", "secret13");
    expect(await screen.findByText(/Password strength/)).toBeTruthy();
    press("Change password");
    await screen.findByText("Passwords do not match");
    expect(screen.getByLabelText("Confirm password").getAttribute("aria-invalid")).toBe("true");
  });

  it("shows the identity service's refusal and keeps what was typed; offers to log in again", async () => {
    vi.mocked(changePassword)
      .mockRejectedValueOnce(new ApiError(400, { code: "INVALID_PASSWORD" }))
      .mockRejectedValueOnce(new ApiError(403, { code: "SESSION_NOT_FRESH" }));
    const onDone = vi.fn();
    render_(onDone);
    type("Current password", "wrong");
    type("New password", "secret12");
    type("Confirm password", "secret12");
    press("Change password");
    expect((await screen.findByRole("alert")).textContent).toBe("Incorrect password.");
    expect(valueOf("Current password")).toBe("wrong");
    expect(valueOf("New password")).toBe("secret12");
    press("Change password");
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toContain(
        "Requires recent login. Please login again.",
      ),
    );
    expect(screen.getByRole("button", { name: "Log in again" })).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });

  it("empties the form once the password is changed", async () => {
    vi.mocked(changePassword).mockResolvedValue(undefined as never);
    const onDone = vi.fn();
    render_(onDone);
    type("Current password", "old-secret");
    type("New password", "secret12");
    type("Confirm password", "secret12");
    press("Change password");
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(changePassword).toHaveBeenCalledWith("old-secret", "secret12");
    expect(valueOf("Current password")).toBe("");
  });
});

describe("forgot and reset password forms", () => {
  it("asks for the address, puts the server's issue at the field, then says the link is sent", async () => {
    vi.mocked(requestPasswordReset)
      .mockRejectedValueOnce(
        new ApiError(400, {
          error: {
            code: "validation_failed",
            issues: [{ path: "email", code: "invalidEmailAddress" }],
          },
        }),
      )
      .mockResolvedValueOnce(undefined as never);
    render(<ForgotPasswordForm />);
    press("Send reset link");
    expect(await screen.findByText("Please fill in your email address")).toBeTruthy();
    type("Email", "ann@example.com");
    await waitFor(() => expect(screen.queryByText("Please fill in your email address")).toBeNull());
    press("Send reset link");
    expect(await screen.findByText("Invalid email address.")).toBeTruthy();
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(valueOf("Email")).toBe("ann@example.com");
    press("Send reset link");
    expect((await screen.findByRole("status")).textContent).toMatch(/link/i);
  });

  it("says 'Please fill in your password' on the reset page, and the expired link as a failure", async () => {
    vi.mocked(resetPassword).mockRejectedValue(new ApiError(400, { code: "INVALID_TOKEN" }));
    const onDone = vi.fn();
    render(<ResetPasswordForm token="t" onDone={onDone} />);
    press("Save new password");
    expect((await screen.findAllByText("Please fill in your password")).length).toBe(2);
    type("New password", "secret12");
    type("Confirm password", "secret12");
    press("Save new password");
    expect((await screen.findByRole("alert")).textContent).toBe("The reset link has expired.");
    expect(valueOf("New password")).toBe("secret12");
    expect(onDone).not.toHaveBeenCalled();
  });
});
