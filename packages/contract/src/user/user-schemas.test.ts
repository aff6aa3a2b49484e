import { describe, expect, it } from "vitest";
import { ageOn } from "./age";
import { onboardingSchema, profileSchema, userUpdateSchema } from "./user-schemas";

const valid = {
  accountType: "organization",
  company: { companyName: "Acme" },
  firstName: "Ann",
  lastName: "Lee",
  dateOfBirth: "1990-01-02",
  gender: "female",
  country: "GB",
  phoneNumber: "07911 123456",
  language: "en",
  displayCurrency: "GBP",
  termsAccepted: true,
};

const keys = (r: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("ageOn", () => {
  const on = (iso: string) => new Date(`${iso}T12:00:00Z`);
  it("counts whole years, turning a year older on the birthday", () => {
    expect(ageOn("2000-05-10", on("2018-05-09"))).toBe(17);
    expect(ageOn("2000-05-10", on("2018-05-10"))).toBe(18);
    expect(ageOn("2000-12-31", on("2019-01-01"))).toBe(18);
  });
  it("handles 29 February birthdays", () => {
    expect(ageOn("2004-02-29", on("2022-02-28"))).toBe(17);
    expect(ageOn("2004-02-29", on("2022-03-01"))).toBe(18);
    expect(ageOn("2004-02-29", on("2024-02-29"))).toBe(20);
  });
});

describe("onboardingSchema", () => {
  it("accepts a complete registration", () => {
    expect(onboardingSchema.safeParse(valid).success).toBe(true);
    expect(
      onboardingSchema.safeParse({ ...valid, accountType: "individual", company: undefined })
        .success,
    ).toBe(true);
  });

  it("uses the spec's message keys for every missing field", () => {
    expect(keys(onboardingSchema.safeParse({}))).toMatchObject({
      firstName: "firstNameRequired",
      lastName: "lastNameRequired",
      dateOfBirth: "dateOfBirthRequired",
      gender: "genderRequired",
      country: "countryRequired",
      phoneNumber: "phoneNumberEmpty",
      language: "languageRequired",
      displayCurrency: "displayCurrencyRequired",
      termsAccepted: "termsRequired",
      accountType: "accountTypeRequired",
    });
  });

  it("reports cross-field problems together with the others", () => {
    const r = onboardingSchema.safeParse({
      ...valid,
      firstName: "",
      company: { companyName: "  " },
      phoneNumber: "+1 201 555 0123",
    });
    expect(keys(r)).toEqual({
      firstName: "firstNameRequired",
      "company.companyName": "companyNameRequired",
      phoneNumber: "invalidPhoneNumber",
    });
  });

  it("treats whitespace-only names as missing and trims the rest", () => {
    const r = onboardingSchema.safeParse({ ...valid, lastName: "   ", firstName: "  Ann " });
    expect(keys(r)).toEqual({ lastName: "lastNameRequired" });
    const ok = onboardingSchema.parse({ ...valid, firstName: "  Ann " });
    expect(ok.firstName).toBe("Ann");
  });

  it("refuses minors, impossible dates and unknown fields", () => {
    expect(keys(onboardingSchema.safeParse({ ...valid, dateOfBirth: "2020-01-01" }))).toEqual({
      dateOfBirth: "minimumAge",
    });
    expect(keys(onboardingSchema.safeParse({ ...valid, dateOfBirth: "1990-02-30" }))).toEqual({
      dateOfBirth: "invalidDate",
    });
    expect(onboardingSchema.safeParse({ ...valid, role: "admin" }).success).toBe(false);
  });
});

describe("profile updates", () => {
  it("accept any subset and leave optional choices empty", () => {
    expect(userUpdateSchema.safeParse({ jobTitle: "Broker" }).success).toBe(true);
    expect(
      profileSchema.safeParse({
        ...valid,
        accountType: undefined,
        company: undefined,
        termsAccepted: undefined,
        nationality: "",
      }).success,
    ).toBe(false);
    const { accountType: _a, company: _c, termsAccepted: _t, ...profile } = valid;
    expect(profileSchema.safeParse({ ...profile, nationality: "" }).success).toBe(true);
    expect(keys(profileSchema.safeParse({ ...profile, nationality: "ZZ" }))).toEqual({
      nationality: "invalidValue",
    });
  });
});
