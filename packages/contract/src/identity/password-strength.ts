/**
 * What the password-strength estimator (zxcvbn-ts, on the server and in the browser's meter)
 * shares: the default minimum score and the person's own words it treats as guessable.
 */
/** Default of PASSWORD_MIN_SCORE: zxcvbn scores 0 (guessed in a few tries) to 4. */
export const defaultPasswordMinScore = 2;

/** "ann.lee+work@harbour.example" -> the address, "ann.lee+work", "ann", "lee", "work", "annlee", "harbour". */
export function guessableParts(email: string): string[] {
  const [local = "", domain = ""] = email.toLowerCase().split("@");
  const words = local.split(/[._+-]+/).filter(Boolean);
  return [email.toLowerCase(), local, ...words, words.join(""), ...domain.split(".").slice(0, -1)];
}
