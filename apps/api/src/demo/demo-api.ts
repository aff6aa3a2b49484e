// The demo's calls through the API itself (src/demo/load-demo-data.ts): a call as a token's holder,
// signing in, and an account signed up, verified and onboarded as a person would.
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { users } from "@portal/db/schema/identity";

export const demoPassword = "portal demo horse battery";

/** A call as the holder of `token`; anything but a success stops the load, saying `what`. */
export async function call(
  app: FastifyInstance,
  token: string,
  method: "GET" | "POST" | "PUT",
  url: string,
  what: string,
  payload?: object,
) {
  const response = await app.inject({
    method,
    url,
    headers: { authorizationkey: token },
    ...(payload ? { payload } : {}),
  });
  if (response.statusCode >= 300)
    throw new Error(`${what} failed: ${response.statusCode} ${response.body}`);
  return response.json() as Record<string, unknown> & { id: string };
}

/** Signs `email` in (the demo password) and answers the token `/v1` takes. */
async function signIn(app: FastifyInstance, publicUrl: string, email: string) {
  const signedIn = await app.inject({
    method: "POST",
    url: "/auth/sign-in/email",
    headers: { origin: publicUrl },
    payload: { email, password: demoPassword },
  });
  if (signedIn.statusCode !== 200)
    throw new Error(`sign-in of ${email} failed: ${signedIn.statusCode} ${signedIn.body}`);
  const cookie = signedIn.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  return (await app.inject({ method: "GET", url: "/auth/token", headers: { cookie } })).json()
    .token as string;
}

export interface DemoPerson {
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * Signs `person` up, verifies the address (as its mail's link would: demo addresses receive no
 * mail, and a buyer should not meet "Please verify your email address" on every page), signs in
 * and onboards with `company` of `accountType`: the token.
 */
export async function account(
  app: FastifyInstance,
  publicUrl: string,
  person: DemoPerson,
  company: string,
  accountType: "organization" | "funder",
) {
  const { email, firstName, lastName } = person;
  const signUp = await app.inject({
    method: "POST",
    url: "/auth/sign-up/email",
    headers: { origin: publicUrl },
    payload: { email, password: demoPassword, name: `${firstName} ${lastName}` },
  });
  if (signUp.statusCode !== 200)
    throw new Error(`sign-up of ${email} failed: ${signUp.statusCode} ${signUp.body}`);
  await app.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  // A sign-up opens no session (docs/decisions/022-sign-up-enumeration.md).
  const token = await signIn(app, publicUrl, email);
  await call(app, token, "PUT", "/v1/user/update", `onboarding of ${email}`, {
    accountType,
    company: { companyName: company },
    firstName,
    lastName,
    dateOfBirth: "1985-05-05",
    gender: "rather_not_say",
    country: "GB",
    phoneNumber: "07911 123456",
    language: "en",
    displayCurrency: "GBP",
    termsAccepted: true,
  });
  return token;
}
