// Grants or revokes the platform's operator role (operators approve funders). A command-line task
// on purpose: nobody becomes an operator by signing up.
//   npm run operator -w @portal/api -- grant person@example.com
//   npm run operator -w @portal/api -- revoke person@example.com
//   npm run operator -w @portal/api -- list
// Reads the same settings as the server (DATABASE_URL, DATA_DIR). With the embedded database,
// stop the server first: only one process can open it.
import { eq } from "drizzle-orm";
import { openDatabase } from "@portal/db/database";
import { users } from "@portal/db/schema/identity";
import { operators } from "@portal/db/schema/organizations";
import { loadConfig } from "../config/env";

const [action, email] = process.argv.slice(2);
if (!action || !["grant", "revoke", "list"].includes(action) || (action !== "list" && !email)) {
  console.error("usage: operator grant|revoke <email> | operator list");
  process.exit(2);
}

const config = loadConfig();
const database = openDatabase(config.database);
try {
  await database.migrate();
  const db = database.db;
  if (action === "list") {
    const rows = await db
      .select({ email: users.email, grantedAt: operators.grantedAt })
      .from(operators)
      .innerJoin(users, eq(users.id, operators.userId));
    for (const row of rows) console.log(`${row.email}\t${row.grantedAt.toISOString()}`);
    if (!rows.length) console.log("no operators");
  } else {
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email!.trim().toLowerCase()))
      .limit(1);
    if (!user) {
      console.error(`no account with the email ${email}: register it first`);
      process.exitCode = 1;
    } else if (action === "grant") {
      await db.insert(operators).values({ userId: user.id }).onConflictDoNothing();
      console.log(`${email} is an operator`);
    } else {
      await db.delete(operators).where(eq(operators.userId, user.id));
      console.log(`${email} is no longer an operator`);
    }
  }
} finally {
  await database.close();
}
