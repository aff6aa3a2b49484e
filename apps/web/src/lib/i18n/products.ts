// Product names, shared by the screens that show them (deals, listings); loaded with those screens.
export const productLabels = {
  term_loan: "Term loan",
  line_of_credit: "Line of credit",
  merchant_cash_advance: "Merchant cash advance",
  equipment_finance: "Equipment finance",
  invoice_finance: "Invoice finance",
  government_backed_loan: "Government-backed loan",
  commercial_real_estate: "Commercial real estate",
  bridge: "Bridge",
  residential_investment: "Residential investment",
};
