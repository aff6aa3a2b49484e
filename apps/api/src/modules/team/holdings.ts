import { sql, type SQL } from "drizzle-orm";
import type { Executor } from "@portal/db/database";
import type { HoldingKind, JoinChange } from "@portal/contract/team/team-schemas";

type Policy = "carried" | "removed" | "blocking";

/** Which of a table's rows count, given the organization (`$org`) and the person moving (`$user`). */
type Rows = (organizationId: string, userId: string) => SQL;

interface Holding {
  kind: HoldingKind;
  policy: Policy;
  rows: Rows;
}

const column = (table: string, name = "organizationId"): Rows => {
  const t = sql.identifier(table);
  const c = sql.identifier(name);
  return (organizationId) => sql`select count(*) from ${t} where ${c} = ${organizationId}`;
};

/** A subscription the provider still bills (a trial with no card, or a cancelled one, does not). */
const billed = sql`"subscriptionId" is not null and coalesce("status", '') not in ('canceled', 'incomplete_expired')`;

/**
 * Every column of the database that names an organization, and what becomes of its rows when the
 * organization's last member leaves it to join another (docs/decisions/046). Keys are
 * `table.column`; `test/organization-tables.test.ts` reads the database's own catalogue and fails
 * when a column naming an organization is missing here, so a new table cannot be forgotten.
 *
 * - carried: moved into the organization joined (the person's leads and quick-application link);
 * - removed: deleted with the organization left, and said so before the person accepts;
 * - blocking: the move is refused while there is any, with the list (nothing is deleted).
 */
export const organizationColumns: Record<string, Holding[]> = {
  "memberships.organizationId": [
    {
      kind: "members",
      policy: "blocking",
      rows: (organizationId, userId) =>
        sql`select count(*) from "memberships" where "organizationId" = ${organizationId} and "userId" <> ${userId}`,
    },
  ],
  "leads.organizationId": [{ kind: "leads", policy: "carried", rows: column("leads") }],
  "lead_links.organizationId": [
    { kind: "quickApplicationLink", policy: "carried", rows: column("lead_links") },
  ],
  "teams.organizationId": [{ kind: "teams", policy: "removed", rows: column("teams") }],
  "sales_regions.organizationId": [
    { kind: "regions", policy: "removed", rows: column("sales_regions") },
  ],
  "invitations.organizationId": [
    { kind: "invitations", policy: "removed", rows: column("invitations") },
  ],
  "member_views.organizationId": [
    { kind: "memberViews", policy: "removed", rows: column("member_views") },
  ],
  "wallet_settings.organizationId": [
    { kind: "walletSettings", policy: "removed", rows: column("wallet_settings") },
  ],
  "billing_accounts.organizationId": [
    {
      kind: "paidSubscription",
      policy: "blocking",
      rows: (organizationId) =>
        sql`select count(*) from "billing_accounts" where "organizationId" = ${organizationId} and ${billed}`,
    },
    {
      kind: "billingAccount",
      policy: "removed",
      rows: (organizationId) =>
        sql`select count(*) from "billing_accounts" where "organizationId" = ${organizationId} and not (${billed})`,
    },
  ],
  "deals.organizationId": [{ kind: "deals", policy: "blocking", rows: column("deals") }],
  // The board's counts are the deals', kept by the database (migration 0037): the deals block.
  "deal_stage_counts.organizationId": [],
  // The dashboard's sums are the deals' fundings and commission entries, kept by the database
  // (migration 0043, decision 081): the deals and the ledger block.
  "dashboard_fundings.organizationId": [],
  "dashboard_commissions.organizationId": [],
  "dashboard_commissions.dealOrganizationId": [],
  // Whether the organization put its Getting started list away: a setting of the organization,
  // nothing anyone made, and it goes with the organization.
  "getting_started_dismissals.organizationId": [],
  "borrowers.organizationId": [
    { kind: "borrowers", policy: "blocking", rows: column("borrowers") },
  ],
  "documents.organizationId": [
    { kind: "documents", policy: "blocking", rows: column("documents") },
  ],
  // A bank statement's reading goes with its document (which blocks); the CSV columns remembered
  // per bank are a setting of the organization and go with it (decision 089).
  "statements.organizationId": [],
  "statement_column_choices.organizationId": [],
  "lenders.organizationId": [{ kind: "listings", policy: "blocking", rows: column("lenders") }],
  "submissions.brokerOrganizationId": [
    {
      kind: "submissions",
      policy: "blocking",
      rows: column("submissions", "brokerOrganizationId"),
    },
  ],
  "submissions.funderOrganizationId": [
    {
      kind: "submissions",
      policy: "blocking",
      rows: column("submissions", "funderOrganizationId"),
    },
  ],
  "commission_entries.organizationId": [
    { kind: "commissionEntries", policy: "blocking", rows: column("commission_entries") },
  ],
  // A brokerage's own funders (decision 068), with their organizations and listings: carried, as
  // the broker's own relationships (a deal sent to one blocks through the submissions).
  "funder_contacts.organizationId": [
    { kind: "funderContacts", policy: "carried", rows: column("funder_contacts") },
  ],
  // Its outside funders' organizations and listings move with the contacts (one each per contact).
  "organizations.keptByOrganizationId": [],
  "lenders.keptByOrganizationId": [],
  // A funder leaving its organization (one that created its account from a secure link) would take
  // the brokerages' records of it with it: refused.
  "funder_contacts.funderOrganizationId": [
    {
      kind: "funderContacts",
      policy: "blocking",
      rows: column("funder_contacts", "funderOrganizationId"),
    },
  ],
  "news_posts.organizationId": [
    { kind: "newsPosts", policy: "blocking", rows: column("news_posts") },
  ],
};

const holdings = Object.values(organizationColumns).flat();

/** What leaving `organization` for another would do, counted in one statement. */
export async function joinChange(
  db: Executor,
  userId: string,
  organization: { id: string; name: string },
): Promise<JoinChange> {
  const counts = sql.join(
    holdings.map(
      (h, i) => sql`(${h.rows(organization.id, userId)})::int as ${sql.identifier(`h${i}`)}`,
    ),
    sql`, `,
  );
  const [row] = (await db.execute<Record<string, number>>(sql`select ${counts}`)).rows;
  const change: JoinChange = { leaving: organization.name, carried: [], removed: [], blocking: [] };
  holdings.forEach((h, i) => {
    const count = Number(row?.[`h${i}`] ?? 0);
    if (count === 0) return;
    const list = change[h.policy];
    const same = list.find((x) => x.kind === h.kind);
    if (same) same.count += count;
    else list.push({ kind: h.kind, count });
  });
  return change;
}
