// Arabic for features/submissions/inbox-i18n.ts. Drafts until reviewed (reviewed.ts).
export const inboxAr = {};
