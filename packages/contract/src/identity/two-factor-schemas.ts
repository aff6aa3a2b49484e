import { z } from "zod";

// The two-factor forms (docs/decisions/012-two-factor.md). The identity service checks the code
// itself ("That code is not valid." through identity-errors.ts); these say only what is missing.

const password = z.string({ error: "passwordEmpty" }).min(1, { error: "passwordEmpty" });
const code = z.string({ error: "invalidCode" }).trim().min(1, { error: "invalidCode" });

/** Turning two-factor on starts with the password. */
export const twoFactorStartSchema = z.object({ password });

/** A code from the authenticator app (or a backup code): enrolment's first, or at sign-in. */
export const twoFactorCodeSchema = z.object({ code });

/** Turning two-factor off: the password and a current (or backup) code. */
export const twoFactorOffSchema = z.object({ password, code });
