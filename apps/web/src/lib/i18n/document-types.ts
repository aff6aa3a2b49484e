// Document type names, shared by the screens that show them (documents, answers to funders);
// loaded with those screens.
export const documentTypeLabels = {
  bank_statement: "Bank statement",
  tax_return: "Tax return",
  identity: "Identity",
  proof_of_address: "Proof of address",
  financial_statement: "Financial statement",
  property_valuation: "Property valuation",
  other: "Other",
};
