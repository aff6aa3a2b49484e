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

/** The reset page's form: a new password, typed twice. */
export const newPasswordSchema = z
  .object({
    password: z
      .string({ error: "fillInPassword" })
      .min(1, { error: "fillInPassword" })
      .min(defaultPasswordMinLength, { error: "strongerPassword" })
      .max(128, { error: "tooLong" }),
    confirmPassword: z.string({ error: "fillInPassword" }).min(1, { error: "fillInPassword" }),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], error: "passwordsDoNotMatch" });
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;
