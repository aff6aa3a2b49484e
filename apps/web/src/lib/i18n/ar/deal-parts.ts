// Arabic for features/documents/i18n.ts, features/matching/i18n.ts, lib/i18n/advances.ts and
// lib/i18n/training.ts. Drafts until reviewed (reviewed.ts).
import { documentTypesAr, productsAr } from "./labels";
import { plural, six } from "./plural";

export const documentsAr = {
  title: "المستندات",
  table: "الملفات المرفوعة",
  vault: "تُحفظ المستندات مع المقترض وتظهر في كل صفقة من صفقاته.",
  type: "نوع المستند",
  expiresOn: "تاريخ انتهاء الصلاحية (اختياري)",
  drop: "أفلت الملفات هنا أو اختر ملفات",
  dropHint:
    "ملفات PDF أو صور أو Word أو Excel. ينطبق النوع وتاريخ الانتهاء أعلاه على الملفات التي تضيفها بعد ذلك.",
  uploading: "جارٍ رفع {{name}}",
  uploaded: "تم رفع {{name}}",
  dismiss: "إغلاق",
  empty: "لا توجد مستندات بعد. أضف هنا كشوف الحساب البنكية للمقترض وإثبات هويته وغيرها.",
  download: "تنزيل {{name}}",
  delete: "حذف",
  confirmDelete: "حذف {{name}}؟",
  cancel: "إلغاء",
  deleted: "تم حذف {{name}}",
  columns: {
    file: "الملف",
    type: "النوع",
    size: "الحجم",
    expiry: "الصلاحية",
    uploaded: "تاريخ الرفع",
  },
  types: documentTypesAr,
  checklist: {
    title: "ما يطلبه الممولون",
    progress: "{{done}} من {{total}}",
    done: "(مرفوع)",
    missing: "(ناقص)",
  },
  expiry: {
    unknown: "الصلاحية غير معروفة",
    valid: "سارٍ",
    expiring: "يوشك على الانتهاء",
    expired: "منتهي الصلاحية",
  },
  expiresOnDate: "حتى {{date}}",
};

export const matchingAr = {
  title: "الممولون",
  intro: "كل برنامج تمويل منشور مقيَّم مقابل هذه الصفقة، معيارًا معيارًا.",
  fits: "مناسب ({{count}})",
  excluded: "غير مناسب ({{count}})",
  none: "لا يوجد برنامج تمويل منشور يناسب هذه الصفقة بعد.",
  noListings: "لم ينشر أي ممول برنامج تمويل يمكنه قبول هذه الصفقة.",
  changes: "ما الذي قد يغيّر ذلك",
  fit: "نسبة المطابقة {{percent}}",
  response: "يَعِد بالرد خلال {{time}}",
  measured: "يرد خلال {{time}} (القيمة الوسطى)",
  commission: "عمولة {{percent}}",
  updated: "حُدّثت المعايير في {{date}}",
  new: "جديد",
  newHint: "مناسب منذ آخر اطلاع لك",
  outside: "ممول من خارج البوابة",
  results: { pass: "مستوفى", warn: "قريب", fail: "غير مستوفى", unknown: "غير معروف" },
  basket: {
    title: "الممولون المناسبون لكل صفقات السلة",
    intro: "برامج التمويل المنشورة التي تناسب كل صفقة من هذه الصفقات. حدّد الممولين لإرسالها إليهم.",
    none: "لا يوجد برنامج تمويل منشور يناسب كل صفقات السلة. أرسل الصفقات واحدة تلو الأخرى من صفحاتها.",
  },
};

export const advancesAr = {
  title: "السلف القائمة",
  none: "لا يوجد",
  unknown: "غير مذكورة",
  totalOnly: "{{total}} متبقٍ (غير مفصّل سلفةً سلفة)",
  ...plural(
    "summary",
    six(
      "{{count}} سلفة، {{total}} متبقٍ",
      "سلفة واحدة، {{total}} متبقٍ",
      "سلفتان، {{total}} متبقٍ",
      "{{count}} سلف، {{total}} متبقٍ",
      "{{count}} سلفة، {{total}} متبقٍ",
      "{{count}} سلفة، {{total}} متبقٍ",
    ),
  ),
  item: "السلفة {{n}}",
  line: "{{funder}} · {{balance}} مستحق",
  payment: "{{payment}} {{frequency}}",
  frequencies: { daily: "يوميًا", weekly: "أسبوعيًا", monthly: "شهريًا" },
};

export const trainingAr = {
  needs: "يتطلب {{product}} اجتياز الدورة",
  open: "بدء الدورة",
  products: productsAr,
};
