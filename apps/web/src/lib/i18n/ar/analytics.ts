// Arabic for features/analytics/i18n.ts (the consent banner) and setting-i18n.ts (its setting in
// Appearance). Drafts until reviewed (reviewed.ts); words follow docs/i18n-arabic.md.
export const analyticsAr = {
  title: "ملفات تعريف الارتباط والتحليلات",
  banner:
    "هل تسمح لنا بإحصاء زيارات الصفحات بأدوات التحليلات والإعلان (Google Tag Manager وGoogle Analytics وبكسل إعلاني)؟ تضع هذه الأدوات ملفات تعريف الارتباط وتعرف الصفحات التي تُفتح، ولا تعرف أبدًا اسمك أو بريدك الإلكتروني أو ما تُدخله. لا يُحمَّل شيء ما لم توافق؛ ويمكنك تغيير إجابتك لاحقًا من الإعدادات › المظهر.",
  accept: "موافقة",
  reject: "رفض",
};

export const analyticsSettingAr = {
  label: "ملفات تعريف الارتباط للتحليلات والإعلان",
  hint: "إحصاء زيارات الصفحات بواسطة Google Tag Manager وGoogle Analytics وبكسل إعلاني، دون اسمك أو بريدك الإلكتروني أو ما تُدخله أبدًا. يُحفظ الاختيار على هذا الجهاز.",
  granted: "مسموح",
  denied: "غير مسموح",
};
