// A person signed up through the API and onboarded into a new organization: what each benchmark
// starts from. Throws when a step fails, so the benchmark exits non-zero instead of measuring errors.
const password = "correct horse battery staple 42";

export async function onboardedMember(
  appUrl: string,
  publicUrl: string,
  email: string,
  company = "Bench Brokers",
  accountType: "organization" | "funder" = "organization",
) {
  const credentials = { email, password };
  const post = (path: string, body: object) =>
    fetch(`${appUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: publicUrl },
      body: JSON.stringify(body),
    });
  const signUp = await post("/auth/sign-up/email", { ...credentials, name: "Bench" });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`);
  // A sign-up opens no session (docs/decisions/022-sign-up-enumeration.md).
  const token = await signedInToken(appUrl, publicUrl, email);
  const json = { authorizationkey: token, "content-type": "application/json" };
  const onboard = await fetch(`${appUrl}/v1/user/update`, {
    method: "PUT",
    headers: json,
    body: JSON.stringify({
      accountType,
      company: { companyName: company },
      firstName: "Bench",
      lastName: "Mark",
      dateOfBirth: "1990-01-02",
      gender: "female",
      country: "GB",
      phoneNumber: "07911 123456",
      language: "en",
      displayCurrency: "GBP",
      termsAccepted: true,
    }),
  });
  if (!onboard.ok) throw new Error(`onboarding failed: ${onboard.status} ${await onboard.text()}`);
  const me = (await (await fetch(`${appUrl}/v1/user/`, { headers: json })).json()) as {
    id: string;
    organization: { id: string };
  };
  return { token, json, userId: me.id, organizationId: me.organization.id };
}

/**
 * A new ID token for a member who signed up (`onboardedMember`): for a bench whose seeding takes
 * longer than a token lives (dashboard.ts at 1,000,000 deals, about 9 minutes here).
 */
export async function signedInToken(appUrl: string, publicUrl: string, email: string) {
  const signIn = await fetch(`${appUrl}/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: publicUrl },
    body: JSON.stringify({ email, password }),
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const reply = await fetch(`${appUrl}/auth/token`, { headers: { cookie } });
  if (!reply.ok) throw new Error(`token failed: ${reply.status}`);
  return ((await reply.json()) as { token: string }).token;
}
