// Arabic for features/lenders/funnel-i18n.ts. Drafts until reviewed (reviewed.ts).
export const funnelAr = {};
