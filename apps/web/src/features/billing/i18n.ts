import { i18next } from "@/lib/i18n";

// Billing's strings, loaded with the Billing page and the shell's billing banner rather than with
// the log-in page (docs/decisions/005-log-in-page-budget.md). Under `ui.billing`.
export const billingEn = {
  off: "Billing is not set up on this portal: nobody is charged and nothing here needs doing.",
  notBilled: "Your organization is not billed: billing is for brokerages only.",
  managedBy: "Only owners and admins choose or change the plan.",
  testMode: {
    label: "Test mode",
    note: "Billing runs on a test payment provider: no card is charged and no money moves.",
  },
  state: {
    trial_one: "Your organization is on its free trial: {{count}} day left (ends on {{date}}).",
    trial_other: "Your organization is on its free trial: {{count}} days left (ends on {{date}}).",
    active: "Your organization has a plan.",
    past_due:
      "Your organization's last payment did not go through; the payment provider is trying again.",
    read_only:
      "Your organization's free trial or plan has ended. Everything stays visible; nothing can be added or changed until an owner or admin chooses a plan.",
  },
  trial: {
    title: "Free trial",
    daysLeft_one: "{{count}} day left of your free trial",
    daysLeft_other: "{{count}} days left of your free trial",
    endsOn: "Ends on {{date}}. Choose a plan before then to keep adding and changing things.",
  },
  choose: {
    title: "Choose a plan",
    intro_one:
      "You pay per seat: one for each active member. Your organization has {{count}} active member.",
    intro_other:
      "You pay per seat: one for each active member. Your organization has {{count}} active members.",
    month: "Monthly",
    year: "Yearly",
    perSeat: { month: "{{price}} per seat a month", year: "{{price}} per seat a year" },
    total: { month: "Today: {{total}} a month", year: "Today: {{total}} a year" },
    button: { month: "Choose monthly", year: "Choose yearly" },
    secure: "You enter the card on the payment provider's page; the portal never sees it.",
    cancelled: "No plan was chosen. Choose one whenever you are ready.",
  },
  plan: {
    title: "Plan",
    interval: { month: "Monthly", year: "Yearly" },
    seats_one: "{{count}} seat × {{price}} per seat",
    seats_other: "{{count}} seats × {{price}} per seat",
    statusLabel: "Status",
    status: {
      active: "Active",
      trialing: "Active",
      past_due: "Payment overdue",
      canceled: "Ended",
      incomplete: "Awaiting payment",
      incomplete_expired: "Payment not completed",
      unpaid: "Unpaid",
      paused: "Paused",
    },
    renewsOn: "Renews on {{date}}",
    endsOn: "Ends on {{date}}",
    endedOn: "Ended on {{date}}",
    manage: "Manage billing",
    manageHint: "Switch between monthly and yearly, change the card or the address, or cancel.",
  },
  card: {
    title: "Payment method",
    number: "{{brand}} •••• {{last4}}",
    expires: "Expires {{date}}",
    none: "No card on file.",
  },
  address: { title: "Billing address", none: "No billing address yet." },
  next: {
    title: "Next invoice",
    on: "{{amount}} on {{date}}",
    none: "No invoice is due.",
  },
  invoices: {
    title: "Invoices",
    none: "No invoices yet.",
    columns: {
      date: "Date",
      number: "Number",
      amount: "Amount",
      status: "Status",
      link: "Invoice",
    },
    status: {
      paid: "Paid",
      open: "Open",
      draft: "Draft",
      void: "Void",
      uncollectible: "Uncollectible",
    },
    open: "View",
    view: "View invoice {{number}}",
    noNumber: "—",
  },
  brands: {
    visa: "Visa",
    mastercard: "Mastercard",
    amex: "American Express",
    discover: "Discover",
    diners: "Diners Club",
    jcb: "JCB",
    unionpay: "UnionPay",
  },
  redirecting: "Opening the payment provider…",
  banner: {
    trial_one: "{{count}} day left of your free trial —",
    trial_other: "{{count}} days left of your free trial —",
    choose: "Choose a plan",
    readOnly:
      "Your organization's free trial or plan has ended. Everything stays visible; nothing can be added or changed until an owner or admin chooses a plan.",
    link: "Go to Billing",
  },
};

i18next.addResourceBundle("en", "translation", { ui: { billing: billingEn } }, true, false);
