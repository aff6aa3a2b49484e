// Arabic for features/submissions/offer-terms-i18n.ts. Drafts until reviewed (reviewed.ts).
export const offerTermsAr = {};
