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

/** The queued job a message is sent for: the same on every attempt. */
export interface MailJob {
  id: string;
  createdAt: Date;
}

export interface Mailer {
  /** Throws when the message may not have gone out, so the job is tried again. */
  send(mail: Mail, job: MailJob): Promise<void>;
}

/** Bounds on a stalled mail server (ms): a send ends well within its job's lease (JOB_LEASE_SECONDS); the URL's own parameters win. */
const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };

/**
 * SMTP when `SMTP_URL` is set; otherwise every message is written to `outboxDir` as an .eml
 * file (written under a temporary name, then renamed) and its link is logged, so `npm start`
 * alone lets a person verify an address or reset a password. Each message's Message-ID and file
 * name come from its job, so a message sent again after an uncertain attempt is recognisable
 * (and overwrites its file).
 */
export function createMailer(options: {
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const domain = /@([^\s>]+)/.exec(options.from)?.[1] ?? "localhost";
  const messageId = (job: MailJob) => `<${job.id}@${domain}>`;
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({ ...smtpTimeouts, url: options.smtpUrl });
    return {
      async send(mail, job) {
        await transport.sendMail({
          messageId: messageId(job),
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
    async send(mail, job) {
      const info = await transport.sendMail({
        messageId: messageId(job),
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      mkdirSync(options.outboxDir, { recursive: true });
      const name = `${job.createdAt.toISOString().replace(/[:.]/g, "-")}-${job.id}.eml`;
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
