import type { FastifyBaseLogger } from "fastify";
import type { Db, Executor } from "@portal/db/database";
import type { JobQueue } from "../../jobs/queue";
import { createMailer, type Mail } from "./mailer";
import {
  accountDeletedNotice,
  confirmNewEmailMail,
  emailChangeAttemptedNotice,
  emailChangedNotice,
  emailChangeRequestedNotice,
  funderAlertMail,
  funderLinkMail,
  funderNewsMail,
  invitationMail,
  linkCodeMail,
  resetPasswordMail,
  signUpAttemptedMail,
  threadNewsMail,
  linkNewsMail,
  trainingExpiringMail,
  trialEndingMail,
  verificationMail,
  type FunderAlert,
  type FunderLinkMail,
  type FunderNews,
  type Invitation,
  type MailLanguage,
  type LinkCode,
  type LinkNews,
  type ThreadNews,
  type TrainingExpiring,
  type TrialEnding,
} from "./messages";
import { asLanguage, languageOfAddress, languageOfUser } from "./recipients";

export type {
  FunderAlert,
  FunderLinkMail,
  FunderNews,
  LinkNews,
  ThreadNews,
  TrainingExpiring,
  TrialEnding,
};

/**
 * Who sent what a mail is about, for an address without an account (an invitee, an outside
 * funder): the mail is written in the sender's language (decision 071).
 */
export type MailSender = string | null | undefined;

/**
 * Queues a mail written in its recipient's language (issue 36): the account's with that address,
 * else the sender's, else English.
 */
function mailDelivery(
  options: { db: Db; log: FastifyBaseLogger },
  queueMail: (on: Executor, mail: Mail) => Promise<unknown>,
) {
  const languageOf = async (on: Executor, to: string, sender: MailSender): Promise<MailLanguage> =>
    (await languageOfAddress(on, to)) ?? (sender ? await languageOfUser(on, sender) : null) ?? "en";
  return async (
    on: Executor,
    to: string,
    write: (lang: MailLanguage) => Mail,
    what: string,
    sender?: MailSender,
  ) => {
    try {
      await queueMail(on, write(await languageOf(on, to, sender)));
    } catch (err) {
      if (on !== options.db) throw err;
      options.log.error({ err }, `queueing the ${what} failed`);
    }
  };
}

/**
 * The mail the portal sends, queued as jobs (docs/decisions/024-durable-jobs.md): each method
 * takes the database handle of the change that causes the mail, so a mail queued in a
 * transaction goes out only if it commits. The worker sends it, retrying a failed send. A mail
 * that cannot be queued outside a transaction is logged and the action still succeeds (it never
 * fails the action nor reveals anything to the person); in a transaction it fails with it.
 * Each is written in its recipient's language (mailDelivery).
 */
export function createEmailService(options: {
  db: Db;
  jobs: JobQueue;
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  log: FastifyBaseLogger;
}) {
  const mailer = createMailer(options);
  const queueMail = options.jobs.define<Mail>("mail", (mail, job) => mailer.send(mail, job));
  const deliver = mailDelivery(options, queueMail);
  return {
    invitation: (on: Executor, to: string, invite: Invitation, inviter?: MailSender) =>
      deliver(on, to, (l) => invitationMail(to, invite, l), "invitation", inviter),
    verification: (on: Executor, to: string, link: string) =>
      deliver(on, to, (l) => verificationMail(to, link, l), "verification mail"),
    signUpAttempted: (on: Executor, to: string, logInLink: string, resetLink: string) =>
      deliver(
        on,
        to,
        (l) => signUpAttemptedMail(to, logInLink, resetLink, l),
        "sign-up attempt notice",
      ),
    resetPassword: (on: Executor, to: string, link: string, validMinutes: number) =>
      deliver(on, to, (l) => resetPasswordMail(to, link, validMinutes, l), "password reset mail"),
    /** To the new address (no account has it yet): in the language of the account moving to it. */
    confirmNewEmail: (
      on: Executor,
      to: string,
      link: string,
      validMinutes: number,
      userId?: MailSender,
    ) =>
      deliver(
        on,
        to,
        (l) => confirmNewEmailMail(to, link, validMinutes, l),
        "email change mail",
        userId,
      ),
    emailChangeRequested: (on: Executor, to: string, newEmail: string) =>
      deliver(on, to, (l) => emailChangeRequestedNotice(to, newEmail, l), "email change notice"),
    emailChangeAttempted: (on: Executor, to: string) =>
      deliver(on, to, (l) => emailChangeAttemptedNotice(to, l), "email change attempt notice"),
    emailChanged: (on: Executor, to: string, newEmail: string) =>
      deliver(on, to, (l) => emailChangedNotice(to, newEmail, l), "email changed notice"),
    accountDeleted: (on: Executor, to: string, language?: string | null) =>
      // The account is gone by the time this is queued: its language comes from the caller.
      deliver(
        on,
        to,
        (l) => accountDeletedNotice(to, asLanguage(language) ?? l),
        "account deleted notice",
      ),
    funderNews: (on: Executor, to: string, news: FunderNews) =>
      deliver(on, to, (l) => funderNewsMail(to, news, l), "funder news mail"),
    funderAlert: (on: Executor, to: string, alert: FunderAlert) =>
      deliver(on, to, (l) => funderAlertMail(to, alert, l), "funder alert mail"),
    funderLink: (on: Executor, to: string, m: FunderLinkMail, sender?: MailSender) =>
      deliver(on, to, (l) => funderLinkMail(to, m, l), "secure link mail", sender),
    linkCode: (on: Executor, to: string, m: LinkCode, sender?: MailSender) =>
      deliver(on, to, (l) => linkCodeMail(to, m, l), "link code mail", sender),
    threadNews: (on: Executor, to: string, news: ThreadNews) =>
      deliver(on, to, (l) => threadNewsMail(to, news, l), "thread message mail"),
    linkNews: (on: Executor, to: string, news: LinkNews, sender?: MailSender) =>
      deliver(on, to, (l) => linkNewsMail(to, news, l), "secure link message mail", sender),
    trainingExpiring: (on: Executor, to: string, t: TrainingExpiring) =>
      deliver(on, to, (l) => trainingExpiringMail(to, t, l), "training expiry reminder"),
    trialEnding: (on: Executor, to: string, t: TrialEnding) =>
      deliver(on, to, (l) => trialEndingMail(to, t, l), "trial ending reminder"),
  };
}

export type EmailService = ReturnType<typeof createEmailService>;
