import type { Mail } from "./mailer";

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function mail(to: string, subject: string, intro: string, action: string, link: string, outro: string): Mail {
  return {
    to,
    subject,
    link,
    text: `${intro}\n\n${action}: ${link}\n\n${outro}\n`,
    html: `<p>${escape(intro)}</p><p><a href="${escape(link)}">${escape(action)}</a></p><p>${escape(outro)}</p>`,
  };
}

export const verificationMail = (to: string, link: string) =>
  mail(
    to,
    "Verify your email address",
    "Welcome to the broker portal. Please confirm that this is your email address.",
    "Verify my email address",
    link,
    "If you did not create an account, you can ignore this message.",
  );

export const resetPasswordMail = (to: string, link: string, validMinutes: number) =>
  mail(
    to,
    "Reset your password",
    "Someone asked to reset the password of your broker portal account.",
    "Choose a new password",
    link,
    `The link works once and expires in ${validMinutes} minutes. If you did not ask for it, ignore this message: your password stays as it is.`,
  );
