import { existsSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";

// Chosen by playwright.config.ts (a free port per run) and handed on through the environment.
const port = Number(process.env.E2E_PORT);
/** The journeys' server keeps its data (and its mail outbox) here; the tests read it. */
export const e2eDataDir = join(tmpdir(), `portal-e2e-${port}`);
const outbox = join(e2eDataDir, "outbox");

/**
 * Every mail this worker has parsed, by file name. The server writes a mail whole and never changes
 * it (a temporary file renamed into place), so each is parsed once per worker: parsing the whole
 * outbox on every poll grew with the run (hundreds of mails by its end) and took the cores the
 * journeys needed.
 */
const parsed = new Map<string, Promise<ParsedMail>>();

/** The newest message to `to` that `matches`, waiting for it to arrive. */
export async function mailFromOutbox(
  to: string,
  matches: (mail: ParsedMail) => boolean,
  timeoutMs = 15_000,
): Promise<ParsedMail> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    const files = existsSync(outbox)
      ? readdirSync(outbox)
          .filter((f) => f.endsWith(".eml"))
          .sort()
          .reverse()
      : [];
    for (const file of files) {
      let mail = parsed.get(file);
      if (!mail) {
        mail = simpleParser(readFileSync(join(outbox, file)));
        parsed.set(file, mail);
      }
      const message = await mail;
      if (JSON.stringify(message.to).includes(to) && matches(message)) return message;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no matching mail to ${to} in ${outbox}`);
}

/** The link in the newest message to `to` whose subject matches, waiting for it to arrive. */
export async function linkFromOutbox(to: string, subject: RegExp): Promise<string> {
  const mail = await mailFromOutbox(
    to,
    (m) => subject.test(m.subject ?? "") && /https?:\/\/\S+/.test(m.text ?? ""),
  );
  return /https?:\/\/\S+/.exec(mail.text ?? "")![0];
}

/** The six-digit code of the newest secure link code mail to `to` (its subject ends with it). */
export async function linkCodeFromOutbox(to: string, after = 0): Promise<string> {
  const codeOf = (m: ParsedMail) => /Your code .*: (\d{6})$/.exec(m.subject ?? "")?.[1];
  const mail = await mailFromOutbox(
    to,
    (m) => codeOf(m) !== undefined && (m.date?.getTime() ?? 0) >= after,
  );
  return codeOf(mail)!;
}
