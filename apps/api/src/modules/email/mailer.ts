import { randomBytes } from "node:crypto";
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the mail carries, logged in outbox mode so a person can follow it. */
  link?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP when `SMTP_URL` is set; otherwise every message is written to `outboxDir` as an .eml
 * file (written under a temporary name, then renamed) and its link is logged, so `npm start`
 * alone lets a person verify an address or reset a password.
 */
export function createMailer(options: {
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
      },
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  return {
    async send(mail) {
      const info = await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      mkdirSync(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
      const temporary = join(options.outboxDir, `.${name}.tmp`);
      writeFileSync(temporary, info.message as Buffer, { mode: 0o600 });
      renameSync(temporary, join(options.outboxDir, name));
      options.log.info(
        { to: mail.to, subject: mail.subject, link: mail.link, file: name },
        "mail written to the outbox (no SMTP_URL set)",
      );
    },
  };
}
