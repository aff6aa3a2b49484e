/** True when a query failed on a unique constraint (PostgreSQL and PGlite both report SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
