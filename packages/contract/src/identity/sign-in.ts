import type { MessageKey } from "../messages";

// The log-in form's rules, without zod: the log-in page has a 130 KB JavaScript budget and a
// schema library would be a tenth of it (docs/decisions/005-log-in-page-budget.md). The identity
// service checks the address itself ("Invalid email address." via identity-errors.ts).

export interface SignInInput {
  email: string;
  password: string;
}

export type SignInErrors = Partial<Record<keyof SignInInput, MessageKey>>;

/** Spec §5: "Please fill in your email address", "Please fill in your password". */
export function validateSignIn(values: { email?: unknown; password?: unknown }): {
  data?: SignInInput;
  errors: SignInErrors;
} {
  const email = typeof values.email === "string" ? values.email.trim() : "";
  const password = typeof values.password === "string" ? values.password : "";
  const errors: SignInErrors = {};
  if (!email) errors.email = "fillInEmail";
  if (!password) errors.password = "fillInPassword";
  return Object.keys(errors).length ? { errors } : { data: { email, password }, errors };
}
