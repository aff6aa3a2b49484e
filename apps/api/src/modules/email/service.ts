import type { FastifyBaseLogger } from "fastify";
import { createMailer, type Mail } from "./mailer";
import {
  accountDeletedNotice,
  confirmNewEmailMail,
  emailChangeAttemptedNotice,
  emailChangedNotice,
  emailChangeRequestedNotice,
  funderNewsMail,
  resetPasswordMail,
  signUpAttemptedMail,
  verificationMail,
  type FunderNews,
} from "./messages";

export type { FunderNews };

/**
 * The mail the portal sends. A mail that cannot be delivered must not fail the action that sent
 * it (nor reveal anything to the person): the failure is logged and the promise still resolves.
 */
export function createEmailService(options: {
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  log: FastifyBaseLogger;
}) {
  const mailer = createMailer(options);
  const deliver = (mail: Mail, what: string) =>
    mailer.send(mail).catch((err: unknown) => options.log.error({ err }, `${what} failed`));
  return {
    verification: (to: string, link: string) =>
      deliver(verificationMail(to, link), "verification mail"),
    signUpAttempted: (to: string, logInLink: string, resetLink: string) =>
      deliver(signUpAttemptedMail(to, logInLink, resetLink), "sign-up attempt notice"),
    resetPassword: (to: string, link: string, validMinutes: number) =>
      deliver(resetPasswordMail(to, link, validMinutes), "password reset mail"),
    confirmNewEmail: (to: string, link: string, validMinutes: number) =>
      deliver(confirmNewEmailMail(to, link, validMinutes), "email change mail"),
    emailChangeRequested: (to: string, newEmail: string) =>
      deliver(emailChangeRequestedNotice(to, newEmail), "email change notice"),
    emailChangeAttempted: (to: string) =>
      deliver(emailChangeAttemptedNotice(to), "email change attempt notice"),
    emailChanged: (to: string, newEmail: string) =>
      deliver(emailChangedNotice(to, newEmail), "email changed notice"),
    accountDeleted: (to: string) => deliver(accountDeletedNotice(to), "account deleted notice"),
    funderNews: (to: string, news: FunderNews) =>
      deliver(funderNewsMail(to, news), "funder news mail"),
  };
}

export type EmailService = ReturnType<typeof createEmailService>;
