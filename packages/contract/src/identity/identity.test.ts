import { describe, expect, it } from "vitest";
import { identityMessageFor } from "./identity-errors";
import { signUpSchema } from "./identity-schemas";
import { changePasswordSchema, newPasswordSchema } from "./password-schemas";
import { validateSignIn } from "./sign-in";

describe("log-in rules", () => {
  it("asks for the email and the password (spec §5)", () => {
    expect(validateSignIn({}).errors).toEqual({ email: "fillInEmail", password: "fillInPassword" });
    expect(validateSignIn({ email: "   ", password: "x" }).errors).toEqual({
      email: "fillInEmail",
    });
    expect(validateSignIn({ email: " a@example.com ", password: "pw" })).toEqual({
      data: { email: "a@example.com", password: "pw" },
      errors: {},
    });
  });
});

describe("sign-up rules", () => {
  const keys = (input: object) =>
    Object.fromEntries(
      (signUpSchema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join("."), i.message]),
    );
  it("uses the spec's messages", () => {
    expect(keys({})).toEqual({
      email: "fillInEmail",
      password: "fillInPassword",
      confirmPassword: "fillInPassword",
    });
    expect(keys({ email: "nope", password: "secret1", confirmPassword: "secret1" })).toEqual({
      email: "invalidEmailAddress",
    });
    expect(keys({ email: "a@example.com", password: "12345", confirmPassword: "12345" })).toEqual({
      password: "strongerPassword",
    });
    expect(
      keys({ email: "a@example.com", password: "secret1", confirmPassword: "secret2" }),
    ).toEqual({ confirmPassword: "passwordsDoNotMatch" });
    expect(
      keys({ email: "a@example.com", password: "secret1", confirmPassword: "secret1" }),
    ).toEqual({});
  });
});

describe("identity error table", () => {
  it("maps known codes to the spec's messages and everything else to unknownError", () => {
    expect(identityMessageFor("INVALID_EMAIL_OR_PASSWORD")).toBe("invalidEmailOrPassword");
    expect(identityMessageFor("USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL")).toBe("emailAlreadyExists");
    expect(identityMessageFor("SOMETHING_NEW")).toBe("unknownError");
    expect(identityMessageFor(undefined)).toBe("unknownError");
    expect(identityMessageFor("toString")).toBe("unknownError");
  });
});

describe("the identity message table in docs/identity.md", () => {
  it("lists every code of the contract's table with its message, and nothing else", async () => {
    const { readFileSync } = await import("node:fs");
    const { messages } = await import("../messages");
    const { identityErrorMessages } = await import("./identity-errors");
    const doc = readFileSync(new URL("../../../../docs/identity.md", import.meta.url), "utf8");
    const rows = [...doc.matchAll(/^\| `([A-Z_]+)` \| (.+) \|$/gm)].map((m) => [m[1], m[2]]);
    expect(Object.fromEntries(rows)).toEqual(
      Object.fromEntries(
        Object.entries(identityErrorMessages).map(([code, key]) => [code, messages[key]]),
      ),
    );
    const { oidcCallbackErrorMessages } = await import("./identity-errors");
    const callbackRows = [...doc.matchAll(/^\| `([a-z_]+)` \| (.+) \|$/gm)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(Object.fromEntries(callbackRows)).toEqual(
      Object.fromEntries(
        Object.entries(oidcCallbackErrorMessages).map(([code, key]) => [code, messages[key]]),
      ),
    );
  });
});

describe("password forms", () => {
  const keys = (schema: typeof changePasswordSchema | typeof newPasswordSchema, input: object) =>
    Object.fromEntries(
      (schema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join("."), i.message]),
    );
  it('the Security page says "Password cannot be empty"; the reset page asks to fill it in', () => {
    const blank = { currentPassword: "", password: "", confirmPassword: "" };
    expect(keys(changePasswordSchema, blank)).toEqual({
      currentPassword: "passwordEmpty",
      password: "passwordEmpty",
      confirmPassword: "passwordEmpty",
    });
    expect(keys(newPasswordSchema, blank)).toEqual({
      password: "fillInPassword",
      confirmPassword: "fillInPassword",
    });
  });
});
