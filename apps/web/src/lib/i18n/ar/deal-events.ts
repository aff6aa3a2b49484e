// Arabic for features/deals/deal-events-i18n.ts (a deal's history events worded, issue 36). Drafts until reviewed (reviewed.ts).
export const dealEventsAr = {
  sources: {
    ui: "البوابة",
    api: "واجهة برمجة التطبيقات",
    crm: "نظام إدارة علاقات العملاء",
    link: "رابط آمن",
  },
  kinds: {
    sent: "أُرسلت إلى {{funder}} ({{listing}})",
    offer_accepted: "قُبل عرض {{funder}}",
    funded: "موّلها {{funder}}",
    crm_stage: "مرحلة في نظام إدارة علاقات العملاء: {{stage}}",
  },
};
