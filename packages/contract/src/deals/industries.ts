/**
 * Industry codes funders decide on (their exclusion lists use them): broad sectors, plus the
 * sectors funders commonly restrict, named apart so a listing can exclude them.
 */
export const industries = [
  "agriculture",
  "construction",
  "manufacturing",
  "wholesale",
  "retail",
  "ecommerce",
  "transportation",
  "technology",
  "professional_services",
  "financial_services",
  "real_estate",
  "healthcare",
  "education",
  "hospitality",
  "restaurants",
  "entertainment",
  "personal_services",
  "automotive",
  "energy",
  "non_profit",
  "cannabis",
  "gambling",
  "adult_entertainment",
  "firearms",
  "cryptocurrency",
  "other",
] as const;
export type Industry = (typeof industries)[number];
