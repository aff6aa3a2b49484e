// Rebuilds the dashboard's kept sums (sales and commission per day, decision 081) from the deals,
// their history and the commission ledger, for an existing database: after restoring a backup
// taken without them, or to check them (`--check` compares and writes nothing).
//   npm run dashboard:rebuild [-- --check]   (reads the same settings as the server)
import { isDeepStrictEqual } from "node:util";
import { openDatabase } from "@portal/db/database";
import { loadConfig } from "../config/env";
import { keptAndCounted, rebuildDashboardSums } from "../modules/dashboard/rebuild";

const database = openDatabase(loadConfig().database);
try {
  await database.migrate();
  if (process.argv.includes("--check")) {
    const { kept, counted } = await keptAndCounted(database.db);
    const same = isDeepStrictEqual(kept, counted);
    console.log(same ? "dashboard sums: as counted" : "dashboard sums differ from the rows");
    if (!same) process.exitCode = 1;
  } else {
    const rows = await rebuildDashboardSums(database.db);
    console.log(
      `dashboard sums rebuilt: ${rows.fundings} rows of sales, ${rows.commissions} of commission`,
    );
  }
} finally {
  await database.close();
}
