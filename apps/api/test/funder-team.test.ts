import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { submissions } from "@portal/db/schema/submissions";
import type { FunderTeam } from "@portal/contract/submissions/inbox-schemas";
import { startAppWithMail, type startMailCatcher } from "./mail-catcher";
import { jobsDone, uniqueEmail } from "./test-app";
import {
  createApprovedFunder,
  createBroker,
  createDeal,
  createListing,
  createSubmissions,
  joinOrganizationOf,
  signUp,
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

/** A funder's manager invites `email` as an underwriter; the invitee signs up and accepts the mailed link. */
async function inviteUnderwriter(manager: SignedUp, email = uniqueEmail("underwriter")) {
  const invited = await callAs(app, manager).post("/v1/team/invitations", {
    invitations: [{ email, role: "member" }],
  });
  expect(invited.statusCode).toBe(200);
  expect(invited.json().results).toMatchObject([{ email, outcome: "invited" }]);
  await jobsDone(app);
  const link = new URL(await mail.linkFor(email, /invited you/i));
  const person = await signUp(app, email);
  const claimed = await callAs(app, person).post(
    `${link.pathname.replace("/invite/", "/v1/invite/")}/claim`,
    {
      secret: link.searchParams.get("secret"),
    },
  );
  expect(claimed.statusCode).toBe(200);
  return person;
}

/** A funder with a listing, and a broker's deal sent to it: the submission's id. */
async function funderWithItem(company: string) {
  const manager = await createApprovedFunder(app, company);
  const broker = await createBroker(app, `${company} Brokers`);
  const listing = await createListing(app, manager);
  const deal = await createDeal(app, broker);
  const [item] = await createSubmissions(app, broker, deal.id, [listing.id]);
  return { manager, broker, deal, listing, itemId: item!.id };
}

const assign = (who: SignedUp, id: string, assigneeId: string | null) =>
  callAs(app, who).put(`/v1/funder/submission/${id}/assignee`, { assigneeId });
const teamOf = async (who: SignedUp) => {
  const res = await callAs(app, who).get("/v1/funder/team");
  expect(res.statusCode).toBe(200);
  return res.json() as FunderTeam & { you: string };
};
const holderOf = async (id: string) =>
  (
    await app.database.db
      .select({ assigneeId: submissions.assigneeId })
      .from(submissions)
      .where(eq(submissions.id, id))
  )[0]?.assigneeId;
const codeOf = (res: { json: () => unknown }) =>
  (res.json() as { error: { code: string } }).error.code;

describe("the funder's team (issue 35)", () => {
  it("a manager invites an underwriter, who sees the inbox and finds an item assigned to them", async () => {
    const { manager, itemId } = await funderWithItem("Assign Capital");
    const underwriter = await inviteUnderwriter(manager);

    const inbox = await callAs(app, underwriter).get("/v1/funder/submissions");
    expect(inbox.statusCode).toBe(200);
    expect((inbox.json() as { items: { id: string }[] }).items.map((i) => i.id)).toContain(itemId);

    const before = await teamOf(manager);
    expect(before.manager).toBe(true);
    expect(before.you).toBe(manager.userId);
    expect(before.unassigned).toBe(1);
    expect(before.members.map((m) => [m.id, m.role])).toEqual([
      [manager.userId, "owner"],
      [underwriter.userId, "member"],
    ]);

    const res = await assign(manager, itemId, underwriter.userId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      assignee: { id: underwriter.userId, name: expect.any(String) },
    });
    expect(await holderOf(itemId)).toBe(underwriter.userId);

    // Found under "assigned to me", and counted as theirs in who holds what.
    const mine = await callAs(app, underwriter).get("/v1/funder/submissions?assignee=me");
    expect(mine.statusCode).toBe(200);
    expect((mine.json() as { items: { id: string }[] }).items.map((i) => i.id)).toEqual([itemId]);
    const managers = await callAs(app, manager).get("/v1/funder/submissions?assignee=me");
    expect((managers.json() as { items: unknown[] }).items).toEqual([]);
    const after = await teamOf(underwriter);
    expect(after.manager).toBe(false);
    expect(after.unassigned).toBe(0);
    expect(after.members.find((m) => m.id === underwriter.userId)?.holding).toEqual({
      new: 1,
      needs_answer: 0,
      offered: 0,
      won: 0,
      lost: 0,
    });

    // The underwriter is told, with the item's link; the manager who assigned is not.
    const told = await callAs(app, underwriter).get("/v1/notifications");
    expect(told.json().items).toContainEqual(
      expect.objectContaining({
        kind: "item_assigned",
        link: `/inbox/${itemId}`,
        params: {
          reference: expect.stringMatching(/^D-/),
          businessName: expect.any(String),
          brokerName: "Assign Capital Brokers",
          name: expect.any(String),
        },
      }),
    );
    const managerTold = await callAs(app, manager).get("/v1/notifications");
    expect(
      (managerTold.json().items as { kind: string }[]).filter((n) => n.kind === "item_assigned"),
    ).toEqual([]);
  });

  it("an underwriter takes what nobody holds and gives back their own; nothing else", async () => {
    const { manager, broker, itemId } = await funderWithItem("Rights Capital");
    const first = await joinOrganizationOf(app, manager, "member");
    const second = await joinOrganizationOf(app, manager, "member");
    const admin = await joinOrganizationOf(app, manager, "admin");

    // Acting for someone else: refused.
    expect((await assign(first, itemId, second.userId)).statusCode).toBe(403);
    expect(await holderOf(itemId)).toBeNull();
    // Taking an item nobody holds; taking it again changes nothing.
    expect((await assign(first, itemId, first.userId)).statusCode).toBe(200);
    expect((await assign(first, itemId, first.userId)).statusCode).toBe(200);
    // A colleague cannot take it, nor give it back for them.
    const taken = await assign(second, itemId, second.userId);
    expect(taken.statusCode).toBe(409);
    expect(codeOf(taken)).toBe("not_assignable");
    expect((await assign(second, itemId, null)).statusCode).toBe(403);
    expect(await holderOf(itemId)).toBe(first.userId);
    // The holder gives it back.
    expect((await assign(first, itemId, null)).json()).toEqual({ assignee: null });
    expect(await holderOf(itemId)).toBeNull();

    // An admin is a manager: gives it to anyone, takes it from anyone.
    expect((await assign(admin, itemId, second.userId)).statusCode).toBe(200);
    expect((await assign(manager, itemId, admin.userId)).statusCode).toBe(200);
    expect(await holderOf(itemId)).toBe(admin.userId);

    // Nobody outside the funder can hold it: another organization's person, a made-up id.
    const outsider = await createApprovedFunder(app, "Outside Capital");
    for (const id of [outsider.userId, broker.userId, "no-such-user"]) {
      const res = await assign(manager, itemId, id);
      expect(res.statusCode).toBe(409);
      expect(codeOf(res)).toBe("not_assignable");
    }
    // A disabled member cannot be given it.
    expect(
      (await callAs(app, manager).post(`/v1/team/members/${second.userId}/disable`)).statusCode,
    ).toBe(200);
    expect(codeOf(await assign(manager, itemId, second.userId))).toBe("not_assignable");
    expect(await holderOf(itemId)).toBe(admin.userId);

    // A closed item (lost) may still change hands.
    await app.database.db
      .update(submissions)
      .set({ status: "declined" })
      .where(eq(submissions.id, itemId));
    expect((await assign(manager, itemId, first.userId)).statusCode).toBe(200);
    expect(await holderOf(itemId)).toBe(first.userId);
    // ...but is no open holding.
    expect((await teamOf(manager)).members.find((m) => m.id === first.userId)?.holding.new).toBe(0);

    // Bad bodies are refused at the route.
    expect(
      (await callAs(app, manager).put(`/v1/funder/submission/${itemId}/assignee`, {})).statusCode,
    ).toBe(400);
    expect(
      (
        await callAs(app, manager).put(`/v1/funder/submission/${itemId}/assignee`, {
          assigneeId: first.userId,
          extra: 1,
        })
      ).statusCode,
    ).toBe(400);
  });

  it("another funder's underwriter finds nothing: the item, its assignee route, its thread", async () => {
    const { manager, broker, itemId } = await funderWithItem("Own Capital");
    const other = await createApprovedFunder(app, "Other Capital");
    const otherUnderwriter = await joinOrganizationOf(app, other, "member");
    for (const who of [other, otherUnderwriter]) {
      expect((await callAs(app, who).get(`/v1/funder/submission/${itemId}`)).statusCode).toBe(404);
      expect((await assign(who, itemId, who.userId)).statusCode).toBe(404);
      expect((await assign(who, itemId, null)).statusCode).toBe(404);
      expect((await callAs(app, who).get(`/v1/threads/${itemId}`)).statusCode).toBe(404);
    }
    // An id that names nothing answers the same.
    expect((await assign(other, "00000000-0000-4000-8000-000000000000", null)).statusCode).toBe(
      404,
    );
    expect((await assign(other, "not-a-uuid", null)).statusCode).toBe(404);
    // Its own team lists only its own people.
    expect((await teamOf(otherUnderwriter)).members.map((m) => m.id).sort()).toEqual(
      [other.userId, otherUnderwriter.userId].sort(),
    );
    // A broker cannot assign nor read a funder's team.
    expect((await assign(broker, itemId, broker.userId)).statusCode).toBe(403);
    expect((await callAs(app, broker).get("/v1/funder/team")).statusCode).toBe(403);
    expect(await holderOf(itemId)).toBeNull();
    expect((await assign(manager, itemId, manager.userId)).statusCode).toBe(200);
  });

  it("a member who is removed or disabled leaves their items to the team", async () => {
    const { manager, broker, listing, itemId } = await funderWithItem("Leaving Capital");
    const leaving = await joinOrganizationOf(app, manager, "member");
    const disabled = await joinOrganizationOf(app, manager, "member");
    const staying = await joinOrganizationOf(app, manager, "member");
    const otherDeal = await createDeal(app, broker);
    const third = (await createSubmissions(app, broker, otherDeal.id, [listing.id]))[0]!.id;
    await assign(manager, itemId, leaving.userId);
    await assign(manager, third, disabled.userId);

    const removed = await callAs(app, manager).post("/v1/team/remove", {
      userIds: [leaving.userId],
    });
    expect(removed.statusCode).toBe(200);
    expect(await holderOf(itemId)).toBeNull();
    expect(await holderOf(third)).toBe(disabled.userId);

    expect(
      (await callAs(app, manager).post(`/v1/team/members/${disabled.userId}/disable`)).statusCode,
    ).toBe(200);
    expect(await holderOf(third)).toBeNull();
    const team = await teamOf(manager);
    expect(team.unassigned).toBe(2);
    expect(team.members.map((m) => m.id).sort()).toEqual([manager.userId, staying.userId].sort());
  });

  it("a funder's team has members and invitations, and no sales hierarchy", async () => {
    const manager = await createApprovedFunder(app, "Plain Capital");
    const underwriter = await joinOrganizationOf(app, manager, "member");
    const overview = await callAs(app, manager).get("/v1/team");
    expect(overview.statusCode).toBe(200);
    expect(overview.json()).toMatchObject({ regions: [], teams: [] });

    const region = await callAs(app, manager).post("/v1/team/regions", { name: "North" });
    expect(region.statusCode).toBe(403);
    expect(region.json().error).toMatchObject({
      code: "forbidden",
      details: { reason: "broker_only" },
    });
    for (const placement of [
      { salesRole: "general_manager" },
      { salesRole: "agent", managerId: manager.userId },
    ]) {
      const res = await callAs(app, manager).put(
        `/v1/team/members/${underwriter.userId}`,
        placement,
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().error.details).toEqual({ reason: "broker_only" });
    }
    // Making an underwriter a manager is the one placement a funder has.
    const promoted = await callAs(app, manager).put(`/v1/team/members/${underwriter.userId}`, {
      role: "admin",
      salesRole: "agent",
    });
    expect(promoted.statusCode).toBe(200);
    expect((await teamOf(underwriter)).manager).toBe(true);

    // Invitations: managers and underwriters only; an underwriter does not invite.
    const owner = await callAs(app, manager).post("/v1/team/invitations", {
      invitations: [{ email: uniqueEmail("owner"), role: "owner" }],
    });
    expect(owner.statusCode).toBe(400);
    const member = await joinOrganizationOf(app, manager, "member");
    expect(
      (
        await callAs(app, member).post("/v1/team/invitations", {
          invitations: [{ email: uniqueEmail("x"), role: "member" }],
        })
      ).statusCode,
    ).toBe(403);
    const sent = await callAs(app, manager).post("/v1/team/invitations", {
      invitations: [{ email: uniqueEmail("admin"), role: "admin" }],
    });
    expect(sent.statusCode).toBe(200);
    const [invitation] = sent.json().team.invitations as { id: string }[];
    expect(
      (await callAs(app, manager).post(`/v1/team/invitations/${invitation!.id}/resend`)).statusCode,
    ).toBe(200);
    expect(
      (await callAs(app, manager).delete(`/v1/team/invitations/${invitation!.id}`)).json()
        .invitations,
    ).toEqual([]);
  });
});
