import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A real SMTP server on loopback that keeps every message it receives, for tests to read. */
export async function startMailCatcher() {
  const received: ParsedMail[] = [];
  const listen = async (port: number) => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    return server;
  };
  let server: SMTPServer | undefined = await listen(0);
  const { port } = server.server.address() as AddressInfo;
  const close = async () => {
    const closing = server;
    server = undefined;
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };
  async function messageFor(to: string, subject: RegExp, timeoutMs = 10_000): Promise<string> {
    const start = Date.now();
    while (Date.now() - start < timeoutMs) {
      const mail = received.find(
        (m) => m.to && JSON.stringify(m.to).includes(to) && subject.test(m.subject ?? ""),
      );
      if (mail) {
        received.splice(received.indexOf(mail), 1);
        return mail.text ?? "";
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no mail to ${to} matching ${subject}`);
  }
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Waits for the next message to `to` whose subject matches, and takes it (its text). */
    messageFor,
    /** Waits for the next message to `to` whose subject matches, and returns the link in it. */
    async linkFor(to: string, subject: RegExp, timeoutMs = 10_000): Promise<string> {
      const link = /https?:\/\/\S+/.exec(await messageFor(to, subject, timeoutMs))?.[0];
      if (!link) throw new Error(`no link in mail to ${to}`);
      return link;
    },
    /** Stops listening: sending to `url` is refused until `restart`. */
    stop: close,
    /** Listens again on the same port, keeping what was received. */
    async restart() {
      server ??= await listen(port);
    },
    close,
  };
}

/** The app on a database of its own, mailing over SMTP to a catcher: for the mail flows' tests. */
export async function startAppWithMail(overrides: Record<string, string> = {}) {
  const { buildApp } = await import("../src/app");
  const { createTestDatabase, testConfig } = await import("./test-app");
  const mail = await startMailCatcher();
  const database = await createTestDatabase();
  const app = await buildApp(testConfig(database, { SMTP_URL: mail.url, ...overrides }));
  await app.ready();
  return {
    app,
    mail,
    async close() {
      await app.close();
      await mail.close();
      await database.drop();
    },
  };
}
