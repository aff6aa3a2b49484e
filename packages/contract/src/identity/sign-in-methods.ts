import { z } from "zod";

export const oidcProviderIds = ["google", "apple"] as const;
export type OidcProviderId = (typeof oidcProviderIds)[number];

/** `GET /v1/sign-in-methods`: what the log-in page offers besides email and password. */
export const signInMethodsSchema = z.object({
  providers: z.array(z.object({ id: z.enum(oidcProviderIds), name: z.string() })),
  /** Whether a new brokerage starts on a free trial: billing is on (decision 049). */
  freeTrial: z.boolean(),
});
export type SignInMethods = z.infer<typeof signInMethodsSchema>;
