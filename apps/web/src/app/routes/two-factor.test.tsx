import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import "@/lib/i18n";
import { ApiError } from "@/lib/api-client";
import { Component as TwoFactorPage } from "./two-factor";

const verifySecondFactor = vi.fn();
vi.mock("../session-provider", () => ({ useSession: () => ({ verifySecondFactor }) }));

const show = () =>
  render(
    <MemoryRouter>
      <TwoFactorPage />
    </MemoryRouter>,
  );
const code = () => screen.getByLabelText("Code from your app") as HTMLInputElement;
const verify = () => fireEvent.click(screen.getByRole("button", { name: "Verify" }));

describe("two-factor sign-in page", () => {
  it("asks for the code at the field, and clears the message once one is typed", async () => {
    show();
    verify();
    expect(await screen.findByText(/That code is not valid/)).toBeTruthy();
    expect(code().getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(code(), { target: { value: "123456" } });
    await waitFor(() => expect(screen.queryByText(/That code is not valid/)).toBeNull());
    expect(verifySecondFactor).not.toHaveBeenCalled();
  });

  it("shows the identity service's refusal and keeps the code; a backup code goes as one", async () => {
    verifySecondFactor.mockRejectedValue(new ApiError(401, { code: "INVALID_CODE" }));
    show();
    fireEvent.change(code(), { target: { value: "123456" } });
    verify();
    expect((await screen.findByRole("alert")).textContent).toContain("That code is not valid.");
    expect(code().value).toBe("123456");
    expect(verifySecondFactor).toHaveBeenCalledWith("123456", "totp");

    fireEvent.click(screen.getByRole("button", { name: "Lost your device? Use a backup code" }));
    expect(screen.queryByRole("alert")).toBeNull();
    const backup = screen.getByLabelText("Backup code") as HTMLInputElement;
    expect(backup.value).toBe("");
    fireEvent.change(backup, { target: { value: " abcd-efgh " } });
    verify();
    await waitFor(() =>
      expect(verifySecondFactor).toHaveBeenLastCalledWith("abcd-efgh", "backupCode"),
    );
  });
});
