import { z } from "zod";

const emailField = z
  .string({ error: "emailRequired" })
  .trim()
  .min(1, { error: "emailEmpty" })
  .max(254, { error: "invalidEmailAddress" })
  .pipe(z.email({ error: "invalidEmailAddress" }));

/** `POST /v1/user/updateemail`: the new address, typed twice. A link goes to it; nothing changes until it is opened. */
export const updateEmailSchema = z
  .strictObject({
    email: emailField,
    confirmEmail: z.string({ error: "emailRequired" }).trim().min(1, { error: "emailEmpty" }),
  })
  .refine((v) => v.email.toLowerCase() === v.confirmEmail.toLowerCase(), {
    path: ["confirmEmail"],
    error: "emailsDoNotMatch",
  });
export type UpdateEmailInput = z.infer<typeof updateEmailSchema>;

export const emailChangeRequestedSchema = z.object({
  status: z.literal("verification_sent"),
  email: z.string(),
});

/** `POST /v1/user/verifyemail`: the token from the link mailed to the new address. */
export const verifyEmailSchema = z.strictObject({
  token: z
    .string({ error: "verificationFailed" })
    .min(16, { error: "verificationFailed" })
    .max(200, { error: "verificationFailed" }),
});

export const emailChangedSchema = z.object({ email: z.string(), emailVerified: z.literal(true) });

/** Deleting one's account: the person's own address, typed out to confirm (case and spaces aside). */
export const deleteAccountConfirmationSchema = (email: string) =>
  z.object({
    email: z
      .string()
      .trim()
      .refine((typed) => typed.toLowerCase() === email.toLowerCase(), {
        error: "typeEmailAsShown",
      }),
  });

/** `DELETE /v1/user/delete`. */
export const accountDeletedSchema = z.object({ status: z.literal("deleted") });
