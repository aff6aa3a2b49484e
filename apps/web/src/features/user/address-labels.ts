/**
 * What a country calls the parts of an address the company form asks for (the fields stay
 * `state` and `zipCode` in the contract): the region and the postal code, as people there say it.
 */
export type RegionLabel = "state" | "county" | "province" | "emirate" | "region";
export type PostalLabel = "zipCode" | "postcode" | "postalCode" | "eircode" | "poBox";

const byCountry: Record<string, [RegionLabel, PostalLabel]> = {
  US: ["state", "zipCode"],
  GB: ["county", "postcode"],
  IE: ["county", "eircode"],
  CA: ["province", "postalCode"],
  AU: ["state", "postcode"],
  NZ: ["region", "postcode"],
  AE: ["emirate", "poBox"],
  IN: ["state", "postalCode"],
  ZA: ["province", "postalCode"],
};

export function addressLabels(country: string | undefined): {
  region: RegionLabel;
  postal: PostalLabel;
} {
  const [region, postal] = (country && byCountry[country]) || ["region", "postalCode"];
  return { region, postal };
}
