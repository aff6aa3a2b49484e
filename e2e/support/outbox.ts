import { existsSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { simpleParser } from "mailparser";

// Chosen by playwright.config.ts (a free port per run) and handed on through the environment.
const port = Number(process.env.E2E_PORT);
/** The journeys' server keeps its data (and its mail outbox) here; the tests read it. */
export const e2eDataDir = join(tmpdir(), `portal-e2e-${port}`);
const outbox = join(e2eDataDir, "outbox");

/** The link in the newest message to `to` whose subject matches, waiting for it to arrive. */
export async function linkFromOutbox(
  to: string,
  subject: RegExp,
  timeoutMs = 10_000,
): Promise<string> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    const files = existsSync(outbox)
      ? readdirSync(outbox)
          .filter((f) => f.endsWith(".eml"))
          .sort()
          .reverse()
      : [];
    for (const file of files) {
      const mail = await simpleParser(readFileSync(join(outbox, file)));
      if (JSON.stringify(mail.to).includes(to) && subject.test(mail.subject ?? "")) {
        const link = /https?:\/\/\S+/.exec(mail.text ?? "")?.[0];
        if (link) return link;
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to} matching ${subject} in ${outbox}`);
}
