// Names of a borrower's coded facts (entity type, property type, occupancy), shared by the
// screens that show a borrower (the broker's deal, the funder's inbox); loaded with them.
export const entityTypeLabels = {
  sole_trader: "Sole trader",
  partnership: "Partnership",
  limited_company: "Limited company",
  llc: "LLC",
  corporation: "Corporation",
  non_profit: "Non-profit",
  other: "Other",
};

export const propertyTypeLabels = {
  residential: "Residential (other)",
  single_family_rental: "Single-family rental",
  multifamily: "Multifamily (5+ units)",
  commercial: "Commercial (other)",
  office: "Office",
  retail: "Retail",
  industrial: "Industrial",
  hospitality: "Hospitality",
  self_storage: "Self-storage",
  healthcare_facility: "Healthcare facility",
  special_purpose: "Special purpose",
  mixed_use: "Mixed use",
  land: "Land",
};

export const occupancyLabels = {
  owner_occupied: "Owner occupied",
  tenanted: "Tenanted",
  vacant: "Vacant",
};
