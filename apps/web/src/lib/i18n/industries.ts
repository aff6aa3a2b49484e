import type { Industry } from "@portal/contract/deals/industries";

// Industry names, shared by the screens that show them (deals, listings, the funder's inbox);
// loaded with those screens.
export const industryLabels: Record<Industry, string> = {
  agriculture: "Agriculture, forestry and fishing",
  construction: "Construction",
  manufacturing: "Manufacturing",
  wholesale: "Wholesale",
  retail: "Retail",
  ecommerce: "E-commerce",
  transportation: "Transport and logistics",
  technology: "Technology and software",
  professional_services: "Professional services",
  financial_services: "Financial services",
  real_estate: "Real estate",
  healthcare: "Healthcare",
  education: "Education",
  hospitality: "Hotels and hospitality",
  restaurants: "Restaurants, cafés and food service",
  entertainment: "Arts and entertainment",
  personal_services: "Personal services",
  automotive: "Automotive",
  energy: "Energy and utilities",
  non_profit: "Non-profit",
  cannabis: "Cannabis",
  gambling: "Gambling",
  adult_entertainment: "Adult entertainment",
  firearms: "Firearms",
  cryptocurrency: "Cryptocurrency",
  other: "Other",
};
