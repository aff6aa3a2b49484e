import { z } from "zod";

export const oidcProviderIds = ["google", "apple"] as const;
export type OidcProviderId = (typeof oidcProviderIds)[number];

/** `GET /v1/sign-in-methods`: the providers the log-in page offers besides email and password. */
export const signInMethodsSchema = z.object({
  providers: z.array(z.object({ id: z.enum(oidcProviderIds), name: z.string() })),
});
export type SignInMethods = z.infer<typeof signInMethodsSchema>;
