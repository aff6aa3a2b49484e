// Arabic for features/submissions/funder-links-i18n.ts (secure links, the outside funder's page). Drafts until reviewed (reviewed.ts).
export const funderLinksAr = {};
