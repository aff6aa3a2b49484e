import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { DealProduct } from "@portal/contract/deals/deal-schemas";
import { lenders } from "./lenders";
import { organizations } from "./organizations";

/**
 * A brokerage's own funder (Lenders > My funders, issue 39, docs/decisions/068): the brokerage's
 * record of a funder it works with, its people and products. The funder itself is an
 * organization (`funderOrganizationId`: an outside one, kept by the brokerage, until it creates
 * its account), so a deal sent to it is a submission like any other; its criteria are a listing
 * (`lenderId`), through which deals are sent.
 */
export const funderContacts = pgTable(
  "funder_contacts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The brokerage that keeps the contact. */
    organizationId: uuid("organizationId")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    funderOrganizationId: uuid("funderOrganizationId")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** The listing deals go through (its criteria, when entered; kept when the funder joins). */
    lenderId: uuid("lenderId").references(() => lenders.id, { onDelete: "set null" }),
    company: text("company").notNull(),
    /** The people the links go to: name, address (lower case) and phone. */
    people: jsonb("people")
      .$type<{ name: string; email: string; phone: string | null }[]>()
      .notNull(),
    products: text("products").array().$type<DealProduct[]>().notNull().default([]),
    notes: text("notes"),
    version: integer("version").notNull().default(1),
    createdBy: text("createdBy").notNull(),
    createdAt: timestamp("createdAt", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updatedAt", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("funder_contacts_organization_funder_key").on(
      t.organizationId,
      t.funderOrganizationId,
    ),
    index("funder_contacts_funder_idx").on(t.funderOrganizationId),
  ],
);
