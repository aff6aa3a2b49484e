// An organization's people and places made through the HTTP API (`/v1/team`, `/v1/invite`) for
// journeys whose subject comes after them; the team page's own journeys go through the UI.
import { expect } from "@playwright/test";
import { linkFromOutbox } from "./outbox";
import type { Person } from "./people";

type Response = Awaited<ReturnType<Person["api"]["post"]>>;
interface TeamOverview {
  regions: { id: string; name: string }[];
  teams: { id: string; name: string }[];
  members: { userId: string; email: string }[];
}

async function ok<T>(response: Response, what: string) {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The owner (or an admin) invites `emails` as members, in one request. */
export async function invite(owner: Person, emails: string[]) {
  await ok(
    await owner.api.post("/v1/team/invitations", {
      headers: await owner.headers(),
      data: { invitations: emails.map((email) => ({ email, role: "member" })) },
    }),
    "POST /v1/team/invitations",
  );
}

/** The owner (or an admin) invites `people` as members; each accepts with the emailed link. */
export async function joinOrganization(owner: Person, people: Person[]) {
  await invite(
    owner,
    people.map(({ email }) => email),
  );
  for (const someone of people) {
    const link = new URL(await linkFromOutbox(someone.email, /invited you/i));
    await ok(
      await someone.api.post(`${link.pathname.replace(/^\/invite/, "/v1/invite")}/claim`, {
        headers: await someone.headers(),
        data: { secret: link.searchParams.get("secret") },
      }),
      `${someone.email} claims the invitation`,
    );
  }
}

/** A region named `region` (GB) holding one team per name in `teams`: their ids by name. */
export async function addTeams(owner: Person, region: string, teams: string[]) {
  const headers = await owner.headers();
  const { regions } = await ok<TeamOverview>(
    await owner.api.post("/v1/team/regions", {
      headers,
      data: { name: region, countries: ["GB"] },
    }),
    "POST /v1/team/regions",
  );
  const regionId = regions.find((r) => r.name === region)!.id;
  const ids: Record<string, string> = {};
  for (const name of teams) {
    const overview = await ok<TeamOverview>(
      await owner.api.post("/v1/team/teams", { headers, data: { name, regionId } }),
      "POST /v1/team/teams",
    );
    ids[name] = overview.teams.find((t) => t.name === name)!.id;
  }
  return ids;
}

/** Places a member of the owner's organization: a sales role and, where it needs one, a team. */
export async function placeMember(
  owner: Person,
  member: Person,
  placement: { salesRole: string; teamId?: string },
) {
  const headers = await owner.headers();
  const { members } = await ok<TeamOverview>(
    await owner.api.get("/v1/team", { headers }),
    "GET /v1/team",
  );
  const { userId } = members.find((m) => m.email === member.email)!;
  await ok(
    await owner.api.put(`/v1/team/members/${userId}`, {
      headers,
      data: { salesRole: placement.salesRole, teamId: placement.teamId ?? null },
    }),
    `place ${member.email}`,
  );
}

/** The invitations to `email` run out now (the journeys' server does it: support/server.ts). */
export async function expireInvitations(someone: Person, email: string) {
  const { expired } = await ok<{ expired: number }>(
    await someone.api.post("/e2e/invitations/expire", { data: { email } }),
    "POST /e2e/invitations/expire",
  );
  expect(expired, `invitations to ${email} expired`).toBeGreaterThan(0);
}
