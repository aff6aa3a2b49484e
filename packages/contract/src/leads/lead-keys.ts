// How leads and borrowers are recognised as the same client (docs/decisions/044-leads.md): the
// email in lower case, the phone's last 9 digits (a national and an international spelling of one
// number agree), and the company name without case, punctuation or legal suffix.

/** Legal-form words left out of a company's key ("Harbour Finance Ltd" = "harbour finance"). */
export const companySuffixes = [
  "ltd",
  "limited",
  "llc",
  "llp",
  "inc",
  "incorporated",
  "plc",
  "gmbh",
  "corp",
  "corporation",
  "co",
  "company",
  "the",
] as const;

const suffixPattern = new RegExp(`\\b(${companySuffixes.join("|")})\\b`, "g");

export function emailKey(email: string | null | undefined): string | null {
  const key = email?.trim().toLowerCase();
  return key ? key : null;
}

export function phoneKey(phone: string | null | undefined): string | null {
  const digits = (phone ?? "").replace(/\D/g, "");
  return digits.length >= 6 ? digits.slice(-9) : null;
}

/** Lower case, legal suffixes dropped, only letters and digits kept ("" is no key). */
export function companyKey(name: string | null | undefined): string | null {
  const key = (name ?? "")
    .toLowerCase()
    .replace(suffixPattern, "")
    .replace(/[^a-z0-9]+/g, "");
  return key.length >= 2 ? key : null;
}
