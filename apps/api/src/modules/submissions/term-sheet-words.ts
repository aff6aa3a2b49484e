import type { Language } from "@portal/contract/user/user-options";
import type { PaymentFrequency } from "@portal/contract/submissions/offer-terms";

/**
 * The words of the term sheet PDF, in the broker's language. The PDF is written on the server
 * (issue 35: "generated on the server ... in the broker's language"), so its words live here and
 * not in the web's catalogue; they follow the comparison's words (web `ui.submissions.offer`).
 * Arabic sentences avoid parentheses: the PDF's simple bidi does not mirror them.
 */
export interface TermSheetWords {
  title: string;
  funder: string;
  broker: string;
  business: string;
  reference: string;
  offeredOn: string;
  theOffer: string;
  amount: string;
  rate: string;
  factor: string;
  term: string;
  months: (count: number) => string;
  frequency: string;
  frequencies: Record<PaymentFrequency, string>;
  payments: string;
  payment: string;
  noSchedule: string;
  fees: string;
  total: string;
  apr: string;
  noApr: { no_schedule: string; fees_exceed_amount: string };
  funding: string;
  fundingDays: (count: number) => string;
  notStated: string;
  conditions: string;
  noConditions: string;
  expiry: string;
  expiresOn: string;
  expiredOn: string;
  noExpiry: string;
  accepted: string;
  aprNote: string;
  madeOn: string;
}

const english: TermSheetWords = {
  title: "Term sheet",
  funder: "Funder",
  broker: "Broker",
  business: "Business",
  reference: "Reference",
  offeredOn: "Terms of",
  theOffer: "The offer",
  amount: "Amount",
  rate: "Yearly interest rate",
  factor: "Factor",
  term: "Term",
  months: (n) => (n === 1 ? "1 month" : `${n} months`),
  frequency: "Payments",
  frequencies: { daily: "Daily (each working day)", weekly: "Weekly", monthly: "Monthly" },
  payments: "Number of payments",
  payment: "Each payment",
  noSchedule: "None: the term is shorter than one payment",
  fees: "Fees, paid out of the advance",
  total: "Total repayable",
  apr: "Estimated APR",
  noApr: {
    no_schedule: "Not shown: the term is shorter than one payment",
    fees_exceed_amount: "Not shown: the fees take the whole amount",
  },
  funding: "Money sent within",
  fundingDays: (n) => (n === 1 ? "1 working day of acceptance" : `${n} working days of acceptance`),
  notStated: "Not stated",
  conditions: "Conditions",
  noConditions: "None",
  expiry: "Expiry",
  expiresOn: "The offer may be accepted until the end of",
  expiredOn: "The offer expired at the end of",
  noExpiry: "The offer has no expiry date.",
  accepted: "The broker accepted this offer.",
  aprNote:
    "Payments are equal over the term (a rate is split across the payments of a year; a factor repays the amount times the factor). Total repayable is every payment plus the fees. The APR is an estimate: the yearly rate, compounded at the payment frequency, at which the payments repay what the business receives on the day of funding (the amount less the fees). Real schedules can start later or skip holidays, so the funder's agreement is what counts.",
  madeOn: "Made with Dealbridge on",
};

/** Arabic plural forms (zero, one, two, few, many, other), as the web's `six()`. */
function six(forms: [string, string, string, string, string, string]) {
  const rules = new Intl.PluralRules("ar");
  const at = { zero: 0, one: 1, two: 2, few: 3, many: 4, other: 5 } as const;
  return (n: number) => forms[at[rules.select(n) as keyof typeof at]]!.replace("#", String(n));
}

const arabic: TermSheetWords = {
  title: "ورقة الشروط",
  funder: "الممول",
  broker: "الوسيط",
  business: "النشاط التجاري",
  reference: "المرجع",
  offeredOn: "تاريخ الشروط",
  theOffer: "العرض",
  amount: "المبلغ",
  rate: "السعر السنوي",
  factor: "المعامل",
  term: "المدة",
  months: six(["0 أشهر", "شهر واحد", "شهران", "# أشهر", "# شهرًا", "# شهر"]),
  frequency: "الدفعات",
  frequencies: { daily: "يومية، كل يوم عمل", weekly: "أسبوعية", monthly: "شهرية" },
  payments: "عدد الدفعات",
  payment: "الدفعة",
  noSchedule: "لا دفعات: المدة أقصر من دفعة واحدة",
  fees: "الرسوم، تُخصم من المبلغ",
  total: "إجمالي المبلغ المستحق السداد",
  apr: "معدل النسبة السنوي التقديري",
  noApr: {
    no_schedule: "غير معروض: المدة أقصر من دفعة واحدة",
    fees_exceed_amount: "غير معروض: الرسوم تستغرق المبلغ كله",
  },
  funding: "وصول الأموال خلال",
  fundingDays: six([
    "0 أيام عمل من القبول",
    "يوم عمل واحد من القبول",
    "يومي عمل من القبول",
    "# أيام عمل من القبول",
    "# يوم عمل من القبول",
    "# يوم عمل من القبول",
  ]),
  notStated: "غير محدد",
  conditions: "الشروط",
  noConditions: "لا توجد",
  expiry: "انتهاء العرض",
  expiresOn: "يمكن قبول العرض حتى نهاية يوم",
  expiredOn: "انتهت صلاحية العرض بنهاية يوم",
  noExpiry: "لا تاريخ لانتهاء العرض.",
  accepted: "قبل الوسيط هذا العرض.",
  aprNote:
    "الدفعات متساوية على مدى المدة، يُقسَّم السعر على دفعات السنة، والمعامل يعني سداد المبلغ مضروبًا في المعامل. إجمالي المبلغ المستحق هو مجموع الدفعات مضافًا إليه الرسوم. معدل النسبة السنوي تقديري: هو السعر السنوي، مركّبًا بتكرار الدفعات، الذي تسدد به الدفعات ما يتسلمه النشاط التجاري يوم التمويل، أي المبلغ ناقص الرسوم. قد تبدأ الجداول الفعلية لاحقًا أو تتخطى العطل، لذا فالمرجع هو اتفاقية الممول.",
  madeOn: "أُعدّت عبر Dealbridge في",
};

export const termSheetWords: Record<Language, TermSheetWords> = { en: english, ar: arabic };
