/**
 * Industry codes funders decide on, built on NAICS (2022): its sectors, the industry groups inside
 * them that funders tell apart, and the categories funders restrict by name (cannabis, adult,
 * gambling, firearms, auto sales, trucking, non-profit, financial services, ...) as codes of their
 * own. A listing that excludes a sector excludes every group in it.
 *
 * Each entry: the code, its sector (undefined for a sector itself, and for the restricted
 * categories NAICS has no group for), and the NAICS code it stands for where there is one.
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
  ["check_cashing_payday", "financial_services", "522390"],
  ["pawn_shops", "financial_services", "522299"],
  ["investments_securities", "financial_services", "523"],
  ["insurance", "financial_services", "524"],
  ["real_estate", undefined, "53"],
  ["real_estate_lessors", "real_estate", "5311"],
  ["real_estate_agents_managers", "real_estate", "5312-5313"],
  ["rental_leasing", "real_estate", "532"],
  ["professional_services", undefined, "54"],
  ["legal_services", "professional_services", "5411"],
  ["accounting", "professional_services", "5412"],
  ["architecture_engineering", "professional_services", "5413"],
  ["computer_services", "professional_services", "5415"],
  ["consulting", "professional_services", "5416"],
  ["advertising_marketing", "professional_services", "5418"],
  ["holding_companies", undefined, "55"],
  ["administrative_services", undefined, "56"],
  ["staffing", "administrative_services", "5613"],
  ["travel_agencies", "administrative_services", "5615"],
  ["security_services", "administrative_services", "5616"],
  ["cleaning_services", "administrative_services", "5617"],
  ["debt_collection", "administrative_services", "56144"],
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

const sectors: ReadonlyMap<string, string> = new Map(
  industryTree.flatMap(([code, sector]) => (sector ? [[code, sector] as const] : [])),
);

/** The sector an industry group belongs to; undefined for a sector or a restricted category. */
export function sectorOf(industry: string): Industry | undefined {
  return sectors.get(industry) as Industry | undefined;
}

/** The NAICS code an industry code stands for, where there is one ("441" for auto sales). */
export function naicsOf(industry: string): string | undefined {
  return industryTree.find((e) => e[0] === industry)?.[2];
}
