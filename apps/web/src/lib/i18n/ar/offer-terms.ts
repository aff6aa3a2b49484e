// Arabic for features/submissions/offer-terms-i18n.ts. Drafts until reviewed (reviewed.ts).
export const offerTermsAr = {
  conditions: "الشروط",
  conditionsHint: "اختياري. ما يجب تحققه قبل صرف الأموال؛ تُدرج في ورقة الشروط.",
  expiresOn: "تاريخ انتهاء العرض",
  expiresOnHint: "اختياري. آخر يوم يمكن فيه للوسيط قبول هذه الشروط.",
  expires: "ينتهي في {{date}}",
  expired: "منتهي الصلاحية",
  expiredExplains: "انتهت صلاحية هذا العرض في {{date}}: اطلب من الممول تعديله قبل القبول.",
  termSheet: "ورقة الشروط (PDF)",
  termSheetOf: "ورقة الشروط (PDF) لعرض {{funder}}",
  declinedBecause: "رُفض: {{reason}}",
};
