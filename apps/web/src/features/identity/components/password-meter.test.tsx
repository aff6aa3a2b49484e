import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import "@/lib/i18n";
import { PasswordMeter } from "./password-meter";

describe("the password strength meter", () => {
  it("says a common password is weak, and why", async () => {
    render(<PasswordMeter password="password1" />);
    expect(
      await screen.findByText("Password strength: very weak. Choose a stronger password."),
    ).toBeTruthy();
    expect(screen.getByText(/common/i)).toBeTruthy();
  });

  it("counts the person's own email as guessable, as the server does", async () => {
    render(<PasswordMeter password="ann.lee.broker" email="ann.lee.broker@harbour.example" />);
    expect(await screen.findByText(/Choose a stronger password\./)).toBeTruthy();
  });

  it("says a passphrase is strong and gives no advice; an empty field says nothing", async () => {
    const { rerender, container } = render(
      <PasswordMeter password="correct horse battery staple" />,
    );
    expect(await screen.findByText(/^Password strength: (strong|very strong)\.$/)).toBeTruthy();
    rerender(<PasswordMeter password="" />);
    expect(container.textContent).toBe("");
  });
});
