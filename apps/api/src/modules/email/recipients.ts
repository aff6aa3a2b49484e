import { eq, sql } from "drizzle-orm";
import type { Executor } from "@portal/db/database";
import { users } from "@portal/db/schema/identity";
import { profiles } from "@portal/db/schema/user";
import { languages, type Language } from "@portal/contract/user/user-options";
import type { MailLanguage } from "./messages";

/**
 * The language a person reads mail in: the profile's communication language, else the language
 * chosen for the interface (Settings → Appearance), with the profile's country for an Arabic
 * reader (its digits, decision 070). A named read model of the user's profile (decision 071): the
 * mail service needs only this, for addresses and for senders.
 */
const reader = {
  language: sql<string | null>`coalesce(${profiles.communicationLanguage}, ${profiles.language})`,
  country: profiles.country,
};

/** A stored language the mails are written in, or null. */
export const asLanguage = (value: string | null | undefined): Language | null =>
  (languages as readonly string[]).includes(value ?? "") ? (value as Language) : null;

function mailLanguage(row: { language: string | null; country: string } | undefined) {
  const language = asLanguage(row?.language);
  if (language !== "ar" || !/^[A-Z]{2}$/.test(row!.country)) return language;
  return `ar-${row!.country}` as MailLanguage;
}

/** The language of the account with this address; null for an address without one (or no profile). */
export async function languageOfAddress(on: Executor, email: string): Promise<MailLanguage | null> {
  const [row] = await on
    .select(reader)
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.email, email.trim().toLowerCase())) // stored lower-cased by sign-up
    .limit(1);
  return mailLanguage(row);
}

/** The language of a person by account id (a sender whose mail goes to an address without one). */
export async function languageOfUser(on: Executor, userId: string): Promise<MailLanguage | null> {
  const [row] = await on.select(reader).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return mailLanguage(row);
}
