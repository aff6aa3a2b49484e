// The commission ledger's kinds by name, shared by the screens that show entries (a deal's ledger,
// the wallet); loaded with those screens.
export const commissionKindLabels = {
  expected: "Expected",
  earned: "Earned",
  received: "Received",
  paid: "Paid",
  clawed_back: "Clawed back",
};
