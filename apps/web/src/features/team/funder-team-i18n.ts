import { i18next } from "@/lib/i18n";
import "@/lib/i18n/field-messages";

// The funder's team: members, invitations, who holds what (issue 35), loaded with the pages that show it.
export const funderTeamEn = {};

i18next.addResourceBundle("en", "translation", { ui: { funderTeam: funderTeamEn } }, true, false);
