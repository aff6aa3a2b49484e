import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import "@/lib/i18n";
import { ApiError } from "@/lib/api-client";
import { errorMessageKey } from "@/lib/errors";
import { FormFailure } from "./form-failure";

describe("FormFailure", () => {
  it("shows 'Requires recent login' for both the API's and the identity service's codes, with a way to log in again", () => {
    const logInAgain = vi.fn();
    for (const error of [
      new ApiError(403, { error: { code: "requires_recent_login" } }),
      new ApiError(403, { code: "SESSION_NOT_FRESH" }),
    ]) {
      const { unmount } = render(
        <FormFailure message={errorMessageKey(error)} onLogInAgain={logInAgain} />,
      );
      expect(screen.getByRole("alert").textContent).toContain(
        "Requires recent login. Please login again.",
      );
      fireEvent.click(screen.getByRole("button", { name: "Log in again" }));
      unmount();
    }
    expect(logInAgain).toHaveBeenCalledTimes(2);
  });

  it("shows other failures without the button, and nothing when there is none", () => {
    const { container, rerender } = render(<FormFailure message={null} onLogInAgain={() => {}} />);
    expect(container.innerHTML).toBe("");
    rerender(
      <FormFailure
        message={errorMessageKey(new ApiError(422, { error: { code: "email_already_exists" } }))}
        onLogInAgain={() => {}}
      />,
    );
    expect(screen.getByRole("alert").textContent).toBe("Email already exists.");
    expect(screen.queryByRole("button")).toBeNull();
  });
});
