// Arabic for features/investments/i18n.ts (a funder's portfolio, a broker's funded clients).
// Drafts until reviewed (reviewed.ts); words follow docs/i18n-arabic.md.
import { productsAr } from "./labels";
import { counted } from "./plural";

export const investmentsAr = {
  page: "الاستثمارات",
  introFunder:
    "محفظتك الاستثمارية: الصفقات التي موّلتها، وما ضخّته من أموال، ومتى تنتهي مددها (التجديدات).",
  introBroker:
    "صفقات عملائك المموَّلة ومواعيد تجديدها: قد يحتاج العميل الذي تقترب مدته من نهايتها إلى تمويل جديد.",
  deployedFunder: "المبلغ المموَّل",
  deployedBroker: "المموَّل لعملائك",
  ...counted("dealCount", {
    one: "صفقة واحدة",
    two: "صفقتان",
    few: "صفقات",
    many: "صفقة",
    other: "صفقة",
  }),
  byProduct: "حسب المنتج",
  byMonth: "التمويل حسب الشهر (آخر 12 شهرًا)",
  noMonths: "لم يُموَّل شيء في آخر 12 شهرًا.",
  renewals: "التجديدات المستحقة خلال الأيام الـ {{days}} القادمة",
  noRenewals: "لا يحلّ موعد أي تجديد خلال الأيام الـ {{days}} القادمة.",
  renewalRule: "تاريخ التجديد هو تاريخ التمويل مضافًا إليه مدة العرض المقبول (أو المدة المطلوبة).",
  deals: "الصفقات المموَّلة",
  emptyFunder:
    "لم تُموَّل بعد أي صفقة أُرسلت إليك. بمجرد أن تحدد عرضًا مقبولًا كمموَّل، يظهر هنا مع تاريخ تجديده.",
  openInbox: "افتح الوارد",
  openDeals: "افتح صفقاتك",
  emptyBroker: "لم تُموَّل بعد أي صفقة من صفقات عملائك. تظهر الصفقات المموَّلة هنا مع مواعيد تجديدها.",
  columns: {
    client: "العميل",
    deal: "الصفقة",
    product: "المنتج",
    amount: "المبلغ",
    funded: "تاريخ التمويل",
    term: "المدة",
    renewal: "التجديد",
    funder: "الممول",
    broker: "الوسيط",
    schedule: "السداد",
  },
  schedule: {
    show: "الجدول",
    title: "جدول السداد: {{client}}، {{reference}}",
    none: "لا يوجد عرض مقبول",
    frequency: "الدفع",
    frequencies: { daily: "كل يوم عمل", weekly: "أسبوعيًا", monthly: "شهريًا" },
    payment: "قيمة الدفعة",
    made: "الدفعات المسددة",
    madeOf: "{{made}} من {{total}}",
    repaid: "المسدد حتى الآن",
    total: "إجمالي المبلغ المستحق السداد",
    first: "الدفعة الأولى",
    last: "الدفعة الأخيرة",
    rule: "تقدير من العرض المقبول: الدفعة الأولى بعد فترة دفع واحدة من التمويل.",
  },
  months: "{{count}} شهرًا",
  noTerm: "لم تُحدَّد مدة",
  unknownFunder: "غير مسجَّل",
  previous: "السابق",
  next: "التالي",
  pageOf: "الصفحة {{page}} من {{pages}}",
  products: productsAr,
};
