// Arabic for features/matching/funder-check-i18n.ts (checking a deal against one funder, on its
// Lenders page). Drafts until reviewed (reviewed.ts); words follow docs/i18n-arabic.md.
export const funderCheckAr = {
  title: "التحقق من مناسبة صفقة لهذا الممول",
  intro: "كل برنامج تمويل منشور لهذا الممول مقيَّم مقابل الصفقة، معيارًا معيارًا، كما تفعل المطابقة.",
  deal: "الصفقة",
  choose: "اختر إحدى صفقاتك المفتوحة",
  noDeals: "ليست لديك صفقة مفتوحة للتحقق منها. أنشئ صفقة، ثم عُد إلى هنا للتحقق منها.",
  fits: "الصفقة {{reference}} تناسب {{count}} من برامج التمويل لهذا الممول.",
  fitsNone: "الصفقة {{reference}} لا تناسب أيًّا من برامج التمويل لهذا الممول. الأسباب أدناه.",
  fit: "مناسب",
  noFit: "غير مناسب",
  open: "افتح الصفقة لإرسالها",
};
