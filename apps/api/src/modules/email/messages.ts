import type { Mail } from "./mailer";
import type { DeclineReason } from "@portal/contract/submissions/inbox-schemas";

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Escapes `text` for HTML, each of `whole` (a deal's reference) kept on one line: "D-000123" may
 * otherwise break after its hyphen in a narrow mail client.
 */
function escapeKeeping(text: string, whole: readonly string[]) {
  let html = escape(text);
  for (const part of whole.filter(Boolean))
    html = html.split(escape(part)).join(`<span style="white-space:nowrap">${escape(part)}</span>`);
  return html;
}

function mail(
  to: string,
  subject: string,
  intro: string,
  action: string,
  link: string,
  outro: string,
  whole: readonly string[] = [],
): Mail {
  return {
    to,
    subject,
    link,
    text: `${intro}\n\n${action}: ${link}\n\n${outro}\n`,
    html: `<p>${escapeKeeping(intro, whole)}</p><p><a href="${escape(link)}">${escape(action)}</a></p><p>${escape(outro)}</p>`,
  };
}

export const verificationMail = (to: string, link: string) =>
  mail(
    to,
    "Verify your email address",
    "Welcome to Dealbridge, the broker portal. Please confirm that this is your email address.",
    "Verify my email address",
    link,
    "If you did not create an account, you can ignore this message.",
  );

/** To the owner of an address someone tried to register again (sign-up answers as for a new one). */
export const signUpAttemptedMail = (to: string, logInLink: string, resetLink: string) =>
  mail(
    to,
    "Someone tried to register with your email address",
    "Someone tried to create a Dealbridge account with this address, which already has one.",
    "Log in",
    logInLink,
    `If it was you, log in with your password, or choose a new one at ${resetLink}. If it was not you, you can ignore this message: your account is unchanged.`,
  );

export const resetPasswordMail = (to: string, link: string, validMinutes: number) =>
  mail(
    to,
    "Reset your password",
    "Someone asked to reset the password of your Dealbridge account.",
    "Choose a new password",
    link,
    `The link works once and expires in ${validMinutes} minutes. If you did not ask for it, ignore this message: your password stays as it is.`,
  );

function notice(to: string, subject: string, body: string): Mail {
  return { to, subject, text: `${body}\n`, html: `<p>${escape(body)}</p>` };
}

export const confirmNewEmailMail = (to: string, link: string, validMinutes: number) =>
  mail(
    to,
    "Confirm your new email address",
    "You asked to use this address for your Dealbridge account.",
    "Use this email address",
    link,
    `Open the link in the browser where you are signed in; it works once and expires in ${validMinutes} minutes. If you did not ask for this, ignore this message.`,
  );

export const emailChangeRequestedNotice = (to: string, newEmail: string) =>
  notice(
    to,
    "Your email address is about to change",
    `Someone signed in to your Dealbridge account asked to change its email address to ${newEmail}. If this was not you, change your password now.`,
  );

/** To the owner of an address someone asked to move another account to (answered as for a free one). */
export const emailChangeAttemptedNotice = (to: string) =>
  notice(
    to,
    "Someone tried to use your email address",
    "Someone signed in to another Dealbridge account asked to change its email address to this one, which already has an account. Nothing changed: your account is as it was, and the other account keeps its own address.",
  );

export const emailChangedNotice = (to: string, newEmail: string) =>
  notice(
    to,
    "Your email address was changed",
    `The email address of your Dealbridge account is now ${newEmail}. If this was not you, contact support.`,
  );

/** An invitation to join an organization on the portal. */
export const invitationMail = (
  to: string,
  invite: {
    organizationName: string;
    inviterName: string;
    role: string;
    link: string;
    days: number;
  },
) =>
  mail(
    to,
    `${invite.inviterName} invited you to ${invite.organizationName} on Dealbridge`,
    `${invite.inviterName} invited you to join ${invite.organizationName} on Dealbridge, the broker portal, as ${invite.role === "admin" ? "an admin" : "a member"}.`,
    "Accept the invitation",
    invite.link,
    `The invitation expires in ${invite.days} days. Sign in or register with this address to accept it; if you do not want to join, decline it on that page or ignore this message.`,
  );

export const accountDeletedNotice = (to: string) =>
  notice(
    to,
    "Your account was deleted",
    "Your Dealbridge account and the data it held have been deleted.",
  );

/**
 * What a funder did on a broker's deal, as the broker is told: the funder, the business (the
 * borrower's legal name) and the reference, "Swift Advance Funding sent a proposal for Acme
 * Bakery (D-000002)".
 */
export interface FunderNews {
  funderName: string;
  reference: string;
  businessName: string;
  move: "request_info" | "offer" | "revise" | "withdraw_offer" | "decline" | "duplicate";
  note: string | null;
  /** Why the funder declined (a decline only). */
  reason?: DeclineReason | null;
  link: string;
}

/** A decline's reason as the broker's mail words it (the web words it in the reader's language). */
const declineReasonWords: Record<DeclineReason, string> = {
  outside_criteria: "outside their lending criteria",
  time_in_business: "not long enough in business",
  revenue: "revenue too low",
  credit: "credit",
  industry: "an industry they do not fund",
  existing_positions: "too many existing advances",
  documents_missing: "documents missing or unclear",
  amount: "the amount is outside their range",
  other: "other (see their note)",
};

export function funderNewsMail(to: string, news: FunderNews): Mail {
  const { funderName, reference, businessName, note } = news;
  const deal = `${businessName} (${reference})`;
  const said = note ? ` They wrote: "${note}"` : "";
  const texts: Record<FunderNews["move"], [subject: string, intro: string]> = {
    request_info: [
      `${funderName} asks about ${deal}`,
      `${funderName} needs more information on ${businessName}'s deal ${reference} before deciding.${said}`,
    ],
    offer: [
      `${funderName} sent a proposal for ${deal}`,
      `${funderName} sent a proposal for ${businessName}'s deal ${reference}. Compare it with the others on the deal's page.`,
    ],
    revise: [
      `${funderName} revised its proposal for ${deal}`,
      `${funderName} changed the terms of its proposal for ${businessName}'s deal ${reference}. The deal's page shows the new terms and what changed.`,
    ],
    withdraw_offer: [
      `${funderName} withdrew its proposal for ${deal}`,
      `${funderName} withdrew its proposal for ${businessName}'s deal ${reference}: it can no longer be accepted.${said}`,
    ],
    decline: [
      `${funderName} declined ${deal}`,
      `${funderName} declined ${businessName}'s deal ${reference}${news.reason ? `. Their reason: ${declineReasonWords[news.reason]}` : ""}.${said}`,
    ],
    duplicate: [
      `${funderName} already has the business of ${deal}`,
      `${funderName} says another broker already sent it ${businessName}, the business of deal ${reference}.${said}`,
    ],
  };
  const [subject, intro] = texts[news.move];
  return mail(
    to,
    subject,
    intro,
    "Open the deal",
    news.link,
    "You receive this because the deal is yours on Dealbridge.",
    [reference],
  );
}

/**
 * What happened to a deal in a funder's inbox, as the funder is told: a broker sent it, or the
 * broker accepted the funder's offer. Names the broker's organization, the business (the
 * borrower's legal name, which the inbox item shows the funder) and the deal's reference; the
 * borrower's other details stay behind the sign-in, on the inbox item the link opens.
 */
export interface FunderAlert {
  brokerName: string;
  reference: string;
  businessName: string;
  event: "arrived" | "accepted";
  link: string;
}

export function funderAlertMail(to: string, alert: FunderAlert): Mail {
  const { brokerName, reference, businessName } = alert;
  const texts: Record<FunderAlert["event"], [subject: string, intro: string]> = {
    arrived: [
      `${brokerName} sent you ${businessName} (${reference})`,
      `${brokerName} sent your organization ${businessName}'s deal ${reference}. Review it and ask, offer or decline in your inbox.`,
    ],
    accepted: [
      `${brokerName} accepted your offer for ${businessName} (${reference})`,
      `${brokerName} accepted your organization's offer for ${businessName}'s deal ${reference}. Mark it funded in your inbox once the money goes out.`,
    ],
  };
  const [subject, intro] = texts[alert.event];
  return mail(
    to,
    subject,
    intro,
    "Open the inbox item",
    alert.link,
    "You receive this because you work for a funder the deal was sent to on the broker portal.",
    [reference],
  );
}

/**
 * A message in a deal's conversation with one funder (issue 34), to the other side: names the
 * writer's organization, the business and the reference, and links to the thread. The message
 * itself stays behind the sign-in (replying by mail is not offered).
 */
export interface ThreadNews {
  fromName: string;
  reference: string;
  businessName: string;
  link: string;
}

export const threadNewsMail = (to: string, news: ThreadNews) =>
  mail(
    to,
    `${news.fromName} wrote about ${news.businessName} (${news.reference})`,
    `${news.fromName} wrote a message about ${news.businessName}'s deal ${news.reference}. Read it and answer in the conversation.`,
    "Open the conversation",
    news.link,
    "You receive this because you take part in this deal's conversation on Dealbridge.",
    [news.reference],
  );

/**
 * The broker wrote to an outside funder (decision 068): it has no account, and its secure link is
 * in the broker's first mail only (the portal keeps no token), so this mail says where to answer.
 */
export interface LinkNews {
  /** What happened: the broker wrote in the thread, or accepted the funder's offer. */
  news: "message" | "accepted";
  brokerName: string;
  reference: string;
  businessName: string;
  /** The day the link stops working, as the mail writes it (27 Nov 2026). */
  expiresOn: string;
}

export const linkNewsMail = (to: string, news: LinkNews) => {
  const where = `from the secure link in the mail ${news.brokerName} sent you with the deal; it works until ${news.expiresOn}.`;
  return news.news === "accepted"
    ? notice(
        to,
        `${news.brokerName} accepted your offer for ${news.businessName} (${news.reference})`,
        `${news.brokerName} accepted your offer on ${news.businessName}'s deal ${news.reference} on Dealbridge. See the accepted terms and write to ${news.brokerName} ${where}`,
      )
    : notice(
        to,
        `${news.brokerName} wrote about ${news.businessName} (${news.reference})`,
        `${news.brokerName} wrote to you about ${news.businessName}'s deal ${news.reference} on Dealbridge. Read it and answer ${where}`,
      );
};

/** An accreditation about to expire (docs/decisions/040-training-gate.md): once per certificate. */
export interface TrainingExpiring {
  courseTitle: string;
  /** The date it expires, e.g. "26 December 2026". */
  expiresOn: string;
  link: string;
}

export const trainingExpiringMail = (to: string, t: TrainingExpiring) =>
  mail(
    to,
    `Your ${t.courseTitle} accreditation expires on ${t.expiresOn}`,
    `Your accreditation for ${t.courseTitle} expires on ${t.expiresOn}. After that, deals for its products cannot be submitted or sent to funders until you pass the course again.`,
    "Re-take the course",
    t.link,
    "You receive this because you hold this accreditation on Dealbridge.",
  );

export interface TrialEnding {
  organizationName: string;
  /** The date the trial ends, e.g. "26 December 2026". */
  endsOn: string;
  link: string;
}

export const trialEndingMail = (to: string, t: TrialEnding) =>
  mail(
    to,
    `${t.organizationName}'s free trial ends on ${t.endsOn}`,
    `${t.organizationName}'s free trial of Dealbridge ends on ${t.endsOn}. Choose a monthly or yearly plan before then to keep adding deals and sending them to funders. Without a plan everything stays visible, but nothing new can be added or changed.`,
    "Choose a plan",
    t.link,
    "You receive this because you own or manage billing for this organization on Dealbridge.",
  );

/**
 * A deal sent by secure link to a funder not on the portal (issue 39): names the broker's
 * organization and the deal's reference, says what the link holds, until when, and that a code
 * comes by mail on first open. No document and nothing else of the business travels in the mail.
 */
export interface FunderLinkMail {
  brokerName: string;
  reference: string;
  /** How many documents the broker shared (they stay behind the link). */
  documents: number;
  /** The day the link stops working, as the mail writes it (27 Nov 2026). */
  expiresOn: string;
  link: string;
}

export function funderLinkMail(to: string, m: FunderLinkMail): Mail {
  const holds =
    m.documents === 0
      ? "the deal's facts and how it fits your criteria"
      : `the deal's facts, ${m.documents === 1 ? "1 document" : `${m.documents} documents`} and how it fits your criteria`;
  return mail(
    to,
    `${m.brokerName} sent you deal ${m.reference}`,
    `${m.brokerName} sent you deal ${m.reference} through Dealbridge. The secure page holds ${holds}; from it you can ask a question, decline or send an offer, without an account. On first open from a browser we mail this address a code.`,
    "Open the deal",
    m.link,
    `The link works until ${m.expiresOn}, only for the addresses it was sent to. Do not forward it: anyone else would need the code mailed to you.`,
    [m.reference],
  );
}

/** The one-time code that proves a browser holds an address a secure link was sent to. */
export const linkCodeMail = (
  to: string,
  m: { brokerName: string; code: string; validMinutes: number },
): Mail =>
  notice(
    to,
    `Your code for the deal ${m.brokerName} sent: ${m.code}`,
    `Your code to open the deal ${m.brokerName} sent you on Dealbridge is ${m.code}. It works for ${m.validMinutes} minutes. If you did not ask for it, ignore this message: nobody can open the deal without it.`,
  );
