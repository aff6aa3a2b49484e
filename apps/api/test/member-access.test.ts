import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { memberViews } from "@portal/db/schema/member-views";
import { password, publicUrl, useTestApp } from "./test-app";
import {
  createBroker,
  createDeal,
  dealInput,
  joinOrganizationOf,
  type SignedUp,
} from "./factories";
import { callAs } from "./call-as";

// Disabling a member and viewing the portal as one (issue 16, decisions 032 and 033).
const ctx = useTestApp();
const signIn = (email: string) =>
  ctx.app.inject({
    method: "POST",
    url: "/auth/sign-in/email",
    headers: { origin: publicUrl },
    payload: { email, password },
  });
/** A call made during the view `viewId`. */
const asViewer = (
  user: SignedUp,
  viewId: string,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: object,
) =>
  ctx.app.inject({
    method,
    url,
    headers: { authorizationkey: user.token, viewas: viewId },
    payload,
  });
const codeOf = (res: { json: () => unknown }) =>
  (res.json() as { error?: { code?: string; issues?: { code: string }[] } }).error;
const dealIds = async (res: Promise<{ json: () => unknown }>) =>
  ((await res).json() as { items: { id: string }[] }).items.map((d) => d.id).sort();

async function brokerage() {
  const owner = await createBroker(ctx.app, "Access Brokers");
  const admin = await joinOrganizationOf(ctx.app, owner, "admin");
  const member = await joinOrganizationOf(ctx.app, owner, "member");
  return { owner, admin, member };
}

describe("disabling a member", () => {
  it("ends their sessions, refuses their sign-in with a clear message, and re-enabling lets them in", async () => {
    const { owner, member } = await brokerage();
    expect((await callAs(ctx.app, member).get("/v1/user/deals")).statusCode).toBe(200);

    const disabled = await callAs(ctx.app, owner).post(`/v1/team/members/${member.userId}/disable`);
    expect(disabled.statusCode).toBe(200);
    const row = (
      disabled.json() as { members: { userId: string; disabled: boolean }[] }
    ).members.find((m) => m.userId === member.userId);
    expect(row?.disabled).toBe(true);
    // Their live token stops working at once (this process), and no new session is made.
    expect((await callAs(ctx.app, member).get("/v1/user/deals")).statusCode).toBe(401);
    const refused = await signIn(member.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "MEMBER_DISABLED" });
    expect(refused.headers["set-cookie"]).toBeUndefined();

    expect(
      (await callAs(ctx.app, owner).post(`/v1/team/members/${member.userId}/enable`)).statusCode,
    ).toBe(200);
    expect((await signIn(member.email)).statusCode).toBe(200);
  });

  it("refuses members, oneself, the owner and another organization's people", async () => {
    const { owner, admin, member } = await brokerage();
    const stranger = await createBroker(ctx.app, "Elsewhere");
    expect(
      codeOf(await callAs(ctx.app, member).post(`/v1/team/members/${admin.userId}/disable`))?.code,
    ).toBe("forbidden");
    for (const target of [admin, owner]) {
      const res = await callAs(ctx.app, admin).post(`/v1/team/members/${target.userId}/disable`);
      expect(res.statusCode).toBe(400);
      expect(codeOf(res)?.issues?.[0]?.code).toBe("cannotDisable");
    }
    const res = await callAs(ctx.app, owner).post(`/v1/team/members/${stranger.userId}/disable`);
    expect(res.statusCode).toBe(404);
    expect((await callAs(ctx.app, stranger).get("/v1/user/deals")).statusCode).toBe(200);
    // An admin disables another admin's equal, a member; the owner can hand over to nobody disabled.
    expect(
      (await callAs(ctx.app, admin).post(`/v1/team/members/${member.userId}/disable`)).statusCode,
    ).toBe(200);
    const handOver = await callAs(ctx.app, owner).post("/v1/team/hand-over", {
      userId: member.userId,
    });
    expect(codeOf(handOver)?.issues?.[0]?.code).toBe("handOverTo");
  });
});

describe("viewing the portal as a member", () => {
  it("shows the member's deals, refuses every write, is recorded, and ends", async () => {
    const { owner, admin, member } = await brokerage();
    const theirs = await createDeal(ctx.app, member);
    await createDeal(ctx.app, owner);

    const started = await callAs(ctx.app, admin).post(`/v1/team/members/${member.userId}/view`);
    expect(started.statusCode).toBe(200);
    const view = started.json() as { id: string; memberName: string; expiresAt: string };
    expect(view.memberName).toBe("Ann Lee");
    const minutes = (new Date(view.expiresAt).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);

    // Reads are the member's: their profile, their deals (the admin alone sees both deals).
    expect(await dealIds(asViewer(admin, view.id, "GET", "/v1/user/deals"))).toEqual([theirs.id]);
    expect((await dealIds(callAs(ctx.app, admin).get("/v1/user/deals"))).length).toBe(2);
    const me = (await asViewer(admin, view.id, "GET", "/v1/user/")).json() as { id: string };
    expect(me.id).toBe(member.userId);
    // Every write is refused, and nothing changes.
    for (const [method, url, body] of [
      ["POST", "/v1/user/deals", dealInput()],
      ["POST", `/v1/user/deal/${theirs.id}`, dealInput()],
      ["POST", `/v1/user/deal/${theirs.id}/transition`, { to: "submitted" }],
      ["PUT", `/v1/user/deal/${theirs.id}/matches/seen`, undefined],
      ["DELETE", "/v1/user/delete", undefined],
      ["POST", "/v1/team/remove", { userIds: [member.userId] }],
    ] as const) {
      const res = await asViewer(admin, view.id, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(codeOf(res)?.code).toBe("view_only");
    }
    expect(await dealIds(callAs(ctx.app, member).get("/v1/user/deals"))).toEqual([theirs.id]);

    // Someone else's token cannot use the view; the audit log has it.
    expect(codeOf(await asViewer(owner, view.id, "GET", "/v1/user/deals"))?.code).toBe(
      "view_ended",
    );
    const log = (await callAs(ctx.app, owner).get("/v1/team/views")).json() as {
      views: { viewerName: string; memberName: string; endedAt: string | null }[];
    };
    expect(log.views).toEqual([
      expect.objectContaining({ viewerName: "Ann Lee", memberName: "Ann Lee", endedAt: null }),
    ]);

    // Ended, it is over; ending twice finds nothing.
    expect((await callAs(ctx.app, admin).delete(`/v1/team/views/${view.id}`)).statusCode).toBe(204);
    expect(codeOf(await asViewer(admin, view.id, "GET", "/v1/user/deals"))?.code).toBe(
      "view_ended",
    );
    expect((await callAs(ctx.app, admin).delete(`/v1/team/views/${view.id}`)).statusCode).toBe(404);
    const ended = (await callAs(ctx.app, owner).get("/v1/team/views")).json() as {
      views: { endedAt: string | null }[];
    };
    expect(ended.views[0]?.endedAt).not.toBeNull();
  });

  it("runs out by itself, ends when the viewer loses the right, and is refused to members and outsiders", async () => {
    const { owner, admin, member } = await brokerage();
    const stranger = await createBroker(ctx.app, "Elsewhere");
    const start = (by: SignedUp, whom: SignedUp) =>
      callAs(ctx.app, by).post(`/v1/team/members/${whom.userId}/view`);

    expect(codeOf(await start(member, admin))?.code).toBe("forbidden");
    expect((await start(owner, stranger)).statusCode).toBe(404);
    expect((await start(stranger, member)).statusCode).toBe(404);
    expect(codeOf(await start(owner, owner))?.issues?.[0]?.code).toBe("viewWhom");
    expect(codeOf(await asViewer(owner, "not-a-view", "GET", "/v1/user/"))?.code).toBe(
      "view_ended",
    );

    // An hour later the view is over.
    const first = (await start(owner, member)).json() as { id: string };
    await ctx.app.database.db
      .update(memberViews)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(memberViews.id, first.id));
    expect(codeOf(await asViewer(owner, first.id, "GET", "/v1/user/"))?.code).toBe("view_ended");

    // An admin made a member mid-view loses it.
    const second = (await start(admin, member)).json() as { id: string };
    expect((await asViewer(admin, second.id, "GET", "/v1/user/")).statusCode).toBe(200);
    await callAs(ctx.app, owner).put(`/v1/team/members/${admin.userId}`, {
      role: "member",
      salesRole: "agent",
    });
    expect(codeOf(await asViewer(admin, second.id, "GET", "/v1/user/"))?.code).toBe("view_ended");
    // The audit log shows both, the one that ran out as ended.
    const log = (await callAs(ctx.app, owner).get("/v1/team/views")).json() as {
      views: { endedAt: string | null }[];
    };
    expect(log.views).toHaveLength(2);
    expect(log.views[1]?.endedAt).not.toBeNull();
    expect((await callAs(ctx.app, member).get("/v1/team/views")).statusCode).toBe(403);
  });
});

describe("what a view never shows (decision 052)", () => {
  it("refuses to view the owner, and ends a view whose member becomes owner", async () => {
    const { owner, admin } = await brokerage();
    const refused = await callAs(ctx.app, admin).post(`/v1/team/members/${owner.userId}/view`);
    expect(refused.statusCode).toBe(400);
    expect(codeOf(refused)?.issues?.[0]?.code).toBe("viewOwner");

    const view = (
      (await callAs(ctx.app, owner).post(`/v1/team/members/${admin.userId}/view`)).json() as {
        id: string;
      }
    ).id;
    expect((await asViewer(owner, view, "GET", "/v1/user/")).statusCode).toBe(200);
    const handOver = await callAs(ctx.app, owner).post("/v1/team/hand-over", {
      userId: admin.userId,
    });
    expect(handOver.statusCode).toBe(200);
    expect(codeOf(await asViewer(owner, view, "GET", "/v1/user/"))?.code).toBe("view_ended");
    // The new owner cannot be viewed, by the former owner (now an admin) either.
    const again = await callAs(ctx.app, owner).post(`/v1/team/members/${admin.userId}/view`);
    expect(codeOf(again)?.issues?.[0]?.code).toBe("viewOwner");
  });

  it("leaves out the member's date of birth, gender and notifications", async () => {
    const { owner, member } = await brokerage();
    const own = (await callAs(ctx.app, member).get("/v1/user/")).json() as {
      profile: { dateOfBirth: string | null; gender: string | null; firstName: string };
    };
    expect(own.profile.dateOfBirth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(own.profile.gender).not.toBeNull();
    expect((await callAs(ctx.app, member).get("/v1/notifications")).statusCode).toBe(200);

    const view = (
      (await callAs(ctx.app, owner).post(`/v1/team/members/${member.userId}/view`)).json() as {
        id: string;
      }
    ).id;
    const seen = await asViewer(owner, view, "GET", "/v1/user/");
    expect(seen.statusCode).toBe(200);
    expect((seen.json() as typeof own).profile).toMatchObject({
      firstName: own.profile.firstName,
      dateOfBirth: null,
      gender: null,
    });
    for (const url of ["/v1/notifications", "/v1/notifications/unread-count"]) {
      const res = await asViewer(owner, view, "GET", url);
      expect(res.statusCode, url).toBe(403);
      expect(codeOf(res)?.code, url).toBe("view_private");
    }
  });
});

describe("every route, from the route table", () => {
  const privateRoutes = () =>
    ctx.app
      .routeTable()
      .filter((r) => r.url.startsWith("/v1/") && r.method !== "HEAD" && !r.public);
  const filled = (url: string) => url.replace(/:[A-Za-z]+/g, randomUUID());

  it("a disabled member's token reaches none; during a view every write is refused and nothing changes", async () => {
    const { owner, admin, member } = await brokerage();
    const deal = await createDeal(ctx.app, member);
    const routes = privateRoutes();
    expect(routes.length).toBeGreaterThan(40);

    const view = (
      (await callAs(ctx.app, owner).post(`/v1/team/members/${member.userId}/view`)).json() as {
        id: string;
      }
    ).id;
    // A POST that only reads says so (`reads: true`): these, and only these, a viewer may call.
    const reads = (r: (typeof routes)[number]) =>
      (r.options.config as { reads?: boolean } | undefined)?.reads === true;
    expect(routes.filter(reads).map((r) => `${r.method} ${r.url}`)).toEqual([
      "POST /v1/user/deal/:id/statements/lines",
      "POST /v1/funder/submission/:id/statements/lines",
    ]);
    const wrong: string[] = [];
    for (const route of routes.filter((r) => r.method !== "GET" && !reads(r))) {
      const res = await asViewer(owner, view, route.method as "POST", filled(route.url), {});
      if (res.statusCode !== 403 || codeOf(res)?.code !== "view_only")
        wrong.push(`${route.method} ${route.url}: ${res.statusCode} ${res.body}`);
    }
    expect(wrong).toEqual([]);
    const read = await asViewer(owner, view, "GET", `/v1/user/deal/${deal.id}`);
    expect(read.json()).toMatchObject({ id: deal.id, version: deal.version });

    await callAs(ctx.app, owner).post(`/v1/team/members/${admin.userId}/disable`);
    for (const route of routes) {
      const res = await ctx.app.inject({
        method: route.method as "POST",
        url: filled(route.url),
        headers: { authorizationkey: admin.token },
        ...(route.method === "GET" ? {} : { payload: {} }),
      });
      if (res.statusCode !== 401)
        wrong.push(`disabled ${route.method} ${route.url}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
