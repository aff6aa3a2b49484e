// The user module's queries for other modules (docs/decisions/055-table-ownership.md).
import { sql, type AnyColumn } from "drizzle-orm";

/** A person's name as the team page shows it: the profile's, else the identity's. */
export const displayName = (
  u: { name: AnyColumn },
  p: { firstName: AnyColumn; lastName: AnyColumn },
) => sql<string>`coalesce(nullif(trim(${p.firstName} || ' ' || ${p.lastName}), ''), ${u.name}, '')`;
