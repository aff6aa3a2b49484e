import { describe, expect, it } from "vitest";
import { useTestApp } from "./test-app";
import {
  createApprovedFunder,
  createBroker,
  createDeal,
  joinOrganizationOf,
  type SignedUp,
} from "./factories";
import { callAs } from "./call-as";

const ctx = useTestApp();

interface Overview {
  regions: { id: string; name: string; countries: string[] }[];
  teams: { id: string; name: string; regionId: string }[];
  members: {
    userId: string;
    role: string;
    salesRole: string;
    teamId: string | null;
    regionId: string | null;
    managerId: string | null;
  }[];
  invitations: { id: string }[];
}
const ok = async (res: Promise<{ statusCode: number; json: () => unknown; body: string }>) => {
  const r = await res;
  if (r.statusCode !== 200) throw new Error(`${r.statusCode} ${r.body}`);
  return r.json() as Overview;
};
const idOf = (list: { id: string; name: string }[], name: string) =>
  list.find((x) => x.name === name)!.id;
const errorOf = async (res: Promise<{ json: () => unknown }>) =>
  ((await res).json() as { error: { code: string; issues?: { path: string; code: string }[] } })
    .error;

/** An owner's organization with regions North and South, teams N1 and N2 (North) and S1 (South). */
async function brokerage() {
  const owner = await createBroker(ctx.app, "Brokerage Ltd");
  await ok(
    callAs(ctx.app, owner).post("/v1/team/regions", { name: "North", countries: ["GB", "IE"] }),
  );
  const withSouth = await ok(
    callAs(ctx.app, owner).post("/v1/team/regions", { name: "South", countries: ["ES"] }),
  );
  const north = idOf(withSouth.regions, "North");
  const south = idOf(withSouth.regions, "South");
  await ok(callAs(ctx.app, owner).post("/v1/team/teams", { name: "N1", regionId: north }));
  await ok(callAs(ctx.app, owner).post("/v1/team/teams", { name: "N2", regionId: north }));
  const all = await ok(
    callAs(ctx.app, owner).post("/v1/team/teams", { name: "S1", regionId: south }),
  );
  const teams = { N1: idOf(all.teams, "N1"), N2: idOf(all.teams, "N2"), S1: idOf(all.teams, "S1") };
  const place = (person: SignedUp, body: object) =>
    ok(callAs(ctx.app, owner).put(`/v1/team/members/${person.userId}`, body));
  return { owner, north, south, teams, place };
}

const dealIds = async (user: SignedUp) =>
  ((await callAs(ctx.app, user).get("/v1/user/deals")).json() as { items: { id: string }[] }).items
    .map((d) => d.id)
    .sort();

describe("teams and the sales hierarchy (/v1/team)", () => {
  it("the owner heads the hierarchy; regions and teams are added, renamed, refused when named twice", async () => {
    const { owner, north, teams } = await brokerage();
    const overview = await ok(callAs(ctx.app, owner).get("/v1/team"));
    expect(overview.members).toEqual([
      expect.objectContaining({
        userId: owner.userId,
        role: "owner",
        salesRole: "general_manager",
      }),
    ]);
    expect(overview.regions.map((r) => [r.name, r.countries])).toEqual([
      ["North", ["GB", "IE"]],
      ["South", ["ES"]],
    ]);
    expect(overview.teams.map((t) => t.name)).toEqual(["N1", "N2", "S1"]);
    expect(
      await errorOf(callAs(ctx.app, owner).post("/v1/team/teams", { name: "N1", regionId: north })),
    ).toMatchObject({
      code: "name_taken",
    });
    const renamed = await ok(
      callAs(ctx.app, owner).put(`/v1/team/teams/${teams.N1}`, {
        name: "North One",
        regionId: north,
      }),
    );
    expect(renamed.teams.map((t) => t.name)).toContain("North One");
    // A region with teams, or a team with people, is not removed.
    expect(await errorOf(callAs(ctx.app, owner).delete(`/v1/team/regions/${north}`))).toMatchObject(
      {
        code: "still_in_use",
      },
    );
  });

  it("says what is wrong with a region, a team or a placement", async () => {
    const { owner, teams } = await brokerage();
    const fields = async (url: string, body: object, method: "POST" | "PUT" = "POST") =>
      (await errorOf(callAs(ctx.app, owner).send(method, url, body))).issues?.map(
        (i) => `${i.path}:${i.code}`,
      );
    expect(await fields("/v1/team/regions", { name: " ", countries: ["XX"] })).toEqual([
      "name:regionNameRequired",
      "countries.0:countryChoice",
    ]);
    expect(await fields("/v1/team/regions", { name: "A", extra: 1 })).toEqual([":invalidValue"]);
    expect(await fields("/v1/team/teams", { name: "T", regionId: "nope" })).toEqual([
      "regionId:regionRequired",
    ]);
    const member = await joinOrganizationOf(ctx.app, owner);
    const place = (body: object) => fields(`/v1/team/members/${member.userId}`, body, "PUT");
    expect(await place({ salesRole: "team_manager" })).toEqual(["teamId:teamForRole"]);
    expect(await place({ salesRole: "country_manager" })).toEqual(["regionId:regionForRole"]);
    expect(await place({ salesRole: "boss" })).toEqual(["salesRole:salesRoleChoice"]);
    expect(await place({ salesRole: "agent", role: "owner" })).toEqual(["role:teamRoleChoice"]);
    expect(await place({ salesRole: "agent", managerId: member.userId })).toEqual([
      "managerId:managerChoice",
    ]);
    // Another organization's team is a bad value, not this organization's.
    const other = await brokerage();
    expect(await place({ salesRole: "team_member", teamId: other.teams.N1 })).toEqual([
      "teamId:teamForRole",
    ]);
    const placed = await ok(
      callAs(ctx.app, owner).put(`/v1/team/members/${member.userId}`, {
        salesRole: "team_member",
        teamId: teams.N1,
      }),
    );
    expect(placed.members.find((m) => m.userId === member.userId)).toMatchObject({
      salesRole: "team_member",
      teamId: teams.N1,
      regionId: expect.any(String),
    });
  });

  it("only owners and admins change the structure or place people; another organization's ids are not found", async () => {
    const { owner, north, teams, place } = await brokerage();
    const member = await joinOrganizationOf(ctx.app, owner);
    const admin = await joinOrganizationOf(ctx.app, owner, "admin");
    expect((await callAs(ctx.app, member).get("/v1/team")).statusCode).toBe(200);
    expect(
      await errorOf(callAs(ctx.app, member).post("/v1/team/regions", { name: "West" })),
    ).toMatchObject({ code: "forbidden" });
    expect(
      await errorOf(
        callAs(ctx.app, member).put(`/v1/team/members/${member.userId}`, {
          salesRole: "general_manager",
        }),
      ),
    ).toMatchObject({
      code: "forbidden",
    });
    await ok(callAs(ctx.app, admin).post("/v1/team/regions", { name: "West" }));
    await ok(
      callAs(ctx.app, admin).put(`/v1/team/members/${member.userId}`, {
        salesRole: "team_member",
        teamId: teams.N1,
      }),
    );
    // The owner is placed by the owner only; an admin cannot.
    expect(
      await errorOf(
        callAs(ctx.app, admin).put(`/v1/team/members/${owner.userId}`, { salesRole: "agent" }),
      ),
    ).toMatchObject({
      code: "forbidden",
    });
    await place(owner, { salesRole: "general_manager" });
    const stranger = await createBroker(ctx.app, "Elsewhere Ltd");
    expect(
      (
        await callAs(ctx.app, stranger).put(`/v1/team/members/${member.userId}`, {
          salesRole: "agent",
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await callAs(ctx.app, stranger).put(`/v1/team/teams/${teams.N1}`, {
          name: "Mine",
          regionId: north,
        })
      ).statusCode,
    ).toBe(404);
    expect((await callAs(ctx.app, stranger).delete(`/v1/team/regions/${north}`)).statusCode).toBe(
      404,
    );
    expect((await callAs(ctx.app, stranger).get("/v1/team")).json()).toMatchObject({
      members: [expect.objectContaining({ userId: stranger.userId })],
    });
    const funder = await createApprovedFunder(ctx.app, "Team Capital");
    // A funder has a team too (issue 35), with no sales hierarchy: not the brokerage's regions.
    expect((await callAs(ctx.app, funder).get("/v1/team")).json()).toMatchObject({
      regions: [],
      teams: [],
      members: [expect.objectContaining({ userId: funder.userId })],
    });
  });

  it("each position sees whose deals it should, and a move changes that at once", async () => {
    const { owner, north, south, teams, place } = await brokerage();
    const people = {
      n1Manager: await joinOrganizationOf(ctx.app, owner),
      n1Member: await joinOrganizationOf(ctx.app, owner),
      n2Member: await joinOrganizationOf(ctx.app, owner),
      s1Manager: await joinOrganizationOf(ctx.app, owner),
      s1Member: await joinOrganizationOf(ctx.app, owner),
      northManager: await joinOrganizationOf(ctx.app, owner),
      agent: await joinOrganizationOf(ctx.app, owner),
      generalManager: await joinOrganizationOf(ctx.app, owner),
    };
    await place(people.n1Manager, { salesRole: "team_manager", teamId: teams.N1 });
    await place(people.n1Member, {
      salesRole: "team_member",
      teamId: teams.N1,
      managerId: people.n1Manager.userId,
    });
    await place(people.n2Member, { salesRole: "team_member", teamId: teams.N2 });
    await place(people.s1Manager, { salesRole: "team_manager", teamId: teams.S1 });
    await place(people.s1Member, { salesRole: "team_member", teamId: teams.S1 });
    await place(people.northManager, { salesRole: "country_manager", regionId: north });
    await place(people.generalManager, { salesRole: "general_manager" });
    const deal = {
      n1: await createDeal(ctx.app, people.n1Member),
      n2: await createDeal(ctx.app, people.n2Member),
      s1: await createDeal(ctx.app, people.s1Member),
      agent: await createDeal(ctx.app, people.agent),
    };
    const ids = (...ds: { id: string }[]) => ds.map((d) => d.id).sort();
    expect(await dealIds(people.n1Member)).toEqual(ids(deal.n1));
    expect(await dealIds(people.agent)).toEqual(ids(deal.agent));
    expect(await dealIds(people.n1Manager)).toEqual(ids(deal.n1));
    expect(await dealIds(people.s1Manager)).toEqual(ids(deal.s1));
    expect(await dealIds(people.northManager)).toEqual(ids(deal.n1, deal.n2));
    expect(await dealIds(people.generalManager)).toEqual(
      ids(deal.n1, deal.n2, deal.s1, deal.agent),
    );
    expect(await dealIds(owner)).toEqual(ids(deal.n1, deal.n2, deal.s1, deal.agent));

    // Outside one's view a deal, its borrower and its matches are not found.
    expect(
      (await callAs(ctx.app, people.n2Member).get(`/v1/user/deal/${deal.n1.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await callAs(ctx.app, people.n2Member).get(`/v1/borrower/${deal.n1.borrower.id}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await callAs(ctx.app, people.s1Manager).get(`/v1/user/deal/${deal.n1.id}/matches`))
        .statusCode,
    ).toBe(404);
    expect(
      (await callAs(ctx.app, people.n1Manager).get(`/v1/borrower/${deal.n1.borrower.id}`))
        .statusCode,
    ).toBe(200);
    expect(
      (await callAs(ctx.app, people.northManager).get(`/v1/user/deal/${deal.n2.id}/matches`))
        .statusCode,
    ).toBe(200);

    // The N1 member moves to S1: their deal goes with them, at once.
    await place(people.n1Member, { salesRole: "team_member", teamId: teams.S1 });
    expect(await dealIds(people.n1Manager)).toEqual([]);
    expect(await dealIds(people.s1Manager)).toEqual(ids(deal.n1, deal.s1));
    expect(await dealIds(people.northManager)).toEqual(ids(deal.n2));

    // Team N2 moves to the South region: the North's manager no longer sees its deals.
    await ok(
      callAs(ctx.app, owner).put(`/v1/team/teams/${teams.N2}`, { name: "N2", regionId: south }),
    );
    expect(await dealIds(people.northManager)).toEqual([]);

    // Made an admin, a member sees the whole organization.
    await place(people.agent, { salesRole: "agent", role: "admin" });
    expect(await dealIds(people.agent)).toEqual(ids(deal.n1, deal.n2, deal.s1, deal.agent));
  });

  it("refuses a reporting line that goes round in a circle", async () => {
    const { owner, place } = await brokerage();
    const a = await joinOrganizationOf(ctx.app, owner);
    const b = await joinOrganizationOf(ctx.app, owner);
    await place(a, { salesRole: "agent", managerId: b.userId });
    expect(
      (
        await errorOf(
          callAs(ctx.app, owner).put(`/v1/team/members/${b.userId}`, {
            salesRole: "agent",
            managerId: a.userId,
          }),
        )
      ).issues,
    ).toEqual([expect.objectContaining({ path: "managerId", code: "managerChoice" })]);
  });

  it("removes members and invitations at once, never oneself or the owner; their deals stay", async () => {
    const { owner } = await brokerage();
    const admin = await joinOrganizationOf(ctx.app, owner, "admin");
    const leaving = await joinOrganizationOf(ctx.app, owner);
    const alsoLeaving = await joinOrganizationOf(ctx.app, owner);
    const staying = await joinOrganizationOf(ctx.app, owner);
    await ok(
      callAs(ctx.app, owner).put(`/v1/team/members/${staying.userId}`, {
        salesRole: "agent",
        managerId: leaving.userId,
      }),
    );
    const deal = await createDeal(ctx.app, leaving);
    const invited = await callAs(ctx.app, owner).post("/v1/team/invitations", {
      invitations: [{ email: "gone@example.com", role: "member" }],
    });
    const invitationId = (invited.json() as { team: { invitations: { id: string }[] } }).team
      .invitations[0]!.id;
    const fields = async (body: object, who = admin) =>
      (await errorOf(callAs(ctx.app, who).post("/v1/team/remove", body))).issues?.map(
        (i) => `${i.path}:${i.code}`,
      );
    expect(await fields({})).toEqual(["userIds:chooseSomeone"]);
    expect(await fields({ userIds: [admin.userId] })).toEqual(["userIds:notYourself"]);
    expect(await fields({ userIds: [owner.userId] })).toEqual(["userIds:notYourself"]);
    expect(
      await errorOf(
        callAs(ctx.app, staying).post("/v1/team/remove", { userIds: [leaving.userId] }),
      ),
    ).toMatchObject({ code: "forbidden" });
    const stranger = await createBroker(ctx.app, "Other Ltd");
    expect(
      (await callAs(ctx.app, stranger).post("/v1/team/remove", { userIds: [leaving.userId] }))
        .statusCode,
    ).toBe(404);

    const after = await ok(
      callAs(ctx.app, admin).post("/v1/team/remove", {
        userIds: [leaving.userId, alsoLeaving.userId],
        invitationIds: [invitationId],
      }),
    );
    expect(after.members.map((m) => m.userId).sort()).toEqual(
      [owner.userId, admin.userId, staying.userId].sort(),
    );
    expect(after.invitations).toEqual([]);
    expect(after.members.find((m) => m.userId === staying.userId)).toMatchObject({
      managerId: null,
    });
    // The deal stays with the organization; its former owner no longer reaches it.
    expect((await callAs(ctx.app, owner).get(`/v1/user/deal/${deal.id}`)).statusCode).toBe(200);
    expect((await callAs(ctx.app, leaving).get(`/v1/user/deal/${deal.id}`)).statusCode).toBe(404);
  });

  it("the owner hands over to an active member and becomes an admin; nobody else can", async () => {
    const { owner } = await brokerage();
    const admin = await joinOrganizationOf(ctx.app, owner, "admin");
    const member = await joinOrganizationOf(ctx.app, owner);
    expect(
      await errorOf(callAs(ctx.app, admin).post("/v1/team/hand-over", { userId: member.userId })),
    ).toMatchObject({ code: "forbidden" });
    expect(
      (await errorOf(callAs(ctx.app, owner).post("/v1/team/hand-over", { userId: owner.userId })))
        .issues?.[0],
    ).toMatchObject({
      path: "userId",
      code: "handOverTo",
    });
    const after = await ok(
      callAs(ctx.app, owner).post("/v1/team/hand-over", { userId: member.userId }),
    );
    expect(after.members.find((m) => m.userId === member.userId)?.role).toBe("owner");
    expect(after.members.find((m) => m.userId === owner.userId)?.role).toBe("admin");
    // The former owner, now an admin, may leave: their account can be deleted.
    expect(
      await errorOf(callAs(ctx.app, owner).post("/v1/team/hand-over", { userId: admin.userId })),
    ).toMatchObject({ code: "forbidden" });
  });
});
