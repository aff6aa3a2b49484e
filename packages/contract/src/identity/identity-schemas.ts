// zod/mini keeps what the web loads early small.
import * as z from "zod/mini";

import { defaultPasswordMinLength } from "./identity-constants";

const email = z.pipe(
  z.string({ error: "fillInEmail" }).check(z.trim(), z.minLength(1, { error: "fillInEmail" })),
  z.email({ error: "invalidEmailAddress" }),
);

export const signUpSchema = z
  .object({
    email,
    password: z
      .string({ error: "fillInPassword" })
      .check(
        z.minLength(1, { error: "fillInPassword" }),
        z.minLength(defaultPasswordMinLength, { error: "strongerPassword" }),
        z.maxLength(128, { error: "tooLong" }),
      ),
    confirmPassword: z
      .string({ error: "fillInPassword" })
      .check(z.minLength(1, { error: "fillInPassword" })),
  })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      path: ["confirmPassword"],
      error: "passwordsDoNotMatch",
    }),
  );
export type SignUpInput = z.infer<typeof signUpSchema>;

/** `GET /auth/token`: the ID token the web sends as `authorizationkey`. */
export const idTokenSchema = z.object({ token: z.string() });

/** Claims of the ID token (JWT, EdDSA) that the API relies on. */
export const idTokenClaimsSchema = z.object({
  sub: z.string(),
  email: z.string(),
  emailVerified: z.optional(z.boolean()),
  /** The identity session the token was issued for. */
  sid: z.optional(z.string()),
  exp: z.number(),
  iat: z.number(),
});
export type IdTokenClaims = z.infer<typeof idTokenClaimsSchema>;
