// Arabic for features/matching/reasons-i18n.ts (matching's facts worded, issue 36). Drafts until reviewed (reviewed.ts).
export const reasonsAr = {};
