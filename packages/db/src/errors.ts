/** Whether the error, or one of its causes (Drizzle wraps the driver's), has one of these SQLSTATEs. */
function hasSqlState(error: unknown, states: readonly string[]): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && states.includes(code)) return true;
  }
  return false;
}

/** True when a query failed on a unique constraint (PostgreSQL and PGlite both report SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, ["23505"]);
}

/**
 * True when the database refused a value sent to it: text it cannot hold (a NUL character,
 * 22021/22P05), a number out of range (22003) or a malformed value for its type (22P02, 22007,
 * 22008). Those come from input, not from a fault of the portal's.
 */
export function isInvalidInput(error: unknown): boolean {
  return hasSqlState(error, ["22021", "22P05", "22003", "22P02", "22007", "22008"]);
}

/**
 * True when the database ended a transaction because it ran into a concurrent one: a deadlock
 * (40P01) or a serialization failure (40001). Nothing of it was kept; the caller may try again.
 */
export function isConcurrentChange(error: unknown): boolean {
  return hasSqlState(error, ["40P01", "40001"]);
}
