// What PostgreSQL does for a query: EXPLAIN (ANALYZE, BUFFERS) of a Drizzle query or SQL, boiled down
// to the scans it reads (index or sequential), whether it sorts, and its time.
import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "@portal/db/database";

/** The plan's lines, the parameters inlined (EXPLAIN takes no bind parameters). */
export async function explain(db: Db, query: SQL | { getSQL: () => SQL }) {
  const { sql: text, params } = new PgDialect().sqlToQuery(
    "getSQL" in query ? query.getSQL() : query,
  );
  const inlined = text.replace(/\$(\d+)/g, (_, i) => {
    const value = params[Number(i) - 1];
    if (typeof value === "number") return String(value);
    if (value instanceof Date) return `'${value.toISOString()}'`;
    return `'${String(value).replace(/'/g, "''")}'`;
  });
  return (
    await db.execute<{ "QUERY PLAN": string }>(
      sql.raw(`explain (analyze, buffers, costs off) ${inlined}`),
    )
  ).rows.map((r) => r["QUERY PLAN"]);
}

/** Which indexes (or sequential scans) a query reads, any sort, and its execution time. */
export async function plan(db: Db, query: SQL | { getSQL: () => SQL }) {
  const lines = await explain(db, query);
  const scans = lines
    .map((l) =>
      /(Index Only Scan|Index Scan|Bitmap Index Scan|Seq Scan)( Backward)?(?: using (\S+))?(?: on (\S+))?/.exec(
        l,
      ),
    )
    .filter((m) => m)
    .map((m) => `${m![1]}${m![2] ?? ""}${m![3] ? ` ${m![3]}` : ""}${m![4] ? ` on ${m![4]}` : ""}`);
  const sorts = lines
    .map((l) => /^\s*(?:->\s*)?(Incremental Sort|Sort) \(/.exec(l)?.[1])
    .filter((m) => m);
  const buffers = lines.find((l) => /^\s*Buffers:/.test(l))?.trim();
  return `${[...new Set([...scans, ...sorts])].join(", ")}; ${buffers ?? ""}; ${lines.find((l) => l.startsWith("Execution Time"))}`;
}
