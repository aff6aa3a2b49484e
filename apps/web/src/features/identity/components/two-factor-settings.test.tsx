import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import "@/lib/i18n";
import "../account-security-i18n";
import { ApiError } from "@/lib/api-client";
import { confirmTwoFactor, disableTwoFactor, startTwoFactor } from "../api/two-factor-api";
import { TwoFactorSettings } from "./two-factor-settings";

vi.mock("qrcode", () => ({ default: { toDataURL: async () => "data:image/png;base64,AA" } }));
vi.mock("../api/two-factor-api", () => ({
  startTwoFactor: vi.fn(),
  confirmTwoFactor: vi.fn(),
  disableTwoFactor: vi.fn(),
  setupKeyOf: () => "ABCD EFGH",
}));

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole("button", { name }));

beforeEach(() => vi.resetAllMocks());

describe("two-factor settings", () => {
  it("turns on: the password at its field, a wrong first code refused with the code kept, then on", async () => {
    vi.mocked(startTwoFactor).mockResolvedValue({
      totpURI: "otpauth://totp/x?secret=ABCDEFGH",
      backupCodes: ["one", "two"],
    });
    vi.mocked(confirmTwoFactor)
      .mockRejectedValueOnce(new ApiError(401, { code: "INVALID_CODE" }))
      .mockResolvedValueOnce(undefined);
    const onChanged = vi.fn();
    render(<TwoFactorSettings enabled={false} onChanged={onChanged} onLogInAgain={vi.fn()} />);
    press("Turn on two-factor");
    expect(await screen.findByText("Password cannot be empty")).toBeTruthy();
    type("Password", "secret12");
    await waitFor(() => expect(screen.queryByText("Password cannot be empty")).toBeNull());
    press("Turn on two-factor");
    expect(
      await screen.findByRole("img", { name: "QR code for your authenticator app" }),
    ).toBeTruthy();
    expect(startTwoFactor).toHaveBeenCalledWith("secret12");
    type("Code from your app", "000000");
    press("Confirm and turn on");
    expect((await screen.findByRole("alert")).textContent).toContain("That code is not valid.");
    expect((screen.getByLabelText("Code from your app") as HTMLInputElement).value).toBe("000000");
    expect(onChanged).not.toHaveBeenCalled();
    press("Confirm and turn on");
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(true));
    expect(screen.getByText(/Two-factor authentication is on/)).toBeTruthy();
  });

  it("turns off with the password and a code; a stale session offers to log in again", async () => {
    vi.mocked(disableTwoFactor)
      .mockRejectedValueOnce(new ApiError(403, { code: "SESSION_NOT_FRESH" }))
      .mockResolvedValueOnce(undefined);
    const onChanged = vi.fn();
    render(<TwoFactorSettings enabled onChanged={onChanged} onLogInAgain={vi.fn()} />);
    press("Turn off two-factor");
    expect(await screen.findByText("Password cannot be empty")).toBeTruthy();
    expect(screen.getByText(/That code is not valid/)).toBeTruthy();
    type("Password", "secret12");
    type("Code from your app or a backup code", "123456");
    press("Turn off two-factor");
    expect((await screen.findByRole("alert")).textContent).toContain("Requires recent login.");
    expect(screen.getByRole("button", { name: "Log in again" })).toBeTruthy();
    expect((screen.getByLabelText("Password") as HTMLInputElement).value).toBe("secret12");
    press("Turn off two-factor");
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(false));
    expect(disableTwoFactor).toHaveBeenLastCalledWith("secret12", "123456");
  });
});
