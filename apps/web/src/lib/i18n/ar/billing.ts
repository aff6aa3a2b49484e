// Arabic for features/billing/i18n.ts (the Billing page and the shell's billing banner). Drafts
// until reviewed (reviewed.ts); words follow docs/i18n-arabic.md.
import { plural, six } from "./plural";

const readOnly =
  "انتهت الفترة التجريبية المجانية لمؤسستك أو انتهت خطتها. يبقى كل شيء ظاهرًا، لكن لا يمكن إضافة أو تغيير أي شيء حتى يختار المالك أو أحد المسؤولين خطة.";

/** "N days left of your free trial", the six forms, with what follows. */
const daysLeft = (after: string) =>
  six(
    `لم يتبقَّ أي يوم من فترتك التجريبية المجانية${after}`,
    `يتبقى يوم واحد من فترتك التجريبية المجانية${after}`,
    `يتبقى يومان من فترتك التجريبية المجانية${after}`,
    `تتبقى {{count}} أيام من فترتك التجريبية المجانية${after}`,
    `يتبقى {{count}} يومًا من فترتك التجريبية المجانية${after}`,
    `يتبقى {{count}} يوم من فترتك التجريبية المجانية${after}`,
  );

export const billingAr = {
  off: "الفوترة غير مفعّلة على هذه البوابة: لا يُحاسَب أحد، ولا يلزم أي إجراء هنا.",
  notBilled: "مؤسستك لا تُفوتَر: الفوترة لمؤسسات الوساطة فقط.",
  managedBy: "لا يختار الخطة أو يغيّرها إلا المالكون والمسؤولون.",
  testMode: {
    label: "وضع الاختبار",
    note: "تعمل الفوترة على مزوّد دفع تجريبي: لا تُخصم أي مبالغ من البطاقات ولا تنتقل أي أموال.",
  },
  state: {
    ...plural(
      "trial",
      six(
        "مؤسستك في فترتها التجريبية المجانية: لم يتبقَّ أي يوم (تنتهي في {{date}}).",
        "مؤسستك في فترتها التجريبية المجانية: يتبقى يوم واحد (تنتهي في {{date}}).",
        "مؤسستك في فترتها التجريبية المجانية: يتبقى يومان (تنتهي في {{date}}).",
        "مؤسستك في فترتها التجريبية المجانية: تتبقى {{count}} أيام (تنتهي في {{date}}).",
        "مؤسستك في فترتها التجريبية المجانية: يتبقى {{count}} يومًا (تنتهي في {{date}}).",
        "مؤسستك في فترتها التجريبية المجانية: يتبقى {{count}} يوم (تنتهي في {{date}}).",
      ),
    ),
    active: "لدى مؤسستك خطة.",
    past_due: "لم تتم آخر دفعة لمؤسستك؛ ويعيد مزوّد الدفع المحاولة.",
    read_only: readOnly,
  },
  trial: {
    title: "الفترة التجريبية المجانية",
    ...plural("daysLeft", daysLeft("")),
    endsOn: "تنتهي في {{date}}. اختر خطة قبل ذلك لتواصل الإضافة والتغيير.",
  },
  choose: {
    title: "اختيار خطة",
    ...plural(
      "intro",
      six(
        "تدفع لكل مقعد: مقعد لكل عضو نشط. لدى مؤسستك {{count}} عضو نشط.",
        "تدفع لكل مقعد: مقعد لكل عضو نشط. لدى مؤسستك عضو نشط واحد.",
        "تدفع لكل مقعد: مقعد لكل عضو نشط. لدى مؤسستك عضوان نشطان.",
        "تدفع لكل مقعد: مقعد لكل عضو نشط. لدى مؤسستك {{count}} أعضاء نشطين.",
        "تدفع لكل مقعد: مقعد لكل عضو نشط. لدى مؤسستك {{count}} عضوًا نشطًا.",
        "تدفع لكل مقعد: مقعد لكل عضو نشط. لدى مؤسستك {{count}} عضو نشط.",
      ),
    ),
    month: "الخطة الشهرية",
    year: "الخطة السنوية",
    perSeat: { month: "{{price}} للمقعد شهريًا", year: "{{price}} للمقعد سنويًا" },
    total: { month: "اليوم: {{total}} شهريًا", year: "اليوم: {{total}} سنويًا" },
    button: { month: "اختيار الخطة الشهرية", year: "اختيار الخطة السنوية" },
    secure: "تُدخل بيانات البطاقة على صفحة مزوّد الدفع؛ ولا تطّلع عليها البوابة أبدًا.",
    cancelled: "لم تُختر أي خطة. اختر خطة متى كنت مستعدًا.",
  },
  plan: {
    title: "الخطة",
    interval: { month: "شهرية", year: "سنوية" },
    ...plural(
      "seats",
      six(
        "{{count}} مقعد × {{price}} للمقعد",
        "مقعد واحد × {{price}} للمقعد",
        "مقعدان × {{price}} للمقعد",
        "{{count}} مقاعد × {{price}} للمقعد",
        "{{count}} مقعدًا × {{price}} للمقعد",
        "{{count}} مقعد × {{price}} للمقعد",
      ),
    ),
    statusLabel: "الحالة",
    status: {
      active: "نشطة",
      trialing: "نشطة",
      past_due: "الدفع متأخر",
      canceled: "منتهية",
      incomplete: "بانتظار الدفع",
      incomplete_expired: "لم يكتمل الدفع",
      unpaid: "غير مدفوعة",
      paused: "متوقفة مؤقتًا",
    },
    renewsOn: "تتجدد في {{date}}",
    endsOn: "تنتهي في {{date}}",
    endedOn: "انتهت في {{date}}",
    manage: "إدارة الفوترة",
    manageHint: "بدّل بين الخطة الشهرية والسنوية، أو غيّر البطاقة أو العنوان، أو ألغِ الخطة.",
  },
  card: {
    title: "وسيلة الدفع",
    number: "{{brand}} •••• {{last4}}",
    expires: "تنتهي صلاحيتها في {{date}}",
    none: "لا توجد بطاقة محفوظة.",
  },
  address: { title: "عنوان الفوترة", none: "لا يوجد عنوان فوترة بعد." },
  next: {
    title: "الفاتورة القادمة",
    on: "{{amount}} في {{date}}",
    none: "لا توجد فاتورة مستحقة.",
  },
  invoices: {
    title: "الفواتير",
    none: "لا توجد فواتير بعد.",
    columns: {
      date: "التاريخ",
      number: "الرقم",
      amount: "المبلغ",
      status: "الحالة",
      link: "الفاتورة",
    },
    status: {
      paid: "مدفوعة",
      open: "مفتوحة",
      draft: "مسودة",
      void: "ملغاة",
      uncollectible: "غير قابلة للتحصيل",
    },
    open: "عرض",
    view: "عرض الفاتورة {{number}}",
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
  redirecting: "جارٍ فتح صفحة مزوّد الدفع…",
  banner: {
    ...plural("trial", daysLeft(" —")),
    choose: "اختر خطة",
    readOnly,
    link: "الانتقال إلى الفوترة",
  },
};
