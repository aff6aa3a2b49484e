// The Arabic strings and font: one chunk, fetched only when Arabic is chosen (lib/i18n/index.ts,
// docs/decisions/045-arabic-right-to-left.md). The same shape as the English resources (en.ts
// plus every bundle a page adds); ar.test.ts fails when a key is in one language only.
import "@fontsource/noto-sans-arabic/arabic-400.css";
import "@fontsource/noto-sans-arabic/arabic-500.css";
import "@fontsource/noto-sans-arabic/arabic-600.css";
import "./arabic.css";
import i18next from "i18next";
import { formatPlain } from "@/lib/format";
import { accountSecurityAr, companyAr, imagesAr } from "./account";
import { analyticsAr, analyticsSettingAr } from "./analytics";
import { billingAr } from "./billing";
import { chartsAr } from "./charts";
import { dashboardAr } from "./dashboard";
import { advancesAr, documentsAr, matchingAr, trainingAr } from "./deal-parts";
import { dealEventsAr } from "./deal-events";
import { dealsAr } from "./deals";
import { directoryAr } from "./directory";
import { fieldMessagesAr } from "./field-messages";
import { funderCheckAr } from "./funder-check";
import { funderContactsAr } from "./funder-contacts";
import { funderLinksAr } from "./funder-links";
import { funderTeamAr } from "./funder-team";
import { funnelAr } from "./funnel";
import { inboxAr } from "./inbox";
import { offerTermsAr } from "./offer-terms";
import { investmentsAr } from "./investments";
import { leadsAr } from "./leads";
import { learnAr } from "./learn";
import { lendersAr } from "./lenders";
import { messagesAr } from "./messages";
import { newsAr } from "./news";
import { notificationsAr } from "./notifications";
import { operatorsAr } from "./operators";
import { pickersAr } from "./pickers";
import { reasonsAr } from "./reasons";
import { statementsAr } from "./statements";
import { submissionsAr } from "./submissions";
import { teamAr } from "./team";
import { threadsAr } from "./threads";
import { uiAr } from "./ui";
import { walletAr } from "./wallet";

type Strings = { [key: string]: string | Strings };

/**
 * Every interpolated value (an amount, a date, an email, a reference, a name) as a bidi isolate
 * (U+2068 … U+2069): a left-to-right value keeps its order inside Arabic text and does not pull
 * the punctuation around it to the wrong side.
 */
function isolate(strings: Strings): Strings {
  return Object.fromEntries(
    Object.entries(strings).map(([key, value]) => [
      key,
      typeof value === "string"
        ? value.replace(/\{\{\s*(\w+)\s*\}\}/g, "\u2068{{$1, digits}}\u2069")
        : isolate(value),
    ]),
  );
}

/**
 * A number given to an Arabic string (a count, a rank, a day) is written in the person's country's
 * digits, as formatNumber writes amounts (Arabic-Indic in Saudi Arabia, Latin in the UK); text
 * (a reference, a name) is left as it is. Decision 070.
 */
i18next.services.formatter?.add("digits", (value: unknown, language: string | undefined) =>
  // Anything else goes back as given (a missing value stays undefined for i18next to handle).
  typeof value === "number" ? formatPlain(value, language ?? "ar") : (value as string),
);

/** What the Arabic strings hold before isolating (ar.test.ts compares it with the English). */
export const arSource = {
  messages: { ...messagesAr, ...fieldMessagesAr },
  ui: {
    ...uiAr,
    ...accountSecurityAr,
    company: companyAr,
    images: imagesAr,
    deals: dealsAr,
    submissions: submissionsAr,
    dashboard: dashboardAr,
    documents: documentsAr,
    matching: matchingAr,
    advances: advancesAr,
    training: trainingAr,
    learn: learnAr,
    wallet: walletAr,
    team: teamAr,
    news: newsAr,
    notifications: notificationsAr,
    threads: threadsAr,
    billing: billingAr,
    operators: operatorsAr,
    analytics: analyticsAr,
    analyticsSetting: analyticsSettingAr,
    lenders: lendersAr,
    investments: investmentsAr,
    directory: directoryAr,
    funderCheck: funderCheckAr,
    leads: leadsAr,
    pickers: pickersAr,
    charts: chartsAr,
    inbox: inboxAr,
    funderTeam: funderTeamAr,
    offerTerms: offerTermsAr,
    funnel: funnelAr,
    funderContacts: funderContactsAr,
    funderLinks: funderLinksAr,
    reasons: reasonsAr,
    dealEvents: dealEventsAr,
    statements: statementsAr,
  },
};

export const ar = isolate(arSource);
