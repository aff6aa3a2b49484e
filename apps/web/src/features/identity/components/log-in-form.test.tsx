import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import "@/lib/i18n";
import { ApiError } from "@/lib/api-client";
import { LogInForm } from "./log-in-form";

describe("log-in form", () => {
  it("shows the spec's empty-field messages and does not submit", async () => {
    const onSubmit = vi.fn();
    render(<LogInForm onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByText("Please fill in your email address")).toBeTruthy();
    expect(screen.getByText("Please fill in your password")).toBeTruthy();
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows 'Invalid email or password' when the identity service refuses", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(401, { code: "INVALID_EMAIL_OR_PASSWORD" });
    });
    render(<LogInForm onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "a@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "wrong" } });
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      "Invalid email or password",
    );
    expect(onSubmit).toHaveBeenCalledWith({ email: "a@example.com", password: "wrong" });
  });

  it("shows 'Unknown error. Please Try again.' for an unmapped failure", async () => {
    render(<LogInForm onSubmit={async () => Promise.reject(new ApiError(500, null))} />);
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "a@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "x" } });
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("Unknown error. Please Try again."),
    );
  });
});
