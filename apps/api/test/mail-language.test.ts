import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { profiles } from "@portal/db/schema/user";
import { callAs } from "./call-as";
import {
  createApprovedFunder,
  createBroker,
  createDeal,
  createListing,
  createSubmissions,
  type SignedUp,
  uploadDocument,
} from "./factories";
import { jobsDone, uniqueEmail, useTestApp } from "./test-app";

// A mail is written in its recipient's language (issue 36, decision 071): the account's language
// for a person with one, the sender's for an address without one (an invitee).

const dataDir = mkdtempSync(join(tmpdir(), "portal-mail-language-"));
const ctx = useTestApp({ DATA_DIR: dataDir });

/** The mails to `to` whose subject has `about` (the verification mail of sign-up is left out). */
async function mailsTo(to: string, about = "") {
  await jobsDone(ctx.app);
  const dir = join(dataDir, "outbox");
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".eml")) : [];
  const parsed = await Promise.all(files.map((f) => simpleParser(readFileSync(join(dir, f)))));
  return parsed
    .filter((m) => m.to && !Array.isArray(m.to) && m.to.text === to && m.subject?.includes(about))
    .map((m) => ({ subject: m.subject ?? "", text: m.text ?? "", html: String(m.html) }));
}
/** The person chose Arabic (Settings → Appearance keeps it with the profile). */
const readsArabic = (user: SignedUp, country = "GB") =>
  ctx.app.database.db
    .update(profiles)
    .set({ language: "ar", country })
    .where(eq(profiles.userId, user.userId));
const arabic = /[\u0600-\u06FF]/;

describe("mail in the recipient's language", () => {
  it("a funder who reads Arabic is told of a deal in Arabic, one who reads English in English", async () => {
    const broker = await createBroker(ctx.app, "Language Brokers");
    const deal = await createDeal(ctx.app, broker, {}, { legalName: "Cedar Bakery Ltd" });
    const statement = await uploadDocument(ctx.app, broker, deal.id, "bank_statement");
    const arabicFunder = await createApprovedFunder(ctx.app, "Arabic Reading Capital");
    await readsArabic(arabicFunder);
    const englishFunder = await createApprovedFunder(ctx.app, "English Reading Capital");
    const listings = [
      await createListing(ctx.app, arabicFunder),
      await createListing(ctx.app, englishFunder),
    ];
    await createSubmissions(
      ctx.app,
      broker,
      deal.id,
      listings.map((l) => l.id),
      [statement],
    );

    const [inArabic] = await mailsTo(arabicFunder.email, deal.reference);
    expect(inArabic!.subject).toBe(
      `أرسل إليك Language Brokers Cedar Bakery Ltd (${deal.reference})`,
    );
    expect(inArabic!.text).toMatch(arabic);
    expect(inArabic!.html).toContain('dir="rtl"');
    const [inEnglish] = await mailsTo(englishFunder.email, deal.reference);
    expect(inEnglish!.subject).toBe(
      `Language Brokers sent you Cedar Bakery Ltd (${deal.reference})`,
    );
    expect(inEnglish!.text).not.toMatch(arabic);
  });

  it("an invitee without an account reads the invitation in the inviter's language", async () => {
    const arabicOwner = await createBroker(ctx.app, "Cedar Brokers");
    // In Saudi Arabia: the invitation's days in Arabic-Indic digits, as the web writes them there.
    await readsArabic(arabicOwner, "SA");
    const englishOwner = await createBroker(ctx.app, "Oak Brokers");
    const [toArabic, toEnglish] = [uniqueEmail("invitee"), uniqueEmail("invitee")];
    for (const [owner, email] of [
      [arabicOwner, toArabic],
      [englishOwner, toEnglish],
    ] as const)
      expect(
        (
          await callAs(ctx.app, owner).post("/v1/team/invitations", {
            invitations: [{ email, role: "member" }],
          })
        ).statusCode,
      ).toBeLessThan(300);
    const [arabicInvite] = await mailsTo(toArabic);
    expect(arabicInvite!.subject).toMatch(arabic);
    expect(arabicInvite!.subject).toContain("Cedar Brokers");
    expect(arabicInvite!.text).toContain("قبول الدعوة");
    expect(arabicInvite!.text).toMatch(/تنتهي صلاحية الدعوة خلال [٠-٩]+ يومًا/);
    const [englishInvite] = await mailsTo(toEnglish);
    expect(englishInvite!.subject).toContain("invited you to Oak Brokers on Dealbridge");
    expect(englishInvite!.text).not.toMatch(arabic);
  });
});
