import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { guessableParts } from "@portal/contract/identity/password-strength";

/**
 * Password strength judged by zxcvbn-ts (a maintained estimator with common and English
 * dictionaries), not a home-made rule. Scores run 0 (guessable in a few tries) to 4; the
 * minimum is the setting PASSWORD_MIN_SCORE. The person's own email counts as a guessable word.
 */
export function createPasswordStrength(minScore: number) {
  // Its dictionaries are unpacked when its modules load and ranked when the factory is made, a
  // few hundred milliseconds: done at the first password judged, not at every start.
  let loading: Promise<ZxcvbnFactory> | undefined;
  const zxcvbn = () =>
    (loading ??= Promise.all([
      import("@zxcvbn-ts/core"),
      import("@zxcvbn-ts/language-common"),
      import("@zxcvbn-ts/language-en"),
    ]).then(
      ([{ ZxcvbnFactory }, common, en]) =>
        new ZxcvbnFactory({
          dictionary: { ...common.dictionary, ...en.dictionary },
          graphs: common.adjacencyGraphs,
          translations: en.translations,
        }),
    ));
  return {
    async isStrongEnough(password: string, email?: string): Promise<boolean> {
      // zxcvbn's cost grows with length; the identity service refuses more than 128 anyway.
      const judged = (await zxcvbn()).check(
        password.slice(0, 128),
        email ? guessableParts(email) : [],
      );
      return judged.score >= minScore;
    },
  };
}
