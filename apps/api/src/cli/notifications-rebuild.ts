// Rebuilds each person's kept count of unread notifications (the bell, decision 091) from the
// notifications, for an existing database: after restoring a backup taken without them, or to
// check them (`--check` compares and writes nothing, exit 1 on a difference).
//   npm run notifications:rebuild [-- --check]   (reads the same settings as the server)
import { openDatabase } from "@portal/db/database";
import { loadConfig } from "../config/env";
import { rebuildUnreadCounts, unreadCountsThatDiffer } from "../modules/notifications/repo";

const database = openDatabase(loadConfig().database);
try {
  await database.migrate();
  if (process.argv.includes("--check")) {
    const differ = await unreadCountsThatDiffer(database.db);
    console.log(
      differ.length
        ? `unread counts differ from the rows for ${differ.length} people`
        : "unread counts: as counted",
    );
    if (differ.length) process.exitCode = 1;
  } else {
    const people = await rebuildUnreadCounts(database.db);
    console.log(`unread counts rebuilt: ${people} people with unread notifications`);
  }
} finally {
  await database.close();
}
