// Arabic for features/team/funder-team-i18n.ts. Drafts until reviewed (reviewed.ts).
export const funderTeamAr = {};
