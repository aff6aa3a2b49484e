import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import {
  defaultPasswordMinScore,
  guessableParts,
} from "@portal/contract/identity/password-strength";

export interface Strength {
  /** 0 (guessed in a few tries) to 4. */
  score: number;
  strongEnough: boolean;
  /** Why it is weak and what would help, in zxcvbn's words. */
  warning: string | null;
  suggestions: string[];
}

// The estimator and its dictionaries (about 1 MB) load when a person first types a new password,
// never with the log-in page (docs/decisions/005-log-in-page-budget.md).
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

/**
 * The same judgement the server makes (apps/api/src/modules/identity/password-strength.ts): the
 * same estimator, the same guessable words from the email, the default minimum score. A server
 * set to another PASSWORD_MIN_SCORE still decides at submit ("Choose a stronger password").
 */
export async function judgePassword(password: string, email?: string): Promise<Strength> {
  const judged = (await zxcvbn()).check(password.slice(0, 128), email ? guessableParts(email) : []);
  return {
    score: judged.score,
    strongEnough: judged.score >= defaultPasswordMinScore,
    warning: judged.feedback.warning || null,
    suggestions: judged.feedback.suggestions,
  };
}
