import { z } from "zod";

export const oidcProviderIds = ["google", "apple"] as const;
export type OidcProviderId = (typeof oidcProviderIds)[number];

/** `GET /v1/sign-in-methods`: the providers the log-in page offers besides email and password. */
export const signInMethodsSchema = z.object({
  providers: z.array(z.object({ id: z.enum(oidcProviderIds), name: z.string() })),
});
export type SignInMethods = z.infer<typeof signInMethodsSchema>;

/**
 * `?error=` codes the identity service puts on the page a Google or Apple sign-in or link returns
 * to, and the message each shows (anything else: "Unknown error. Please Try again.").
 */
export const oidcCallbackErrors = {
  account_not_linked: "accountAlreadyExists",
  account_already_linked_to_different_user: "accountAlreadyLinked",
  email_does_not_match: "emailsDoNotMatch",
  unable_to_link_account: "verificationFailed",
  email_not_verified: "verificationFailed",
  signup_disabled: "accountAlreadyExists",
} as const;
