/**
 * Industry codes funders decide on, built on NAICS (2022): its sectors, the industry groups inside
 * them that funders tell apart, the finer industries some funders exclude by name (bail bonds,
 * title and escrow apart from law firms, non-bank lenders apart from banks, ...), and the
 * categories funders restrict by name with no NAICS group (cannabis, adult, firearms, ...) as codes
 * of their own. A tree: each code lies in at most one parent, and a listing that excludes a code
 * excludes every code inside it (docs/decisions/074-finer-industries.md).
 *
 * Each entry: the code, its parent (undefined for a sector itself, and for the restricted
 * categories NAICS has no group for), and the NAICS code it stands for where there is one. Codes
 * are stored in deals and listings: a code is never renamed or removed, only added.
 */
const industryTree = [
  ["agriculture", undefined, "11"],
  ["crop_farming", "agriculture", "111"],
  ["livestock_farming", "agriculture", "112"],
  ["forestry_logging", "agriculture", "113"],
  ["fishing_hunting", "agriculture", "114"],
  ["mining", undefined, "21"],
  ["oil_gas_extraction", "mining", "211"],
  ["mining_quarrying", "mining", "212"],
  ["utilities", undefined, "22"],
  ["construction", undefined, "23"],
  ["building_construction", "construction", "236"],
  ["civil_engineering_construction", "construction", "237"],
  ["specialty_trade_contractors", "construction", "238"],
  ["manufacturing", undefined, "31-33"],
  ["food_manufacturing", "manufacturing", "311"],
  ["beverage_tobacco_manufacturing", "manufacturing", "312"],
  ["textile_apparel_manufacturing", "manufacturing", "313-316"],
  ["wood_paper_printing", "manufacturing", "321-323"],
  ["chemical_plastics_manufacturing", "manufacturing", "324-327"],
  ["metal_machinery_manufacturing", "manufacturing", "331-333"],
  ["electronics_manufacturing", "manufacturing", "334-335"],
  ["vehicle_manufacturing", "manufacturing", "336"],
  ["furniture_manufacturing", "manufacturing", "337"],
  ["wholesale", undefined, "42"],
  ["retail", undefined, "44-45"],
  ["auto_sales", "retail", "441"],
  ["building_garden_supplies", "retail", "444"],
  ["grocery_stores", "retail", "445"],
  ["liquor_stores", "retail", "4453"],
  ["furniture_electronics_stores", "retail", "449"],
  ["pharmacies_health_stores", "retail", "456"],
  ["gas_stations", "retail", "457"],
  ["clothing_stores", "retail", "458"],
  ["jewelry_stores", "retail", "4583"],
  ["tobacco_vape_shops", "retail", "459991"],
  ["ecommerce", "retail", "4541"],
  ["transportation", undefined, "48-49"],
  ["trucking", "transportation", "484"],
  ["passenger_transport", "transportation", "485"],
  ["air_rail_water_transport", "transportation", "481-483"],
  ["couriers_delivery", "transportation", "492"],
  ["warehousing_storage", "transportation", "493"],
  ["information", undefined, "51"],
  ["software_publishing", "information", "5132"],
  ["media_publishing", "information", "512-516"],
  ["telecommunications", "information", "517"],
  ["data_hosting", "information", "518"],
  ["financial_services", undefined, "52"],
  ["banking_lending", "financial_services", "522"],
  ["banks", "banking_lending", "5221"],
  ["non_bank_lenders", "banking_lending", "5222"],
  ["pawn_shops", "non_bank_lenders", "522299"],
  ["check_cashing_payday", "banking_lending", "522390"],
  ["investments_securities", "financial_services", "523"],
  ["insurance", "financial_services", "524"],
  ["real_estate", undefined, "53"],
  ["real_estate_lessors", "real_estate", "5311"],
  ["real_estate_agents_managers", "real_estate", "5312-5313"],
  ["real_estate_brokers", "real_estate_agents_managers", "531210"],
  ["real_estate_appraisers", "real_estate_agents_managers", "531320"],
  ["rental_leasing", "real_estate", "532"],
  ["professional_services", undefined, "54"],
  ["legal_services", "professional_services", "5411"],
  ["law_firms", "legal_services", "541110"],
  ["title_escrow", "legal_services", "541191"],
  ["accounting", "professional_services", "5412"],
  ["architecture_engineering", "professional_services", "5413"],
  ["computer_services", "professional_services", "5415"],
  ["consulting", "professional_services", "5416"],
  ["advertising_marketing", "professional_services", "5418"],
  ["mailing_fulfillment", "advertising_marketing", "541860"],
  ["holding_companies", undefined, "55"],
  ["administrative_services", undefined, "56"],
  ["staffing", "administrative_services", "5613"],
  ["travel_agencies", "administrative_services", "5615"],
  ["security_services", "administrative_services", "5616"],
  ["cleaning_services", "administrative_services", "5617"],
  ["debt_collection", "administrative_services", "56144"],
  ["credit_repair", "administrative_services", "561450"],
  ["waste_management", "administrative_services", "562"],
  ["education", undefined, "61"],
  ["healthcare", undefined, "62"],
  ["physicians_clinics", "healthcare", "6211"],
  ["dental", "healthcare", "6212"],
  ["home_health_care", "healthcare", "6216"],
  ["hospitals", "healthcare", "622"],
  ["nursing_care", "healthcare", "623"],
  ["child_care", "healthcare", "6244"],
  ["entertainment", undefined, "71"],
  ["performing_arts_sports", "entertainment", "711"],
  ["gambling", "entertainment", "7132"],
  ["fitness_recreation", "entertainment", "7139"],
  ["accommodation_food", undefined, "72"],
  ["hotels_lodging", "accommodation_food", "721"],
  ["restaurants", "accommodation_food", "7225"],
  ["bars_nightclubs", "accommodation_food", "7224"],
  ["catering_food_trucks", "accommodation_food", "7223"],
  ["other_services", undefined, "81"],
  ["auto_repair", "other_services", "8111"],
  ["equipment_repair", "other_services", "8112-8114"],
  ["personal_care", "other_services", "8121"],
  ["bail_bonds", "other_services", "812990"],
  ["debt_settlement", "other_services", "812990"],
  ["funeral_services", "other_services", "8122"],
  ["laundry_dry_cleaning", "other_services", "8123"],
  ["religious_organizations", "other_services", "8131"],
  ["non_profit", "other_services", "8132-8134"],
  ["political_organizations", "other_services", "81394"],
  ["public_administration", undefined, "92"],
  // Restricted by name, with no NAICS group of their own.
  ["cannabis", undefined, undefined],
  ["adult_entertainment", undefined, undefined],
  ["firearms", undefined, undefined],
  ["cryptocurrency", undefined, undefined],
  ["multi_level_marketing", undefined, undefined],
  ["other", undefined, undefined],
] as const;

type Entry = (typeof industryTree)[number];
export type Industry = Entry[0];

export const industries = industryTree.map((e) => e[0]) as unknown as readonly [
  Industry,
  ...Industry[],
];

const parents: ReadonlyMap<string, Industry> = new Map(
  industryTree.flatMap(([code, parent]) => (parent ? [[code, parent] as const] : [])),
);

/** Each code with those it lies in, innermost first; built once (matching asks per listing). */
const containing: ReadonlyMap<string, readonly Industry[]> = new Map(
  industries.map((code) => {
    const chain: Industry[] = [code];
    for (let p = parents.get(code); p; p = parents.get(p)) chain.push(p);
    return [code, Object.freeze(chain)] as const;
  }),
);

/** Each code with every code inside it (at any depth), in the tree's order. */
const within: ReadonlyMap<string, readonly Industry[]> = new Map(
  industries.map(
    (code) =>
      [
        code,
        Object.freeze(industries.filter((c) => c !== code && containing.get(c)!.includes(code))),
      ] as const,
  ),
);

/** The code an industry lies in directly ("legal_services" for "title_escrow"); undefined at the top. */
export function parentIndustry(industry: string): Industry | undefined {
  return parents.get(industry);
}

/**
 * The code and every code it lies in, innermost first: title_escrow, legal_services,
 * professional_services. An unknown code is its own chain.
 */
export function industryAndContaining(industry: string): readonly string[] {
  return containing.get(industry) ?? [industry];
}

/** Every code inside this one, at any depth (a sector's groups and their finer codes); [] for a leaf. */
export function industriesWithin(industry: string): readonly Industry[] {
  return within.get(industry) ?? [];
}

/** The NAICS code an industry code stands for, where there is one ("441" for auto sales). */
export function naicsOf(industry: string): string | undefined {
  return industryTree.find((e) => e[0] === industry)?.[2];
}

/**
 * The NAICS numbers a code is found by: its own, and each in a range ("5312-5313" is 5312 and
 * 5313, "31-33" is 31, 32 and 33), so a funder typing "5313" or "541191" finds it.
 */
export function naicsNumbersOf(industry: string): string[] {
  const naics = naicsOf(industry);
  if (!naics) return [];
  const [from, to] = naics.split("-");
  if (!to) return [from!];
  const numbers: string[] = [];
  for (let n = Number(from); n <= Number(to); n++) numbers.push(String(n));
  return numbers;
}
