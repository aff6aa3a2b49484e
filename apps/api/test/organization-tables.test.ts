import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { organizationColumns } from "../src/modules/team/holdings";
import { useTestApp } from "./test-app";

const ctx = useTestApp();

/**
 * Nothing a person made is deleted as a side effect (decision 046): when an organization's last
 * member joins another, every column that names an organization decides what becomes of its rows
 * (carried, removed and said so, or blocking). The database's own catalogue is the list: a table
 * gaining an organization column fails here until `team/holdings.ts` handles it.
 */
describe("every column naming an organization is handled when its last member leaves", () => {
  it("the catalogue's columns and the holdings' list are the same", async () => {
    const { rows } = await ctx.app.database.db.execute<{ place: string }>(sql`
      select distinct c.conrelid::regclass::text || '.' || a.attname as place
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
       where c.contype = 'f' and c.confrelid = 'organizations'::regclass
      union
      select table_name || '.' || column_name
        from information_schema.columns
       where table_schema = current_schema() and column_name ilike '%organization%'
         and table_name <> 'organizations'`);
    const inDatabase = rows.map((r) => r.place.replace(/"/g, "")).sort();
    expect(inDatabase.length).toBeGreaterThan(10);
    expect(Object.keys(organizationColumns).sort()).toEqual(inDatabase);
  });
});
