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
  type LinkNews,
  trainingExpiringMail,
  trialEndingMail,
  verificationMail,
  type FunderAlert,
  type FunderLinkMail,
  type FunderNews,
  type ThreadNews,
  type TrainingExpiring,
  type TrialEnding,
} from "./messages";

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
 * The mail the portal sends, queued as jobs (docs/decisions/024-durable-jobs.md): each method
 * takes the database handle of the change that causes the mail, so a mail queued in a
 * transaction goes out only if it commits. The worker sends it, retrying a failed send. A mail
 * that cannot be queued outside a transaction is logged and the action still succeeds (it never
 * fails the action nor reveals anything to the person); in a transaction it fails with it.
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
  const deliver = async (on: Executor, mail: Mail, what: string) => {
    try {
      await queueMail(on, mail);
    } catch (err) {
      if (on !== options.db) throw err;
      options.log.error({ err }, `queueing the ${what} failed`);
    }
  };
  return {
    invitation: (on: Executor, to: string, invite: Parameters<typeof invitationMail>[1]) =>
      deliver(on, invitationMail(to, invite), "invitation"),
    verification: (on: Executor, to: string, link: string) =>
      deliver(on, verificationMail(to, link), "verification mail"),
    signUpAttempted: (on: Executor, to: string, logInLink: string, resetLink: string) =>
      deliver(on, signUpAttemptedMail(to, logInLink, resetLink), "sign-up attempt notice"),
    resetPassword: (on: Executor, to: string, link: string, validMinutes: number) =>
      deliver(on, resetPasswordMail(to, link, validMinutes), "password reset mail"),
    confirmNewEmail: (on: Executor, to: string, link: string, validMinutes: number) =>
      deliver(on, confirmNewEmailMail(to, link, validMinutes), "email change mail"),
    emailChangeRequested: (on: Executor, to: string, newEmail: string) =>
      deliver(on, emailChangeRequestedNotice(to, newEmail), "email change notice"),
    emailChangeAttempted: (on: Executor, to: string) =>
      deliver(on, emailChangeAttemptedNotice(to), "email change attempt notice"),
    emailChanged: (on: Executor, to: string, newEmail: string) =>
      deliver(on, emailChangedNotice(to, newEmail), "email changed notice"),
    accountDeleted: (on: Executor, to: string) =>
      deliver(on, accountDeletedNotice(to), "account deleted notice"),
    funderNews: (on: Executor, to: string, news: FunderNews) =>
      deliver(on, funderNewsMail(to, news), "funder news mail"),
    funderAlert: (on: Executor, to: string, alert: FunderAlert) =>
      deliver(on, funderAlertMail(to, alert), "funder alert mail"),
    funderLink: (on: Executor, to: string, m: FunderLinkMail) =>
      deliver(on, funderLinkMail(to, m), "secure link mail"),
    linkCode: (on: Executor, to: string, m: Parameters<typeof linkCodeMail>[1]) =>
      deliver(on, linkCodeMail(to, m), "link code mail"),
    threadNews: (on: Executor, to: string, news: ThreadNews) =>
      deliver(on, threadNewsMail(to, news), "thread message mail"),
    linkNews: (on: Executor, to: string, news: LinkNews) =>
      deliver(on, linkNewsMail(to, news), "secure link message mail"),
    trainingExpiring: (on: Executor, to: string, t: TrainingExpiring) =>
      deliver(on, trainingExpiringMail(to, t), "training expiry reminder"),
    trialEnding: (on: Executor, to: string, t: TrialEnding) =>
      deliver(on, trialEndingMail(to, t), "trial ending reminder"),
  };
}

export type EmailService = ReturnType<typeof createEmailService>;
