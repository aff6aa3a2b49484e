import { i18next } from "@/lib/i18n";
import { productLabels } from "@/lib/i18n/products";

// The Investments page's strings, loaded with it (docs/decisions/005-log-in-page-budget.md).
// Under `ui.investments`.
export const investmentsEn = {
  page: "Investments",
  introFunder:
    "Your portfolio: the deals you funded, what they deployed, and when their terms end (renewals).",
  introBroker:
    "Your clients' funded deals and their renewal dates: a client nearing the end of a term may want new funding.",
  deployedFunder: "Amount deployed",
  deployedBroker: "Funded for your clients",
  dealCount_one: "{{count}} deal",
  dealCount_other: "{{count}} deals",
  byProduct: "By product",
  byMonth: "Funded by month (last 12 months)",
  noMonths: "Nothing was funded in the last 12 months.",
  renewals: "Renewals due in the next {{days}} days",
  noRenewals: "No renewal falls in the next {{days}} days.",
  renewalRule:
    "A renewal date is the funding date plus the term of the offer accepted (or the term asked for).",
  deals: "Funded deals",
  emptyFunder:
    "No deal you were sent has been funded yet. Once you mark an accepted offer funded, it appears here with its renewal date.",
  openInbox: "Open your inbox",
  openDeals: "Open your deals",
  emptyBroker:
    "None of your clients' deals has been funded yet. Funded deals appear here with their renewal dates.",
  columns: {
    client: "Client",
    deal: "Deal",
    product: "Product",
    amount: "Amount",
    funded: "Funded",
    term: "Term",
    renewal: "Renewal",
    funder: "Funder",
    broker: "Broker",
    schedule: "Repayments",
  },
  schedule: {
    show: "Schedule",
    title: "Repayment schedule: {{client}}, {{reference}}",
    none: "No accepted offer",
    frequency: "Paid",
    frequencies: { daily: "Each working day", weekly: "Weekly", monthly: "Monthly" },
    payment: "Each payment",
    made: "Payments made",
    madeOf: "{{made}} of {{total}}",
    repaid: "Repaid so far",
    total: "Total repayable",
    first: "First payment",
    last: "Last payment",
    rule: "Estimated from the accepted offer: the first payment one period after funding.",
  },
  months: "{{count}} months",
  noTerm: "No term given",
  unknownFunder: "Not recorded",
  previous: "Previous",
  next: "Next",
  pageOf: "Page {{page}} of {{pages}}",
  products: productLabels,
};

i18next.addResourceBundle("en", "translation", { ui: { investments: investmentsEn } }, true, false);
