import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { users } from "@portal/db/schema/identity";
import { invitations } from "@portal/db/schema/invitations";
import { organizations } from "@portal/db/schema/organizations";
import { startAppWithMail, type startMailCatcher } from "./mail-catcher";
import { getUser, jobsDone, publicUrl, putUser, uniqueEmail } from "./test-app";
import {
  createBroker,
  createDeal,
  joinOrganizationOf,
  signUp,
  validOnboarding,
  type SignedUp,
} from "./factories";
import { callAs } from "./call-as";

let app: FastifyInstance;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let close = async () => {};
beforeAll(async () => {
  ({ app, mail, close } = await startAppWithMail());
});
afterAll(() => close());

const invite = (owner: SignedUp, ...people: { email: string; role?: string }[]) =>
  callAs(app, owner).post("/v1/team/invitations", {
    invitations: people.map((p) => ({ role: "member", ...p })),
  });
/** The emailed link's invitation id and secret. */
async function linkOf(email: string) {
  await jobsDone(app);
  const link = new URL(await mail.linkFor(email, /invited you/i));
  const [, , id] = link.pathname.split("/");
  return { id: id!, secret: link.searchParams.get("secret")! };
}
const membersOf = async (user: SignedUp) =>
  (
    (await callAs(app, user).get("/v1/team")).json() as {
      members: { email: string; role: string; salesRole: string }[];
    }
  ).members;

describe("invitations (/v1/team/invitations, /v1/invite/{id})", () => {
  it("says what became of each address, refuses a 26th, and only owners and admins invite", async () => {
    const owner = await createBroker(app, "Inviting Ltd");
    const member = await joinOrganizationOf(app, owner);
    const fresh = uniqueEmail("invitee");
    const res = await invite(
      owner,
      { email: fresh.toUpperCase(), role: "admin" },
      { email: fresh },
      { email: "not an address" },
      { email: member.email },
    );
    expect(res.statusCode).toBe(200);
    // The inviter gets the invited address's link once, to copy: the one mailed.
    const { id, secret } = await linkOf(fresh);
    expect(res.json().results).toEqual([
      {
        email: fresh,
        outcome: "invited",
        link: `${publicUrl}/invite/${id}?secret=${encodeURIComponent(secret)}`,
      },
      { email: fresh, outcome: "already_invited" },
      { email: "not an address", outcome: "invalid" },
      { email: member.email, outcome: "already_member" },
    ]);
    expect(res.json().team.invitations).toEqual([
      expect.objectContaining({ email: fresh, role: "admin", status: "pending" }),
    ]);
    expect((await invite(owner, { email: fresh })).json().results).toEqual([
      { email: fresh, outcome: "already_invited" },
    ]);

    const many = Array.from({ length: 26 }, (_, i) => ({ email: `p${i}@example.com` }));
    const refused = (await invite(owner, ...many)).json().error;
    expect(refused.issues).toEqual([
      expect.objectContaining({
        path: "invitations",
        code: "tooManyInvites",
        message: "You cannot add more than 25 members at a time.",
      }),
    ]);
    expect((await invite(member, { email: uniqueEmail() })).json().error.code).toBe("forbidden");
    expect((await invite(owner)).json().error.issues[0].code).toBe("invitesRequired");
  });

  it("the invited person registers and claims with the link; the organization registration made is gone", async () => {
    const owner = await createBroker(app, "Claimed Ltd");
    const email = uniqueEmail("joiner");
    await invite(owner, { email, role: "admin" });
    const { id, secret } = await linkOf(email);
    const preview = await app.inject({ method: "GET", url: `/v1/invite/${id}?secret=${secret}` });
    expect(preview.json()).toEqual({
      organizationName: "Claimed Ltd",
      email,
      role: "admin",
      expired: false,
    });
    expect((await app.inject({ method: "GET", url: `/v1/invite/${id}` })).statusCode).toBe(404);
    expect(
      (await app.inject({ method: "GET", url: `/v1/invite/${id}?secret=wrong` })).statusCode,
    ).toBe(404);

    const joiner = await createBroker(app, "Throwaway Ltd"); // registration makes an organization
    // Not the invited address, and no secret: the invitation does not exist for them.
    expect((await callAs(app, joiner).post(`/v1/invite/${id}/claim`, {})).statusCode).toBe(404);
    const claimed = await callAs(app, joiner).post(`/v1/invite/${id}/claim`, { secret });
    expect(claimed.statusCode).toBe(200);
    expect(await membersOf(owner)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: joiner.email, role: "admin", salesRole: "agent" }),
      ]),
    );
    expect((await callAs(app, joiner).get("/v1/user/")).json().organization.name).toBe(
      "Claimed Ltd",
    );
    expect(
      await app.database.db
        .select()
        .from(organizations)
        .where(eq(organizations.name, "Throwaway Ltd")),
    ).toEqual([]);
    // Claimed, the link is spent.
    expect((await callAs(app, joiner).post(`/v1/invite/${id}/claim`, { secret })).statusCode).toBe(
      404,
    );
    expect((await callAs(app, owner).get("/v1/team")).json().invitations).toEqual([]);
  });

  it("an expired invitation says so; resending gives a new link and the old one stops working", async () => {
    const owner = await createBroker(app, "Expiring Ltd");
    const email = uniqueEmail("late");
    await invite(owner, { email });
    const old = await linkOf(email);
    await app.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, old.id));
    const late = await signUp(app, email);
    const expired = await callAs(app, late).post(`/v1/invite/${old.id}/claim`, {
      secret: old.secret,
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.message).toBe(
      "Invite was expired. Please ask the user to send a new invite.",
    );
    expect((await callAs(app, owner).get("/v1/team")).json().invitations[0].status).toBe("expired");

    const resent = await callAs(app, owner).post(`/v1/team/invitations/${old.id}/resend`);
    expect(resent.json().invitations[0].status).toBe("pending");
    await jobsDone(app);
    expect(
      (await callAs(app, late).post(`/v1/invite/${old.id}/claim`, { secret: old.secret }))
        .statusCode,
    ).toBe(404);
    const renewed = await linkOf(email);
    expect(renewed.id).toBe(old.id);
    expect(
      (
        await callAs(app, late).post(`/v1/invite/${renewed.id}/claim`, { secret: renewed.secret })
      ).json(),
    ).toEqual({
      organizationId: (await callAs(app, owner).get("/v1/user/")).json().organization.id,
    });
  });

  it("someone whose organization holds deals must leave it first; declining and revoking remove the invitation", async () => {
    const owner = await createBroker(app, "Strict Ltd");
    const busy = await createBroker(app, "Busy Ltd");
    await createDeal(app, busy);
    await invite(owner, { email: busy.email });
    const link = await linkOf(busy.email);
    const refused = await callAs(app, busy).post(`/v1/invite/${link.id}/claim`, {
      secret: link.secret,
    });
    expect(refused.json().error.code).toBe("already_in_organization");
    expect(
      (await callAs(app, busy).post(`/v1/invite/${link.id}/decline`, { secret: link.secret }))
        .statusCode,
    ).toBe(204);
    expect((await callAs(app, owner).get("/v1/team")).json().invitations).toEqual([]);

    const email = uniqueEmail("revoked");
    const { team } = (await invite(owner, { email })).json();
    const stranger = await createBroker(app, "Stranger Ltd");
    expect(
      (await callAs(app, stranger).delete(`/v1/team/invitations/${team.invitations[0].id}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await callAs(app, owner).delete(`/v1/team/invitations/${team.invitations[0].id}`)).json()
        .invitations,
    ).toEqual([]);
    const revoked = await linkOf(email);
    expect(
      (
        await app.inject({
          method: "GET",
          url: `/v1/invite/${revoked.id}?secret=${revoked.secret}`,
        })
      ).statusCode,
    ).toBe(404);
  });

  it("the invited address, once verified, claims without the link's secret", async () => {
    const owner = await createBroker(app, "Verified Ltd");
    const email = uniqueEmail("verified");
    await invite(owner, { email });
    const { id } = await linkOf(email);
    const person = await signUp(app, email);
    expect((await callAs(app, person).post(`/v1/invite/${id}/claim`, {})).statusCode).toBe(404);
    await app.database.db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.id, person.userId));
    expect((await callAs(app, person).post(`/v1/invite/${id}/claim`, {})).statusCode).toBe(200);
    expect((await membersOf(owner)).map((m) => m.email)).toContain(email);
  });
});

describe("invitations kept on the server (decision 046)", () => {
  const verify = (person: SignedUp) =>
    app.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, person.userId));
  const lead = (contactName: string) => ({
    contactName,
    companyName: `${contactName} Ltd`,
    email: `${contactName.replace(/ /g, ".").toLowerCase()}@client.example`,
  });
  const mine = async (person: SignedUp) =>
    (await callAs(app, person).get("/v1/invite/mine")).json();
  const personal = (overrides: object = {}) => {
    const { accountType: _a, company: _c, ...fields } = validOnboarding();
    return { ...fields, ...overrides };
  };

  it("an invitee who verifies in another tab is offered the invitation and onboards into the team, asked no company", async () => {
    const owner = await createBroker(app, "Fresh Brokers Ltd");
    const email = uniqueEmail("mia");
    await invite(owner, { email });
    const { id } = await linkOf(email);
    const mia = await signUp(app, email);
    // Not verified yet: the address is not proven, nothing is offered by it.
    expect(await mine(mia)).toEqual({ organizationName: null, invitations: [] });
    expect((await putUser(app, mia.token, personal({ invitation: { id } }))).statusCode).toBe(404);
    await verify(mia);
    expect(await mine(mia)).toEqual({
      organizationName: null,
      invitations: [
        {
          id,
          organizationName: "Fresh Brokers Ltd",
          role: "member",
          inviterName: "Ann Lee",
          expiresAt: expect.any(String),
          change: null,
        },
      ],
    });
    // The personal fields only: no account type, no company.
    const res = await putUser(app, mia.token, personal({ invitation: { id } }));
    expect(res.statusCode).toBe(200);
    expect(res.json().organization).toMatchObject({ name: "Fresh Brokers Ltd", role: "member" });
    expect((await callAs(app, owner).get("/v1/team")).json().invitations).toEqual([]);
    expect((await membersOf(owner)).map((m) => m.email)).toContain(email);
    expect(await mine(mia)).toEqual({ organizationName: "Fresh Brokers Ltd", invitations: [] });
  });

  it("onboarding with the link's secret joins without a verified address; a wrong one or another's invitation does not", async () => {
    const owner = await createBroker(app, "Secret Link Ltd");
    const email = uniqueEmail("secret");
    await invite(owner, { email });
    const { id, secret } = await linkOf(email);
    const person = await signUp(app, uniqueEmail("other-address"));
    const wrong = await putUser(app, person.token, personal({ invitation: { id, secret: "x" } }));
    expect(wrong.json().error.code).toBe("not_found");
    // Nothing was made by the refused onboarding: the person can still onboard.
    expect((await getUser(app, person.token)).json().error.code).toBe("profile_not_found");
    const bad = await putUser(app, person.token, personal({ invitation: { id: 5 } }));
    expect(bad.statusCode).toBe(400);
    const res = await putUser(app, person.token, personal({ invitation: { id, secret } }));
    expect(res.json().organization.name).toBe("Secret Link Ltd");
    // Used up: nobody else onboards with it.
    const late = await signUp(app, uniqueEmail("late"));
    expect(
      (await putUser(app, late.token, personal({ invitation: { id, secret } }))).json().error.code,
    ).toBe("not_found");
  });

  it("claiming before onboarding (spec section 4's order) then onboarding gives a member with a profile, not a 500", async () => {
    const owner = await createBroker(app, "Claim First Ltd");
    const email = uniqueEmail("claim-first");
    await invite(owner, { email, role: "admin" });
    const { id, secret } = await linkOf(email);
    const person = await signUp(app, email);
    expect((await callAs(app, person).post(`/v1/invite/${id}/claim`, { secret })).statusCode).toBe(
      200,
    );
    expect((await getUser(app, person.token)).json().error.code).toBe("profile_not_found");
    expect(await mine(person)).toEqual({ organizationName: "Claim First Ltd", invitations: [] });
    // The form as it was (account type and company) is accepted; they are not used.
    const res = await putUser(
      app,
      person.token,
      validOnboarding({ company: { companyName: "Mine" } }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().organization).toMatchObject({ name: "Claim First Ltd", role: "admin" });
    expect(
      await app.database.db.select().from(organizations).where(eq(organizations.name, "Mine")),
    ).toEqual([]);
  });

  it("a solo broker's leads and quick-application link come along into the team; nothing is lost", async () => {
    const owner = await createBroker(app, "Team With Room Ltd");
    const solo = await createBroker(app, "Solo Broking");
    await verify(solo);
    for (const contactName of ["Rita Moss", "Sam Hill"])
      expect((await callAs(app, solo).post("/v1/leads", lead(contactName))).statusCode).toBe(201);
    const { token } = (await callAs(app, solo).post("/v1/leads/link")).json();
    const region = await callAs(app, solo).post("/v1/team/regions", {
      name: "UK",
      countries: ["GB"],
    });
    expect(region.statusCode).toBe(200);
    const regionId = region.json().regions[0].id;
    expect(
      (await callAs(app, solo).post("/v1/team/teams", { name: "Just me", regionId })).statusCode,
    ).toBe(200);
    const before = (await callAs(app, solo).get("/v1/leads"))
      .json()
      .items.map((l: { id: string }) => l.id);
    await invite(owner, { email: solo.email });
    const { id } = await linkOf(solo.email);

    const offered = (await mine(solo)).invitations[0];
    expect(offered.change).toEqual({
      leaving: "Solo Broking",
      carried: [
        { kind: "leads", count: 2 },
        { kind: "quickApplicationLink", count: 1 },
      ],
      removed: expect.arrayContaining([
        { kind: "teams", count: 1 },
        { kind: "regions", count: 1 },
      ]),
      blocking: [],
    });
    expect((await callAs(app, solo).get(`/v1/invite/${id}/change`)).json().change).toEqual(
      offered.change,
    );
    expect((await callAs(app, solo).post(`/v1/invite/${id}/claim`, {})).statusCode).toBe(200);

    expect((await getUser(app, solo.token)).json().organization.name).toBe("Team With Room Ltd");
    const after = (await callAs(app, solo).get("/v1/leads"))
      .json()
      .items.map((l: { id: string }) => l.id);
    expect(after.sort()).toEqual(before.sort());
    // The owner of the team joined sees them too; the link still works, now for this team.
    expect((await callAs(app, owner).get("/v1/leads")).json().items).toHaveLength(2);
    const form = await app.inject({ method: "GET", url: `/v1/public/leads/${token}` });
    expect(form.json().organizationName).toBe("Team With Room Ltd");
  });

  it("an organization holding deals refuses the move with the list; nothing is deleted", async () => {
    const owner = await createBroker(app, "Wanting Ltd");
    const busy = await createBroker(app, "Busy Broking");
    await verify(busy);
    await createDeal(app, busy);
    expect((await callAs(app, busy).post("/v1/leads", lead("Kept Lead"))).statusCode).toBe(201);
    await invite(owner, { email: busy.email });
    const { id } = await linkOf(busy.email);
    const { change } = (await callAs(app, busy).get(`/v1/invite/${id}/change`)).json();
    expect(change.blocking).toEqual(
      expect.arrayContaining([
        { kind: "deals", count: 1 },
        { kind: "borrowers", count: 1 },
      ]),
    );
    const refused = await callAs(app, busy).post(`/v1/invite/${id}/claim`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: "already_in_organization",
      details: { change },
    });
    const user = (await getUser(app, busy.token)).json();
    expect(user.organization.name).toBe("Busy Broking");
    expect((await callAs(app, busy).get("/v1/leads")).json().items).toHaveLength(1);
    expect((await callAs(app, busy).get("/v1/user/deals")).statusCode).toBe(200);
    // The invitation is still there to accept once the organization is settled.
    expect((await mine(busy)).invitations.map((i: { id: string }) => i.id)).toEqual([id]);
  });

  it("someone removed from a team onboards again: invited back they rejoin, else they make their own organization", async () => {
    const owner = await createBroker(app, "Parting Ltd");
    const email = uniqueEmail("parted");
    await invite(owner, { email });
    const { id } = await linkOf(email);
    const parted = await signUp(app, email);
    await verify(parted);
    expect((await putUser(app, parted.token, personal({ invitation: { id } }))).statusCode).toBe(
      200,
    );
    const removed = await callAs(app, owner).post("/v1/team/remove", { userIds: [parted.userId] });
    expect(removed.statusCode).toBe(200);
    expect((await getUser(app, parted.token)).json().error.code).toBe("profile_not_found");

    await invite(owner, { email });
    const again = await linkOf(email);
    expect((await mine(parted)).invitations.map((i: { id: string }) => i.id)).toEqual([again.id]);
    const back = await putUser(app, parted.token, personal({ invitation: { id: again.id } }));
    expect(back.statusCode).toBe(200);
    expect(back.json().organization.name).toBe("Parting Ltd");

    // Removed again, with no invitation: onboarding makes their own organization (was a dead end).
    await callAs(app, owner).post("/v1/team/remove", { userIds: [parted.userId] });
    const missing = await putUser(app, parted.token, personal());
    expect(missing.json().error.issues.map((i: { path: string }) => i.path)).toContain(
      "accountType",
    );
    const own = await putUser(
      app,
      parted.token,
      validOnboarding({ company: { companyName: "Fresh Start Ltd" } }),
    );
    expect(own.statusCode).toBe(200);
    expect(own.json().organization).toMatchObject({ name: "Fresh Start Ltd", role: "owner" });
    // Sent again, it is an update of that organization, not another one.
    const twice = await putUser(
      app,
      parted.token,
      validOnboarding({ company: { companyName: "Other Ltd" } }),
    );
    expect(twice.statusCode).toBe(200);
    expect(twice.json().organization.id).toBe(own.json().organization.id);
  });
});
