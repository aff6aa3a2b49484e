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

// A new password, typed twice: the same rules on the reset page and the Security page.
const newPasswordShape = {
  password: z
    .string({ error: "fillInPassword" })
    .min(1, { error: "fillInPassword" })
    .min(defaultPasswordMinLength, { error: "strongerPassword" })
    .max(128, { error: "tooLong" }),
  confirmPassword: z.string({ error: "fillInPassword" }).min(1, { error: "fillInPassword" }),
};
const typedTwice: [
  (v: { password: string; confirmPassword: string }) => boolean,
  { path: string[]; error: "passwordsDoNotMatch" },
] = [
  (v) => v.password === v.confirmPassword,
  { path: ["confirmPassword"], error: "passwordsDoNotMatch" },
];

/** The reset page's form. */
export const newPasswordSchema = z.object(newPasswordShape).refine(...typedTwice);
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;

/** `POST /v1/user/password-changed`: how many other sessions ended. */
export const endedSessionsSchema = z.object({ endedSessions: z.number().int() });

/** The Security page's change-password form. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: "fillInPassword" }).min(1, { error: "fillInPassword" }),
    ...newPasswordShape,
  })
  .refine(...typedTwice);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
