import { describe, expect, it } from "vitest";
import { industries } from "./industries";
import { industriesFor, industrySynonyms } from "./industry-synonyms";

/** What a person types, and the code it must find (among others it may also find). */
const everyday: [string, string][] = [
  ["coffee", "restaurants"],
  ["café", "restaurants"],
  ["cafe", "restaurants"],
  ["takeaway", "restaurants"],
  ["pizza", "restaurants"],
  ["bakery", "food_manufacturing"],
  ["baker", "food_manufacturing"],
  ["salon", "personal_care"],
  ["hairdresser", "personal_care"],
  ["barber", "personal_care"],
  ["nails", "personal_care"],
  ["plumber", "specialty_trade_contractors"],
  ["electrician", "specialty_trade_contractors"],
  ["roofer", "specialty_trade_contractors"],
  ["dentist", "dental"],
  ["doctor", "physicians_clinics"],
  ["physio", "physicians_clinics"],
  ["pharmacy", "pharmacies_health_stores"],
  ["vet", "professional_services"],
  ["pub", "bars_nightclubs"],
  ["hotel", "hotels_lodging"],
  ["b&b", "hotels_lodging"],
  ["gym", "fitness_recreation"],
  ["yoga", "fitness_recreation"],
  ["builder", "building_construction"],
  ["garage", "auto_repair"],
  ["mechanic", "auto_repair"],
  ["car wash", "auto_repair"],
  ["taxi", "passenger_transport"],
  ["uber", "passenger_transport"],
  ["haulage", "trucking"],
  ["courier", "couriers_delivery"],
  ["accountant", "accounting"],
  ["solicitor", "legal_services"],
  ["lawyer", "legal_services"],
  ["estate agent", "real_estate_agents_managers"],
  ["landlord", "real_estate_lessors"],
  ["nursery", "child_care"],
  ["care home", "nursing_care"],
  ["cleaner", "cleaning_services"],
  ["laundry", "laundry_dry_cleaning"],
  ["supermarket", "grocery_stores"],
  ["butcher", "grocery_stores"],
  ["off licence", "liquor_stores"],
  ["vape", "tobacco_vape_shops"],
  ["online shop", "ecommerce"],
  ["jeweller", "jewelry_stores"],
  ["petrol station", "gas_stations"],
  ["recruitment", "staffing"],
  ["tutor", "education"],
  ["charity", "non_profit"],
  ["mosque", "religious_organizations"],
  ["casino", "gambling"],
  ["bitcoin", "cryptocurrency"],
  ["cbd", "cannabis"],
  ["catering", "catering_food_trucks"],
  ["food truck", "catering_food_trucks"],
  ["brewery", "beverage_tobacco_manufacturing"],
  ["printing", "wood_paper_printing"],
  ["welding", "metal_machinery_manufacturing"],
  ["software", "software_publishing"],
  ["web design", "computer_services"],
  ["farm", "agriculture"],
  // The finer codes funders exclude by name (decision 074).
  ["bail bondsman", "bail_bonds"],
  ["bail", "bail_bonds"],
  ["credit repair", "credit_repair"],
  ["debt relief", "debt_settlement"],
  ["debt settlement", "debt_settlement"],
  ["fulfillment centre", "mailing_fulfillment"],
  ["direct mail", "mailing_fulfillment"],
  ["payday loans", "check_cashing_payday"],
  ["check cashing", "check_cashing_payday"],
  ["appraiser", "real_estate_appraisers"],
  ["valuer", "real_estate_appraisers"],
  ["realtor", "real_estate_brokers"],
  ["escrow", "title_escrow"],
  ["title company", "title_escrow"],
  ["law firm", "law_firms"],
  ["lender", "non_bank_lenders"],
  ["factoring", "non_bank_lenders"],
  ["credit union", "banks"],
  // Arabic, typed with or without hamza and taa marbuta.
  ["قهوة", "restaurants"],
  ["قهوه", "restaurants"],
  ["مقهى", "restaurants"],
  ["مطعم", "restaurants"],
  ["مخبز", "food_manufacturing"],
  ["صالون", "personal_care"],
  ["حلاق", "personal_care"],
  ["سباك", "specialty_trade_contractors"],
  ["كهربائي", "specialty_trade_contractors"],
  ["طبيب أسنان", "dental"],
  ["اسنان", "dental"],
  ["صيدلية", "pharmacies_health_stores"],
  ["فندق", "hotels_lodging"],
  ["بقالة", "grocery_stores"],
  ["ورشة سيارات", "auto_repair"],
  ["تاكسي", "passenger_transport"],
  ["محامي", "legal_services"],
  ["محاسب", "accounting"],
  ["حضانة", "child_care"],
  ["مغسلة", "laundry_dry_cleaning"],
  ["جيم", "fitness_recreation"],
  ["كفالة", "bail_bonds"],
  ["تسوية الديون", "debt_settlement"],
  ["مثمن عقاري", "real_estate_appraisers"],
  ["حساب ضمان", "title_escrow"],
  ["شركة تمويل", "non_bank_lenders"],
  ["صرف الشيكات", "check_cashing_payday"],
];

describe("industry synonyms", () => {
  it.each(everyday)("%s finds %s", (word, code) => {
    expect(industriesFor(word)).toContain(code);
  });

  it("stand under existing industry codes only, each with words in English and Arabic", () => {
    for (const [code, words] of Object.entries(industrySynonyms)) {
      expect(industries).toContain(code);
      expect(words.en.length).toBeGreaterThan(0);
      expect(words.ar.length).toBeGreaterThan(0);
    }
  });

  it("every expected code exists, and a word that is no business finds nothing", () => {
    for (const [, code] of everyday) expect(industries).toContain(code);
    expect(industriesFor("zzzq")).toEqual([]);
    expect(industriesFor("  ")).toEqual([]);
  });
});
