// A deal's stages by name, shared by the screens that show them (deals, dashboard); loaded with
// those screens.
export const dealStatusLabels = {
  draft: "Draft",
  submitted: "Submitted",
  in_review: "In review",
  proposals: "Proposals",
  accepted: "Accepted",
  funded: "Funded",
  withdrawn: "Withdrawn",
  declined: "Declined",
  lost: "Lost",
};
