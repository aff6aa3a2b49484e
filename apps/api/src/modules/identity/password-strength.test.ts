import { describe, expect, it } from "vitest";
import { createPasswordStrength } from "./password-strength";

describe("password strength", () => {
  const strength = createPasswordStrength(2);
  it("refuses common and patterned passwords", () => {
    for (const weak of ["password", "123456", "qwerty123", "letmein1", "aaaaaaaa"])
      expect(strength.isStrongEnough(weak), weak).toBe(false);
  });
  it("accepts passphrases", () => {
    for (const strong of ["correct horse battery staple", "brand new passphrase", "Tq8#vLp2!mZ"])
      expect(strength.isStrongEnough(strong), strong).toBe(true);
  });
  it("treats the person's own details as guessable", () => {
    expect(strength.isStrongEnough("ann.lee.broker", "ann.lee.broker@harbour.example")).toBe(false);
    expect(strength.isStrongEnough("harbourannlee", "ann.lee@harbour.example")).toBe(false);
  });
  it("follows the configured minimum score", () => {
    expect(createPasswordStrength(0).isStrongEnough("password")).toBe(true);
    expect(createPasswordStrength(4).isStrongEnough("letmein1")).toBe(false);
  });
});
