import { i18next } from "@/lib/i18n";
import "@/lib/i18n/field-messages";

// The funder's team: members, invitations, who holds what (issue 35), loaded with the pages that show it.
export const funderTeamEn = {
  intro:
    "Your underwriting team. Managers invite people and give deals out; underwriters take the deals nobody holds.",
  roles: { owner: "Manager (owner)", admin: "Manager", member: "Underwriter" },
  tabs: { new: "New", needs_answer: "Needs your answer", offered: "Offered" },
  holdings: {
    title: "Who holds what",
    label: "Open deals each member holds",
    member: "Member",
    role: "Role",
    open: "All open",
    openLink: "{{count}} open deals held by {{name}}",
    tabLink: "{{tab}}: {{count}} held by {{name}}",
    unassigned_zero: "Every open deal has someone on it.",
    unassigned_one: "Nobody holds 1 open deal.",
    unassigned_other: "Nobody holds {{count}} open deals.",
    unassignedLink: "See them in the inbox",
  },
  members: {
    title: "Members",
    label: "The team's members",
    name: "Name",
    email: "Email",
    role: "Role",
    actions: "Actions",
    you: "{{name}} (you)",
    remove: "Remove",
    removeLabel: "Remove {{name}} from the team",
    confirmTitle: "Remove {{name}} from the team?",
    confirmBody:
      "They can no longer sign in to your workspace. The deals they hold go back to the team for anyone to take.",
    confirm: "Remove",
    cancel: "Keep",
    removed: "{{name}} was removed from the team.",
  },
  invitations: {
    title: "Invitations",
    label: "Invitations waiting for an answer",
    email: "Email",
    role: "Role",
    expires: "Expires",
    expired: "Expired",
    actions: "Actions",
    resend: "Resend",
    resendLabel: "Send the invitation to {{email}} again",
    revoke: "Cancel",
    revokeLabel: "Cancel the invitation to {{email}}",
    resent: "The invitation to {{email}} was sent again.",
    revoked: "The invitation to {{email}} was cancelled.",
  },
  invite: {
    title: "Invite someone",
    email: "Email address",
    role: "Role",
    send: "Send invitation",
    outcomes: {
      invited: "Invitation sent to {{email}}.",
      already_member: "{{email}} is already on the team.",
      already_invited: "{{email}} was already invited.",
      invalid: "{{email}} is not an email address.",
    },
  },
  picker: {
    label: "Who holds it",
    nobody: "Nobody",
    you: "You",
    take: "Take it",
    giveBack: "Give it back",
    heldBy: "{{name}} holds it",
    saved: "{{name}} holds it now.",
    released: "Nobody holds it now.",
  },
};

i18next.addResourceBundle("en", "translation", { ui: { funderTeam: funderTeamEn } }, true, false);
