// Arabic for features/lenders/funnel-i18n.ts. Drafts until reviewed (reviewed.ts).
import { counted } from "./plural";

export const funnelAr = {
  title: "ما يجلبه هذا العرض",
  intro:
    "الصفقات التي عُرض فيها هذا العرض على الوسطاء على أنه مناسب، وما آلت إليه الصفقات التي أرسلوها إليك.",
  period: "الفترة",
  periods: {
    "1": "الشهر الماضي",
    "3": "آخر 3 أشهر",
    "6": "آخر 6 أشهر",
    "12": "آخر 12 شهرًا",
  },
  since: "منذ {{date}}",
  steps: {
    matched: "مطابقة",
    sent: "مرسلة إليك",
    offered: "قُدّم عرض",
    won: "مقبولة",
    funded: "ممولة",
  },
  stepsLabel: "الصفقات في كل مرحلة",
  shareOf: "{{share}} من {{step}}",
  median: "الوقت الوسيط حتى ردك الأول",
  noMedian: "لا توجد صفقات كافية للقياس بعد (يلزم 3 صفقات تم الرد عليها أو تنتظر منذ 48 ساعة).",
  failures: "المعايير التي أخفقت فيها الصفقات المرسلة أكثر من غيرها",
  failuresHint: "تخفيف أحد هذه المعايير يجعل عرضك يناسب عددًا أكبر من الصفقات التي يرسلها الوسطاء.",
  noFailures: "لم تُخفق أي صفقة مرسلة في هذه الفترة في أي معيار.",
  ...counted("deals", {
    one: "صفقة واحدة",
    two: "صفقتان",
    few: "صفقات",
    many: "صفقة",
    other: "صفقة",
  }),
  criteria: {
    amount: "المبلغ",
    term: "المدة",
    minDscrBp: "الحد الأدنى لنسبة تغطية خدمة الدين",
  },
};
