import {
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from "libphonenumber-js/min";
import { z } from "zod";
import type { MessageKey } from "../messages";
import { ageOn } from "./age";
import {
  accountTypes,
  countries,
  currencies,
  genders,
  languages,
  memberRoles,
  minimumAge,
} from "./user-options";

// Errors are message keys (see ../messages.ts); the API and the web turn them into text.
const requiredText = (key: MessageKey, max = 100) =>
  z.string({ error: key }).trim().min(1, { error: key }).max(max, { error: "tooLong" });
const optionalText = (max: number) =>
  z.string({ error: "invalidValue" }).trim().max(max, { error: "tooLong" }).optional();
// An optional choice left empty ("" from a select) means "not given".
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values), z.literal("")], { error: "invalidValue" }).optional();
const requiredChoice = <T extends readonly [string, ...string[]]>(values: T, key: MessageKey) =>
  z.enum(values, {
    // Nothing chosen (an unticked radio group sends null) is "required", not "not valid".
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ""
        ? key
        : "invalidValue",
  });

const dateOfBirth = z
  .string({ error: "dateOfBirthRequired" })
  .min(1, { error: "dateOfBirthRequired" })
  .pipe(z.iso.date({ error: "invalidDate" }))
  .refine((value) => ageOn(value, new Date()) >= minimumAge, { error: "minimumAge" })
  .refine((value) => ageOn(value, new Date()) <= 130, { error: "invalidDate" });

const website = z
  .string()
  .trim()
  .max(300, { error: "tooLong" })
  .refine((value) => value === "" || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(value), {
    error: "invalidUrl",
  })
  .optional();

export const profileShape = {
  firstName: requiredText("firstNameRequired"),
  lastName: requiredText("lastNameRequired"),
  dateOfBirth,
  gender: requiredChoice(genders, "genderRequired"),
  country: requiredChoice(
    countries as unknown as [CountryCode, ...CountryCode[]],
    "countryRequired",
  ),
  phoneNumber: z
    .string({ error: "phoneNumberEmpty" })
    .trim()
    .min(1, { error: "phoneNumberEmpty" })
    .max(32, { error: "invalidPhoneNumber" }),
  nationality: optionalChoice(countries as unknown as [CountryCode, ...CountryCode[]]),
  language: requiredChoice(languages, "languageRequired"),
  communicationLanguage: optionalChoice(languages),
  displayCurrency: requiredChoice(currencies, "displayCurrencyRequired"),
  jobTitle: optionalText(100),
  biography: optionalText(2000),
};

export const companyShape = {
  companyName: optionalText(200),
  legalName: optionalText(200),
  description: optionalText(2000),
  website,
  addressLine1: optionalText(200),
  addressLine2: optionalText(200),
  city: optionalText(100),
  state: optionalText(100),
  zipCode: optionalText(20),
};

export const companySchema = z.strictObject(companyShape);
export type Company = z.infer<typeof companySchema>;

/** The company tab's `PUT /v1/user/update`: the company alone, at the paths the API's issues name. */
export const companyUpdateSchema = z.strictObject({ company: companySchema });

type PhoneFields = { country?: unknown; phoneNumber?: unknown };
/** The phone number must be valid for the chosen country (spec: "Invalid phone number"). */
function checkPhone(value: PhoneFields, ctx: z.RefinementCtx) {
  const { phoneNumber, country } = value;
  if (
    typeof phoneNumber !== "string" ||
    !phoneNumber.trim() ||
    !countries.includes(country as CountryCode)
  )
    return;
  // Valid, and dialled through that country's code: "+44 7911 123456" is not a US number.
  // (Countries sharing a code, such as GB and Jersey or the US and Canada, accept each other's.)
  const parsed = parsePhoneNumberFromString(phoneNumber, country as CountryCode);
  if (
    !parsed?.isValid() ||
    parsed.countryCallingCode !== getCountryCallingCode(country as CountryCode)
  ) {
    ctx.addIssue({ code: "custom", path: ["phoneNumber"], message: "invalidPhoneNumber" });
  }
}

/** A complete profile: what onboarding requires and what every update must leave behind. */
// Cross-field rules run even when other fields fail (`when`), so a form shows every problem at once.
const always = { when: () => true };

export const profileSchema = z.strictObject(profileShape).superRefine(checkPhone, always);
export type Profile = z.infer<typeof profileSchema>;

/** The invitation an onboarding takes up: by the verified address alone, or with the link's secret. */
const invitationRefSchema = z.strictObject({
  id: z.string({ error: "invalidValue" }).max(100, { error: "tooLong" }),
  secret: z.string({ error: "invalidValue" }).max(200, { error: "tooLong" }).optional(),
});

/**
 * First `PUT /v1/user/update` of a signed-in user with no profile: creates the profile and the
 * user's organization. With `invitation` (or for someone who claimed one before onboarding) the
 * person joins that organization instead, and account type and company are not asked.
 */
export const joiningSchema = z
  .strictObject({
    ...profileShape,
    // Accepted so that the same form can post its whole state; ignored when joining.
    accountType: z.enum(accountTypes).optional(),
    company: companySchema.optional(),
    termsAccepted: z.literal(true, { error: "termsRequired" }),
    invitation: invitationRefSchema.optional(),
  })
  .superRefine(checkPhone, always);

export const onboardingSchema = z
  .strictObject({
    ...profileShape,
    accountType: requiredChoice(accountTypes, "accountTypeRequired"),
    company: companySchema.optional(),
    termsAccepted: z.literal(true, { error: "termsRequired" }),
  })
  .superRefine((value, ctx) => {
    checkPhone(value, ctx);
    const companyName = (value.company as { companyName?: unknown } | undefined)?.companyName;
    if (
      value.accountType !== "individual" &&
      !(typeof companyName === "string" && companyName.trim())
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["company", "companyName"],
        message: "companyNameRequired",
      });
    }
  }, always);
export type OnboardingInput = z.input<typeof onboardingSchema>;
export type JoiningInput = z.input<typeof joiningSchema>;

/** Later `PUT /v1/user/update` calls: any subset; the merged result must be a complete profile. */
export const userUpdateSchema = z
  .strictObject({
    ...profileShape,
    company: companySchema,
    // Accepted so that the same form can post its whole state; ignored after onboarding.
    accountType: z.enum(accountTypes).optional(),
    termsAccepted: z.literal(true).optional(),
  })
  .partial();
export type UserUpdateInput = z.input<typeof userUpdateSchema>;

export const organizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  accountType: z.enum(accountTypes),
  role: z.enum(memberRoles),
  company: companySchema,
  /** A funder's approval by an operator (its listings can be published from then on); null until then. */
  approvedAt: z.string().nullable(),
  /** The company logo (`PUT /v1/organization/logo`): a path on the API, or null for none. */
  logoUrl: z.string().nullable(),
});

export const profileOutSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  /** Null during a view as a member: a person's private details are not shown (decision 052). */
  dateOfBirth: z.string().nullable(),
  gender: z.enum(genders).nullable(),
  country: z.string(),
  /** International dialling code of `country`, e.g. "+44". */
  countryCode: z.string(),
  /** E.164, e.g. "+447911123456". */
  phoneNumber: z.string(),
  nationality: z.string().nullable(),
  language: z.string(),
  communicationLanguage: z.string().nullable(),
  displayCurrency: z.string(),
  jobTitle: z.string().nullable(),
  biography: z.string().nullable(),
  termsAcceptedAt: z.string(),
});

/** `GET /v1/user/`: the signed-in user's profile. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  profile: profileOutSchema,
  organization: organizationSchema,
  /** The avatar (`PUT /v1/user/avatar`): a path on the API, or null (the web shows initials). */
  avatarUrl: z.string().nullable(),
  /** Platform staff: vets funders (set from the command line, never by sign-up). */
  operator: z.boolean(),
});
export type User = z.infer<typeof userSchema>;
