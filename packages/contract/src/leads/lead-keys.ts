// How leads and borrowers are recognised as the same client (docs/decisions/044-leads.md): the
// email in lower case, the phone's last 9 digits (a national and an international spelling of one
// number agree), and the company name without case, punctuation or legal suffix (any script).

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

// A suffix is a whole word: no letter, digit or _ of any script on either side (as PostgreSQL's
// \m and \M see words in deals/repo.ts's `companyKeySql`).
const suffixPattern = new RegExp(
  `(?<![\\p{L}\\p{N}_])(${companySuffixes.join("|")})(?![\\p{L}\\p{N}_])`,
  "gu",
);

export function emailKey(email: string | null | undefined): string | null {
  const key = email?.trim().toLowerCase();
  return key ? key : null;
}

export function phoneKey(phone: string | null | undefined): string | null {
  const digits = (phone ?? "").replace(/\D/g, "");
  return digits.length >= 6 ? digits.slice(-9) : null;
}

/**
 * Lower case, legal suffixes dropped, only letters and digits kept, of any script ("شركة النخيل"
 * has a key as "Palm Ltd" does; "" is no key).
 */
export function companyKey(name: string | null | undefined): string | null {
  const key = (name ?? "")
    .toLowerCase()
    .replace(suffixPattern, "")
    .replace(/[^\p{L}\p{N}]+/gu, "");
  return key.length >= 2 ? key : null;
}
