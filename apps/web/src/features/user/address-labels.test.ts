import { describe, expect, it } from "vitest";
import { addressLabels } from "./address-labels";

describe("address labels by country", () => {
  it("names the region and the postal code as each country does", () => {
    expect(addressLabels("US")).toEqual({ region: "state", postal: "zipCode" });
    expect(addressLabels("GB")).toEqual({ region: "county", postal: "postcode" });
    expect(addressLabels("AE")).toEqual({ region: "emirate", postal: "poBox" });
    expect(addressLabels("CA")).toEqual({ region: "province", postal: "postalCode" });
    expect(addressLabels("IE")).toEqual({ region: "county", postal: "eircode" });
  });

  it("elsewhere, or without a country, says region and postal code", () => {
    expect(addressLabels("FR")).toEqual({ region: "region", postal: "postalCode" });
    expect(addressLabels(undefined)).toEqual({ region: "region", postal: "postalCode" });
  });
});
