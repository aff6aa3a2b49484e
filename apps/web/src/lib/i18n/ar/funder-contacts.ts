// Arabic for features/lenders/funder-contacts-i18n.ts (My funders). Drafts until reviewed (reviewed.ts).
export const funderContactsAr = {};
