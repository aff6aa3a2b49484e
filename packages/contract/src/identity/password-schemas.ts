import { z } from "zod";
import { defaultPasswordMinLength } from "./identity-constants";

/** `POST /v1/user/reset-password`: ask for a reset link. The answer never says whether the address has an account. */
export const resetPasswordRequestSchema = z.strictObject({
  email: z
    .string({ error: "fillInEmail" })
    .trim()
    .min(1, { error: "fillInEmail" })
    .max(254, { error: "invalidEmailAddress" })
    .pipe(z.email({ error: "invalidEmailAddress" })),
});

export const resetPasswordAcceptedSchema = z.object({ status: z.literal("accepted") });

type EmptyPassword = "fillInPassword" | "passwordEmpty";
const typed = (empty: EmptyPassword) =>
  z.string({ error: empty }).min(1, { error: empty, abort: true });

// A new password, typed twice: the same rules on the reset page and the Security page. An empty
// one: "Please fill in your password" where a person fills in a form to get in (log-in,
// register, reset), "Password cannot be empty" on the Security page (as its email form says
// "Email cannot be empty"): the spec's two messages (section 5), each shown somewhere.
const newPasswordShape = (empty: EmptyPassword) => ({
  password: typed(empty)
    .min(defaultPasswordMinLength, { error: "strongerPassword" })
    .max(128, { error: "tooLong" }),
  confirmPassword: typed(empty),
});
const typedTwice: [
  (v: { password: string; confirmPassword: string }) => boolean,
  { path: string[]; error: "passwordsDoNotMatch" },
] = [
  (v) => v.password === v.confirmPassword,
  { path: ["confirmPassword"], error: "passwordsDoNotMatch" },
];

/** The reset page's form. */
export const newPasswordSchema = z.object(newPasswordShape("fillInPassword")).refine(...typedTwice);
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;

/** `POST /v1/user/password-changed`: how many other sessions ended. */
export const endedSessionsSchema = z.object({ endedSessions: z.number().int() });

/** The Security page's change-password form. */
export const changePasswordSchema = z
  .object({
    currentPassword: typed("passwordEmpty"),
    ...newPasswordShape("passwordEmpty"),
  })
  .refine(...typedTwice);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
