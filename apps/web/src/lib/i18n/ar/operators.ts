// Arabic for features/operators/i18n.ts (approving funders). Drafts until reviewed (reviewed.ts);
// words follow docs/i18n-arabic.md.
export const operatorsAr = {
  intro:
    "الممولون الذين سجّلوا. اعتمد الممول بعد التحقق منه: يمكن عندئذٍ نشر برامج التمويل الخاصة به ومطابقتها مع الصفقات.",
  empty: "لم يسجّل أي ممول بعد.",
  columns: { name: "الممول", joined: "تاريخ التسجيل", status: "الحالة", action: "الاعتماد" },
  waiting: "بانتظار الاعتماد",
  approvedOn: "اعتُمد في {{date}}",
  approve: "اعتماد {{name}}",
  approved: "تم اعتماد {{name}}.",
};
