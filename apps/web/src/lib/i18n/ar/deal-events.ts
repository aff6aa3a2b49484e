// Arabic for features/deals/deal-events-i18n.ts (a deal's history events worded, issue 36). Drafts until reviewed (reviewed.ts).
export const dealEventsAr = {};
