import { describe, expect, it } from "vitest";
import type { Mail } from "./mailer";
import { mailTemplates, type MailLanguage } from "./messages";

// Every mail is written in English and in Arabic and sent in the recipient's language (issue 36,
// decision 071). Each template is listed here with sample values: a template added without a
// sample fails the first test, one without Arabic words fails the second.

const day = new Date("2026-12-26T00:00:00Z");
const deal = { reference: "D-000123", businessName: "Acme Bakery" };
type Samples = { [K in keyof typeof mailTemplates]: (lang: MailLanguage) => Mail };
const samples: Samples = {
  verificationMail: (l) =>
    mailTemplates.verificationMail("a@example.com", "https://p.example/v", l),
  signUpAttemptedMail: (l) =>
    mailTemplates.signUpAttemptedMail(
      "a@example.com",
      "https://p.example/in",
      "https://p.example/r",
      l,
    ),
  resetPasswordMail: (l) =>
    mailTemplates.resetPasswordMail("a@example.com", "https://p.example/r", 30, l),
  confirmNewEmailMail: (l) =>
    mailTemplates.confirmNewEmailMail("a@example.com", "https://p.example/c", 30, l),
  emailChangeRequestedNotice: (l) =>
    mailTemplates.emailChangeRequestedNotice("a@example.com", "new@example.com", l),
  emailChangeAttemptedNotice: (l) => mailTemplates.emailChangeAttemptedNotice("a@example.com", l),
  emailChangedNotice: (l) =>
    mailTemplates.emailChangedNotice("a@example.com", "new@example.com", l),
  invitationMail: (l) =>
    mailTemplates.invitationMail(
      "a@example.com",
      {
        organizationName: "Loop Brokers",
        inviterName: "Ann Lee",
        role: "admin",
        link: "https://p.example/i",
        days: 7,
      },
      l,
    ),
  accountDeletedNotice: (l) => mailTemplates.accountDeletedNotice("a@example.com", l),
  funderNewsMail: (l) =>
    mailTemplates.funderNewsMail(
      "a@example.com",
      {
        ...deal,
        funderName: "Swift Funding",
        move: "decline",
        reason: "credit",
        note: "Sorry",
        link: "https://p.example/d",
      },
      l,
    ),
  funderAlertMail: (l) =>
    mailTemplates.funderAlertMail(
      "a@example.com",
      { ...deal, brokerName: "Loop Brokers", event: "arrived", link: "https://p.example/x" },
      l,
    ),
  threadNewsMail: (l) =>
    mailTemplates.threadNewsMail(
      "a@example.com",
      { ...deal, fromName: "Loop Brokers", link: "https://p.example/t" },
      l,
    ),
  linkNewsMail: (l) =>
    mailTemplates.linkNewsMail(
      "a@example.com",
      { ...deal, news: "accepted", brokerName: "Loop Brokers", expiresOn: day },
      l,
    ),
  trainingExpiringMail: (l) =>
    mailTemplates.trainingExpiringMail(
      "a@example.com",
      { courseTitle: "Merchant cash advance", expiresOn: day, link: "https://p.example/l" },
      l,
    ),
  trialEndingMail: (l) =>
    mailTemplates.trialEndingMail(
      "a@example.com",
      { organizationName: "Loop Brokers", endsOn: day, link: "https://p.example/b" },
      l,
    ),
  funderLinkMail: (l) =>
    mailTemplates.funderLinkMail(
      "a@example.com",
      {
        brokerName: "Loop Brokers",
        reference: "D-000123",
        documents: 2,
        expiresOn: day,
        link: "https://p.example/k",
      },
      l,
    ),
  linkCodeMail: (l) =>
    mailTemplates.linkCodeMail(
      "a@example.com",
      { brokerName: "Loop Brokers", code: "042917", validMinutes: 10 },
      l,
    ),
};

/** What may stay Latin in an Arabic mail: names, references, addresses, links, the portal's name. */
const proper = [
  "Dealbridge",
  "Loop Brokers",
  "Ann Lee",
  "Swift Funding",
  "Acme Bakery",
  "Merchant cash advance",
  "D-000123",
  "Sorry",
];
const latinLeft = (s: string) =>
  proper
    .reduce((left, name) => left.split(name).join(""), s)
    .replace(/https?:\/\/\S+|[\w.+-]+@[\w.-]+/g, "")
    .match(/[A-Za-z]+/g);
const arabic = /[\u0600-\u06FF]/;

describe("mails in the recipient's language", () => {
  it("every template has a sample here (a new template is written in both languages)", () => {
    expect(Object.keys(samples).sort()).toEqual(Object.keys(mailTemplates).sort());
  });

  it.each(Object.keys(samples) as (keyof Samples)[])(
    "%s is written in Arabic, right to left",
    (name) => {
      const mail = samples[name]("ar");
      for (const part of [mail.subject, mail.text]) {
        expect(part, name).toMatch(arabic);
        expect(latinLeft(part), `${name}: ${part}`).toBeNull();
      }
      expect(mail.html).toContain('dir="rtl"');
      expect(mail.html).toContain('lang="ar"');
    },
  );

  it.each(Object.keys(samples) as (keyof Samples)[])(
    "%s is written in English, left to right",
    (name) => {
      const mail = samples[name]("en");
      for (const part of [mail.subject, mail.text, mail.html])
        expect(part, name).not.toMatch(arabic);
      expect(mail.html).toContain('dir="ltr"');
    },
  );

  it("dates and numbers are written in the mail's language, with the reader's country's digits", () => {
    expect(samples.trialEndingMail("en").subject).toContain("26 December 2026");
    expect(samples.trialEndingMail("ar").subject).toContain("26 ديسمبر 2026");
    expect(samples.trialEndingMail("ar-GB").subject).toContain("26 ديسمبر 2026");
    // Arabic-Indic digits in Saudi Arabia (decision 070), on the Gregorian calendar.
    expect(samples.trialEndingMail("ar-SA").subject).toContain("٢٦ ديسمبر ٢٠٢٦");
    expect(samples.resetPasswordMail("ar-SA").text).toContain("٣٠ دقيقة");
    // The code a person types stays in the digits it is typed in.
    expect(samples.linkCodeMail("ar-SA").subject).toContain("042917");
    expect(samples.linkCodeMail("ar-SA").html).toContain('lang="ar" dir="rtl"');
  });
});
