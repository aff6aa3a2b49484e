import { date, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./identity";

export const gender = pgEnum("gender", ["male", "female", "rather_not_say"]);

/** The product profile of spec §3; a signed-in user without one is "not onboarded". */
export const profiles = pgTable("profiles", {
  userId: text("userId")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  firstName: text("firstName").notNull(),
  lastName: text("lastName").notNull(),
  dateOfBirth: date("dateOfBirth", { mode: "string" }).notNull(),
  gender: gender("gender").notNull(),
  country: text("country").notNull(),
  countryCode: text("countryCode").notNull(),
  phoneNumber: text("phoneNumber").notNull(),
  nationality: text("nationality"),
  language: text("language").notNull(),
  communicationLanguage: text("communicationLanguage"),
  displayCurrency: text("displayCurrency").notNull(),
  jobTitle: text("jobTitle"),
  biography: text("biography"),
  /** The avatar's image id (served at /v1/images/{id}; docs/decisions/034); null for none. */
  avatarImage: text("avatarImage"),
  termsAcceptedAt: timestamp("termsAcceptedAt", { withTimezone: true }).notNull(),
  createdAt: timestamp("createdAt", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updatedAt", { withTimezone: true }).notNull().defaultNow(),
});
