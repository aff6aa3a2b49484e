import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as en from "@zxcvbn-ts/language-en";

/**
 * Password strength judged by zxcvbn-ts (a maintained estimator with common and English
 * dictionaries), not a home-made rule. Scores run 0 (guessable in a few tries) to 4; the
 * minimum is the setting PASSWORD_MIN_SCORE. The person's own email counts as a guessable word.
 */
export function createPasswordStrength(minScore: number) {
  // Its ranked dictionaries take a few hundred milliseconds to build: made at the first password
  // judged, not at every start.
  let built: ZxcvbnFactory | undefined;
  const zxcvbn = () =>
    (built ??= new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
    }));
  return {
    isStrongEnough(password: string, email?: string): boolean {
      // zxcvbn's cost grows with length; the identity service refuses more than 128 anyway.
      return (
        zxcvbn().check(password.slice(0, 128), email ? guessableParts(email) : []).score >= minScore
      );
    },
  };
}

/** "ann.lee+work@harbour.example" -> the address, "ann.lee+work", "ann", "lee", "work", "annlee", "harbour". */
function guessableParts(email: string): string[] {
  const [local = "", domain = ""] = email.toLowerCase().split("@");
  const words = local.split(/[._+-]+/).filter(Boolean);
  return [email.toLowerCase(), local, ...words, words.join(""), ...domain.split(".").slice(0, -1)];
}
