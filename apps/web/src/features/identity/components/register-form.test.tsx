import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import "@/lib/i18n";
import { ApiError } from "@/lib/api-client";
import { RegisterForm } from "./register-form";

function fill(email: string, password: string, confirmPassword: string) {
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: email } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: password } });
  fireEvent.change(screen.getByLabelText("Confirm password"), {
    target: { value: confirmPassword },
  });
  fireEvent.click(screen.getByRole("button", { name: "Create account" }));
}

describe("register form", () => {
  it("shows the spec's messages and does not submit", async () => {
    const onSubmit = vi.fn();
    render(<RegisterForm onSubmit={onSubmit} />);
    fill("a@example.com", "12345", "12345");
    expect(await screen.findByText("Choose a stronger password")).toBeTruthy();
    fill("a@example.com", "secret12", "secret13");
    expect(await screen.findByText("Passwords do not match")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits valid values and shows the spec's message for what the server refuses", async () => {
    // A taken address is not refused (decision 022); a password the server finds weak is.
    const onSubmit = vi.fn(async () => {
      throw new ApiError(400, { code: "PASSWORD_TOO_WEAK", message: "Password too weak" });
    });
    render(<RegisterForm onSubmit={onSubmit} />);
    fill("a@example.com", "secret12", "secret12");
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("Choose a stronger password"),
    );
    expect(onSubmit).toHaveBeenCalledWith({
      email: "a@example.com",
      password: "secret12",
      confirmPassword: "secret12",
    });
  });
});
