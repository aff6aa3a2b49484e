import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { memberships, organizations } from "@portal/db/schema/organizations";
import { profiles } from "@portal/db/schema/user";
import { getUser, password, publicUrl, putUser, uniqueEmail, useTestApp } from "./test-app";
import { signUp, validOnboarding } from "./factories";

const ctx = useTestApp();

const issuesOf = (body: {
  error: { issues?: { path: string; code: string; message: string }[] };
}) => Object.fromEntries((body.error.issues ?? []).map((i) => [i.path, i.message]));

function yearsAgo(years: number, dayOffset = 0) {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + dayOffset);
  return d.toISOString().slice(0, 10);
}

describe("GET /v1/user/ before onboarding", () => {
  it("answers 404 profile_not_found, which the web reads as not onboarded", async () => {
    const user = await signUp(ctx.app);
    const res = await getUser(ctx.app, user.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({
      code: "profile_not_found",
      message: "Finish your registration to continue.",
    });
  });
});

describe("onboarding through PUT /v1/user/update", () => {
  it("reports every missing field with the spec's messages", async () => {
    const user = await signUp(ctx.app);
    const res = await putUser(ctx.app, user.token, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("validation_failed");
    expect(issuesOf(res.json())).toMatchObject({
      firstName: "First name is required",
      lastName: "Last name is required",
      dateOfBirth: "Date of birth is required",
      gender: "Gender is required",
      country: "Country is required",
      phoneNumber: "Phone number cannot be empty",
      language: "Language is required",
      displayCurrency: "Display currency is required",
      termsAccepted: "Terms are required",
    });
    expect((await getUser(ctx.app, user.token)).statusCode).toBe(404);
  });

  it("enforces the minimum age of 18, the phone number's country and the company name", async () => {
    const user = await signUp(ctx.app);
    const res = await putUser(
      ctx.app,
      user.token,
      validOnboarding({ dateOfBirth: yearsAgo(18, 1), phoneNumber: "12345", company: {} }),
    );
    expect(res.statusCode).toBe(400);
    expect(issuesOf(res.json())).toEqual({
      dateOfBirth: "Minimum age is 18 years",
      phoneNumber: "Invalid phone number",
      "company.companyName": "Company name is required",
    });
    // Eighteen today is old enough.
    const ok = await putUser(ctx.app, user.token, validOnboarding({ dateOfBirth: yearsAgo(18) }));
    expect(ok.statusCode).toBe(200);
  });

  it("refuses unknown fields, bad choices and terms not accepted", async () => {
    const user = await signUp(ctx.app);
    const res = await putUser(
      ctx.app,
      user.token,
      validOnboarding({ isAdmin: true, gender: "other", termsAccepted: false, country: "XX" }),
    );
    expect(res.statusCode).toBe(400);
    const issues = issuesOf(res.json());
    expect(issues.gender).toBe("This value is not valid");
    expect(issues.country).toBe("This value is not valid");
    expect(issues.termsAccepted).toBe("Terms are required");
    expect(Object.keys(issues)).toContain("");
  });

  it("creates the organization with the user as owner", async () => {
    const user = await signUp(ctx.app);
    const res = await putUser(
      ctx.app,
      user.token,
      validOnboarding({ company: { companyName: "Harbour Finance", city: "Leeds" } }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: user.userId,
      email: user.email,
      emailVerified: false,
      profile: {
        firstName: "Ann",
        lastName: "Lee",
        country: "GB",
        countryCode: "+44",
        phoneNumber: "+447911123456",
        nationality: null,
      },
      organization: {
        name: "Harbour Finance",
        accountType: "organization",
        role: "owner",
        company: { companyName: "Harbour Finance", city: "Leeds" },
      },
    });
    expect(new Date(body.profile.termsAcceptedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await getUser(ctx.app, user.token)).json()).toEqual(body);
  });

  it("makes an individual an organization of one, named after the person", async () => {
    const user = await signUp(ctx.app);
    const res = await putUser(
      ctx.app,
      user.token,
      validOnboarding({
        accountType: "individual",
        company: undefined,
        firstName: "Sam",
        lastName: "Okafor",
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().organization).toMatchObject({
      name: "Sam Okafor",
      accountType: "individual",
      role: "owner",
    });
  });

  it("lets one of two concurrent onboardings win and never creates two organizations", async () => {
    const user = await signUp(ctx.app);
    const responses = await Promise.all(
      [1, 2, 3].map(() => putUser(ctx.app, user.token, validOnboarding())),
    );
    for (const r of responses) {
      expect([200, 409]).toContain(r.statusCode);
      if (r.statusCode === 409) expect(r.json().error.code).toBe("already_onboarded");
    }
    const rows = await ctx.app.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, user.userId));
    expect(rows).toHaveLength(1);
  });
});

describe("updates after onboarding", () => {
  it("changes only what is sent and keeps the profile complete", async () => {
    const user = await signUp(ctx.app);
    await putUser(ctx.app, user.token, validOnboarding());
    const res = await putUser(ctx.app, user.token, {
      jobTitle: "Senior broker",
      nationality: "IE",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({
      firstName: "Ann",
      jobTitle: "Senior broker",
      nationality: "IE",
      phoneNumber: "+447911123456",
    });

    const bad = await putUser(ctx.app, user.token, { firstName: "", lastName: "Smith" });
    expect(bad.statusCode).toBe(400);
    expect(issuesOf(bad.json())).toEqual({ firstName: "First name is required" });
    expect((await getUser(ctx.app, user.token)).json().profile.lastName).toBe("Lee");

    // Moving country re-checks the stored phone number against the new country.
    const moved = await putUser(ctx.app, user.token, { country: "US" });
    expect(moved.statusCode).toBe(400);
    expect(issuesOf(moved.json())).toEqual({ phoneNumber: "Invalid phone number" });
  });

  it("lets the owner edit the company and refuses a member with 403, changing nothing", async () => {
    const owner = await signUp(ctx.app);
    const created = (await putUser(ctx.app, owner.token, validOnboarding())).json();
    const renamed = await putUser(ctx.app, owner.token, {
      company: { companyName: "Harbour Capital", website: "https://harbour.example" },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().organization).toMatchObject({
      name: "Harbour Capital",
      company: { companyName: "Harbour Capital", website: "https://harbour.example" },
    });

    // A member of the same organization (teams will create these through invitations).
    const member = await signUp(ctx.app);
    const other = (
      await putUser(ctx.app, member.token, validOnboarding({ company: { companyName: "Temp" } }))
    ).json();
    const db = ctx.app.database.db;
    await db.delete(memberships).where(eq(memberships.userId, member.userId));
    await db.delete(organizations).where(eq(organizations.id, other.organization.id));
    await db
      .insert(memberships)
      .values({ organizationId: created.organization.id, userId: member.userId, role: "member" });

    const refused = await putUser(ctx.app, member.token, { company: { companyName: "Hijacked" } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("forbidden");
    const [org] = await db
      .select()
      .from(organizations)
      .where(eq(organizations.id, created.organization.id));
    expect(org!.name).toBe("Harbour Capital");
    // The member's own profile fields are still theirs to change.
    expect((await putUser(ctx.app, member.token, { jobTitle: "Analyst" })).statusCode).toBe(200);
    expect((await getUser(ctx.app, member.token)).json().organization).toMatchObject({
      id: created.organization.id,
      role: "member",
    });
  });

  it("never shows one organization's data to another's user", async () => {
    const a = await signUp(ctx.app);
    const b = await signUp(ctx.app);
    const orgA = (
      await putUser(
        ctx.app,
        a.token,
        validOnboarding({ company: { companyName: "Alpha", city: "Bath" } }),
      )
    ).json().organization;
    const userB = (
      await putUser(ctx.app, b.token, validOnboarding({ company: { companyName: "Beta" } }))
    ).json();
    expect(userB.organization.id).not.toBe(orgA.id);
    expect(JSON.stringify(userB)).not.toContain("Alpha");
    expect(JSON.stringify(userB)).not.toContain("Bath");
  });

  it("keeps the profile of a user whose identity row is gone from leaking (treated as not onboarded)", async () => {
    const user = await signUp(ctx.app);
    await putUser(ctx.app, user.token, validOnboarding());
    await ctx.app.database.db.delete(profiles).where(eq(profiles.userId, user.userId));
    const res = await getUser(ctx.app, user.token);
    expect(res.statusCode).toBe(404);
  });
});

describe("identity", () => {
  it("refuses a wrong password; a second sign-up of the email changes nothing of the account", async () => {
    const email = uniqueEmail();
    await signUp(ctx.app, email);
    const wrong = await ctx.app.inject({
      method: "POST",
      url: "/auth/sign-in/email",
      headers: { origin: publicUrl },
      payload: { email, password: `${password}x` },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe("INVALID_EMAIL_OR_PASSWORD");
    // Answered like a new sign-up (decision 022), without a session; the password stays the owner's.
    const dup = await ctx.app.inject({
      method: "POST",
      url: "/auth/sign-up/email",
      headers: { origin: publicUrl },
      payload: { email, password: "another long passphrase", name: "x" },
    });
    expect(dup.statusCode).toBe(200);
    expect(dup.headers["set-cookie"]).toBeUndefined();
    const taken = await ctx.app.inject({
      method: "POST",
      url: "/auth/sign-in/email",
      headers: { origin: publicUrl },
      payload: { email, password: "another long passphrase" },
    });
    expect(taken.statusCode).toBe(401);
    const right = await ctx.app.inject({
      method: "POST",
      url: "/auth/sign-in/email",
      headers: { origin: publicUrl },
      payload: { email, password },
    });
    expect(right.statusCode).toBe(200);
    expect([right.headers["set-cookie"]].flat().join(";")).toMatch(/HttpOnly/i);
  });

  it("refuses a password shorter than the configured minimum", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/auth/sign-up/email",
      headers: { origin: publicUrl },
      payload: { email: uniqueEmail(), password: "12345", name: "x" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("PASSWORD_TOO_SHORT");
  });

  it("refuses a cross-origin request that carries the session cookie", async () => {
    const user = await signUp(ctx.app);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/auth/sign-out",
      headers: { origin: "https://evil.example", cookie: user.cookie },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    // The session survived.
    expect(
      (
        await ctx.app.inject({
          method: "GET",
          url: "/auth/token",
          headers: { cookie: user.cookie },
        })
      ).statusCode,
    ).toBe(200);
  });

  it("publishes the token's keys and signs EdDSA tokens", async () => {
    const user = await signUp(ctx.app);
    const header = JSON.parse(Buffer.from(user.token.split(".")[0]!, "base64url").toString());
    expect(header.alg).toBe("EdDSA");
    const jwks = (await ctx.app.inject({ method: "GET", url: "/auth/jwks" })).json();
    expect(jwks.keys.map((k: { kid: string }) => k.kid)).toContain(header.kid);
    expect(JSON.stringify(jwks)).not.toContain('"d"');
  });
});
