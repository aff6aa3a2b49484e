import { createHash, timingSafeEqual } from "node:crypto";

/** The header the CRM sends its shared secret in (its webhooks: deals' stages, leads). */
export const crmSecretHeader = "x-portal-webhook-secret";

/** Constant-time comparison of a shared secret (hashed first so lengths never leak either). */
export function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}
