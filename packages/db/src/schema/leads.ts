import {
  bigint,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { dealProducts } from "@portal/contract/deals/deal-schemas";
import { leadSources, leadStatuses } from "@portal/contract/leads/lead-options";
import { borrowers, deals } from "./deals";
import { users } from "./identity";
import { organizations } from "./organizations";

/**
 * Leads (docs/decisions/044-leads.md): prospects before they are deals, from manual entry, a CSV,
 * a broker's public quick-application link or the CRM. Status and source are text checked by the
 * contract's lists (no enum: a value added later needs no second migration run). Who sees a lead
 * follows its assignee's current place in the sales hierarchy. `emailKey`, `phoneKey` and
 * `companyKey` are the normalised forms duplicates are found by.
 */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organizationId")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** The member working the lead (null: unassigned, seen by the organization's heads). */
    assigneeId: text("assigneeId").references(() => users.id, { onDelete: "set null" }),
    status: text("status", { enum: leadStatuses }).notNull().default("new"),
    source: text("source", { enum: leadSources }).notNull(),
    version: integer("version").notNull().default(1),
    contactName: text("contactName").notNull(),
    companyName: text("companyName"),
    email: text("email"),
    phone: text("phone"),
    amountMinor: bigint("amountMinor", { mode: "number" }),
    currency: text("currency"),
    product: text("product", { enum: dealProducts }),
    purpose: text("purpose"),
    country: text("country"),
    lostReason: text("lostReason"),
    emailKey: text("emailKey"),
    phoneKey: text("phoneKey"),
    companyKey: text("companyKey"),
    /** The CRM's own id of the lead: the same lead sent again is not a second one. */
    externalId: text("externalId"),
    borrowerId: uuid("borrowerId").references(() => borrowers.id, { onDelete: "set null" }),
    dealId: uuid("dealId").references(() => deals.id, { onDelete: "set null" }),
    createdAt: timestamp("createdAt", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updatedAt", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list, newest first, with its filters' columns after the key (a filtered page off the
    // index alone), and again under a status (that tab's page and count); decision 084.
    index("leads_organization_created_idx").on(
      t.organizationId,
      t.createdAt,
      t.id,
      t.status,
      t.source,
      t.assigneeId,
    ),
    index("leads_organization_status_created_idx").on(
      t.organizationId,
      t.status,
      t.createdAt,
      t.id,
      t.source,
      t.assigneeId,
    ),
    index("leads_organization_assignee_idx").on(t.organizationId, t.assigneeId),
    index("leads_organization_email_idx").on(t.organizationId, t.emailKey),
    index("leads_organization_phone_idx").on(t.organizationId, t.phoneKey),
    index("leads_organization_company_idx").on(t.organizationId, t.companyKey),
    uniqueIndex("leads_organization_external_key").on(t.organizationId, t.externalId),
  ],
);

/** A lead's timeline: created, moved, assigned, a note, converted; who and when. */
export const leadActivities = pgTable(
  "lead_activities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("leadId")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["created", "status", "assigned", "note", "converted"] }).notNull(),
    fromValue: text("fromValue"),
    toValue: text("toValue"),
    body: text("body"),
    actorId: text("actorId").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("createdAt", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lead_activities_lead_created_idx").on(t.leadId, t.createdAt)],
);

/**
 * A broker's public quick-application link: the token in its address, unguessable (32 random
 * bytes), replaced when regenerated and removed when revoked. Shown to its broker to copy, so it
 * is kept as is (it is meant to be published, like a booking link).
 */
export const leadLinks = pgTable("lead_links", {
  userId: text("userId")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  organizationId: uuid("organizationId")
    .notNull()
    .references(() => organizations.id, { onDelete: "cascade" }),
  token: text("token").notNull().unique("lead_links_token_key"),
  createdAt: timestamp("createdAt", { withTimezone: true }).notNull().defaultNow(),
});
