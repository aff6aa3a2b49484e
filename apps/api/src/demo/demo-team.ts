// A demo brokerage's people (src/demo/load-demo-data.ts): its region and teams, the brokers the
// owner invites, each accepting the invitation and placed in the sales hierarchy, and the news
// its owner and managers post. All through the API, as the team page and the invited would.
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import type { inviteResultSchema, TeamOverview } from "@portal/contract/team/team-schemas";
import type { DemoBroker, DemoMember } from "./demo-accounts";
import { account, call } from "./demo-api";

type InviteResult = z.infer<typeof inviteResultSchema>;

/** The region, its teams and the members, placed: each member's token by email. */
export async function loadTeam(
  app: FastifyInstance,
  publicUrl: string,
  broker: DemoBroker,
  owner: string,
): Promise<Map<string, string>> {
  const tokens = new Map<string, string>([[broker.email, owner]]);
  const { name, teams } = broker.region;
  const region = (await call(app, owner, "POST", "/v1/team/regions", `region ${name}`, {
    name,
    countries: ["GB"],
  })) as unknown as TeamOverview;
  const regionId = region.regions.find((r) => r.name === name)!.id;
  let team = region;
  for (const teamName of teams)
    team = (await call(app, owner, "POST", "/v1/team/teams", `team ${teamName}`, {
      name: teamName,
      regionId,
    })) as unknown as TeamOverview;
  const invited = (await call(app, owner, "POST", "/v1/team/invitations", "inviting", {
    invitations: broker.members.map((m) => ({ email: m.email, role: "member" })),
  })) as unknown as InviteResult;
  for (const member of broker.members) {
    const link = invited.results.find((r) => r.email === member.email)?.link;
    if (!link) throw new Error(`the invitation of ${member.email} has no link`);
    tokens.set(member.email, await join(app, publicUrl, member, link));
  }
  const { members } = (await call(
    app,
    owner,
    "GET",
    "/v1/team",
    "the team",
  )) as unknown as TeamOverview;
  for (const member of broker.members) {
    const { userId } = members.find((m) => m.email === member.email)!;
    await call(app, owner, "PUT", `/v1/team/members/${userId}`, `placing ${member.email}`, {
      salesRole: member.salesRole,
      teamId: team.teams.find((t) => t.name === member.team)!.id,
    });
  }
  return tokens;
}

/** The invited broker signs up, onboards and accepts the invitation from its link: the token. */
async function join(app: FastifyInstance, publicUrl: string, member: DemoMember, link: string) {
  const url = new URL(link);
  const id = url.pathname.split("/").at(-1)!;
  const secret = url.searchParams.get("secret") ?? undefined;
  // Their own organization from onboarding holds nothing: accepting leaves it, and it is deleted.
  const token = await account(
    app,
    publicUrl,
    member,
    `${member.firstName} ${member.lastName}`,
    "organization",
  );
  await call(app, token, "POST", `/v1/invite/${id}/claim`, `${member.email} accepting`, { secret });
  return token;
}

/** The brokerage's news posts, each by its author. */
export async function postNews(
  app: FastifyInstance,
  broker: DemoBroker,
  tokens: Map<string, string>,
) {
  for (const { author, ...post } of broker.news)
    await call(app, tokens.get(author)!, "POST", "/v1/news", `news "${post.title}"`, post);
}
