import { randomBytes } from "node:crypto";
import pg from "pg";

export interface ScratchDatabase {
  name: string;
  url: string;
  drop: () => Promise<void>;
}

/**
 * A throw-away PostgreSQL database created from an admin connection (tests, journeys, benches):
 * `<prefix>_<pid>_<random>`, dropped with `drop()` even while connections are still open.
 * With `template`, it starts as a copy of that database (which nobody may be connected to).
 */
export async function createScratchDatabase(
  adminUrl: string,
  prefix: string,
  options: { template?: string } = {},
): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString("hex")}`;
  const template = options.template ? ` template "${options.template}"` : "";
  await runAdmin(adminUrl, `create database "${name}"${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => runAdmin(adminUrl, `drop database if exists "${name}" with (force)`),
  };
}

async function runAdmin(adminUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
