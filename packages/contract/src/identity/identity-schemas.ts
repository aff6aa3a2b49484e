import { z } from "zod";

/** Spec §9: the identity provider's default minimum password length. The API reads it from config. */
export const defaultPasswordMinLength = 6;
/** Spec §9: refresh the ID token this long before it expires. */
export const tokenRefreshLeadMs = 5 * 60 * 1000;

const email = z
  .string({ error: "fillInEmail" })
  .trim()
  .min(1, { error: "fillInEmail" })
  .pipe(z.email({ error: "invalidEmailAddress" }));

export const signInSchema = z.object({
  email,
  password: z.string({ error: "fillInPassword" }).min(1, { error: "fillInPassword" }),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z
  .object({
    email,
    password: z
      .string({ error: "fillInPassword" })
      .min(1, { error: "fillInPassword" })
      .min(defaultPasswordMinLength, { error: "strongerPassword" })
      .max(128, { error: "tooLong" }),
    confirmPassword: z.string({ error: "fillInPassword" }).min(1, { error: "fillInPassword" }),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], error: "passwordsDoNotMatch" });
export type SignUpInput = z.infer<typeof signUpSchema>;

/** `GET /auth/token`: the ID token the web sends as `authorizationkey`. */
export const idTokenSchema = z.object({ token: z.string() });

/** Claims of the ID token (JWT, EdDSA) that the API relies on. */
export const idTokenClaimsSchema = z.object({
  sub: z.string(),
  email: z.string(),
  emailVerified: z.boolean().optional(),
  exp: z.number(),
  iat: z.number(),
});
export type IdTokenClaims = z.infer<typeof idTokenClaimsSchema>;
