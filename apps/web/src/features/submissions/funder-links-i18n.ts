import { i18next } from "@/lib/i18n";
import "@/lib/i18n/field-messages";

// Secure links (issue 39, docs/decisions/068-outside-funders.md): the outside funder's page the
// mail links to, and the broker's view of each link. Loaded with the pages that show them.
export const funderLinksEn = {
  page: {
    title: "A deal from {{broker}}",
    notFound: {
      title: "This link does not open",
      body: "Check that you copied the whole link from the email, or ask the broker who sent it for a new one.",
    },
  },
  code: {
    intro:
      "{{broker}} sent you a deal to review. To open it, confirm your email address: we email you a 6-digit code.",
    sentTo: "This link was sent to",
    email: "Your email address",
    emailHint: "The full address the link was sent to.",
    send: "Email me a code",
    sent: "If {{email}} is one of the addresses this link was sent to, a code is on its way. It works for 15 minutes.",
    code: "6-digit code",
    codeHint: "From the email we just sent.",
    open: "Open the deal",
    again: "Send a new code",
    otherAddress: "Use another address",
    wait_one: "Too many tries. Wait {{count}} minute and try again.",
    wait_other: "Too many tries. Wait {{count}} minutes and try again.",
  },
  ended: {
    titles: {
      revoked: "This link was stopped",
      expired: "This link has expired",
      withdrawn: "This deal was withdrawn",
    },
    bodies: {
      revoked: "{{broker}} stopped this link: nothing of the deal is shown here any more.",
      expired: "Secure links last a limited time: nothing of the deal is shown here any more.",
      withdrawn: "{{broker}} withdrew this deal: it is no longer open for answers.",
    },
    ask: "To see it again, ask {{name}} at {{broker}} for a new link:",
  },
  open: {
    from: "Sent to you by {{broker}}. You are signed in to this deal as {{email}}; the link works until {{date}}.",
    facts: "The deal",
    fit: "Fit with the criteria {{broker}} keeps for you",
    noAccount:
      "No account needed: ask, decline or make an offer here, and {{broker}} sees it at once.",
  },
  account: {
    title: "Create an account to keep these deals",
    body: "Keep this deal and the next ones in an inbox of your own, with your team and your lending criteria. The portal's team approves new funders before their first sign-in.",
    email: "Your account's address: {{email}}",
    name: "Your name",
    password: "Password",
    passwordHint: "At least {{min}} characters.",
    create: "Create my account",
    requested:
      "Your account is waiting for the portal's approval. Once approved, sign in with {{email}} and your password: this deal and the others sent to you will be in your inbox.",
    signIn: "Go to sign in",
  },
  broker: {
    title: "Secure link",
    outside: "Outside funder",
    sentTo: "Sent by secure link to {{emails}} · expires {{date}}",
    endedOn: {
      revoked: "Link stopped on {{date}} (it was sent to {{emails}})",
      expired: "Link expired on {{date}} (it was sent to {{emails}})",
      withdrawn: "Deal withdrawn: the link no longer opens (it was sent to {{emails}})",
    },
    notOpened: "Not opened yet",
    opened_one: "Opened once",
    opened_other: "Opened {{count}} times",
    openedTwice: "Opened twice",
    downloaded: "downloaded {{documents}}",
    documentOn: "{{document}} on {{date}}",
    nothingDownloaded: "nothing downloaded yet",
    showEvents: "What happened ({{count}})",
    events: {
      sent: "Link sent to {{email}}",
      code_sent: "Code sent to {{email}}",
      code_failed: "A wrong code was typed for {{email}}",
      opened: "Opened by {{email}}",
      downloaded: "{{email}} downloaded {{document}}",
      revoked: "Link stopped",
      renewed: "New link sent",
    },
    someone: "an address the link was not sent to",
    revoke: "Stop the link",
    renew: "Send a new link",
    confirmRevoke: {
      title: "Stop the secure link?",
      body: "The link mailed to {{emails}} stops opening at once: the funder sees that it ended and whom to ask. You can send a new link afterwards.",
      confirm: "Stop the link",
      cancel: "Keep it",
    },
    confirmRenew: {
      title: "Send a new link?",
      body: "A new link is mailed to {{emails}}; the one sent before stops opening.",
      confirm: "Send a new link",
      cancel: "Cancel",
    },
    revoked: "The link was stopped.",
    renewed: "A new link was sent to {{emails}}.",
  },
};

i18next.addResourceBundle("en", "translation", { ui: { funderLinks: funderLinksEn } }, true, false);
