import type { Mail } from "./mailer";
import type { DeclineReason } from "@portal/contract/submissions/inbox-schemas";
import type { Language } from "@portal/contract/user/user-options";

/**
 * The portal's mails, each written in English and in Arabic (issue 36, decision 071), chosen by
 * the recipient's language (service.ts). Arabic mails are drafts like the web's Arabic strings.
 * Names, references, addresses, codes and links stay as they are; dates and counts are written
 * in the mail's language.
 */
export type MailLanguage = Language | `${Language}-${string}`;

/**
 * The language of a mail's words; a `MailLanguage` may carry the reader's country ("ar-SA"),
 * which picks the digits of its dates and numbers as the web does (decision 070).
 */
const wordsOf = (lang: MailLanguage) => lang.split("-")[0] as Language;
const isArabic = (lang: MailLanguage) => wordsOf(lang) === "ar";
/** English mails keep one style (26 December 2026); Arabic ones the reader's locale's digits. */
const localeOf = (lang: MailLanguage) => (isArabic(lang) ? lang : "en-GB");

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Escapes `text` for HTML, each of `whole` (a deal's reference) kept on one line: "D-000123" may
 * otherwise break after its hyphen in a narrow mail client.
 */
function escapeKeeping(text: string, whole: readonly string[]) {
  let html = escape(text);
  for (const part of whole.filter(Boolean))
    html = html.split(escape(part)).join(`<span style="white-space:nowrap">${escape(part)}</span>`);
  return html;
}

/** The HTML part in the mail's language and direction: Arabic reads right to left. */
const page = (lang: MailLanguage, body: string) =>
  `<div lang="${wordsOf(lang)}" dir="${isArabic(lang) ? "rtl" : "ltr"}">${body}</div>`;

/** A day as the mail's language writes it ("26 December 2026"; "26 ديسمبر 2026" in the UK, "٢٦ ديسمبر ٢٠٢٦" in Saudi Arabia). */
export function mailDay(date: Date, lang: MailLanguage, month: "long" | "short" = "long") {
  return new Intl.DateTimeFormat(localeOf(lang), {
    day: "numeric",
    month,
    year: "numeric",
    timeZone: "UTC",
    // ar-SA's own calendar is the Hijri one: mails date by the Gregorian calendar, as the portal.
    calendar: "gregory",
  }).format(date);
}

const count = (n: number, lang: MailLanguage) => new Intl.NumberFormat(localeOf(lang)).format(n);

interface Texts {
  subject: string;
  intro: string;
  action: string;
  outro: string;
}

function mail(
  lang: MailLanguage,
  to: string,
  { subject, intro, action, outro }: Texts,
  link: string,
  whole: readonly string[] = [],
): Mail {
  return {
    to,
    subject,
    link,
    text: `${intro}\n\n${action}: ${link}\n\n${outro}\n`,
    html: page(
      lang,
      `<p>${escapeKeeping(intro, whole)}</p><p><a href="${escape(link)}">${escape(action)}</a></p><p>${escape(outro)}</p>`,
    ),
  };
}

function notice(lang: MailLanguage, to: string, subject: string, body: string): Mail {
  return { to, subject, text: `${body}\n`, html: page(lang, `<p>${escape(body)}</p>`) };
}

/** Both languages' words of a mail; the recipient's is used. */
const pick = <T>(lang: MailLanguage, words: Record<Language, T>): T => words[wordsOf(lang)];

export const verificationMail = (to: string, link: string, lang: MailLanguage) =>
  mail(
    lang,
    to,
    pick(lang, {
      en: {
        subject: "Verify your email address",
        intro:
          "Welcome to Dealbridge, the broker portal. Please confirm that this is your email address.",
        action: "Verify my email address",
        outro: "If you did not create an account, you can ignore this message.",
      },
      ar: {
        subject: "أكّد عنوان بريدك الإلكتروني",
        intro: "مرحبًا بك في Dealbridge، بوابة الوسطاء. يُرجى تأكيد أن هذا عنوان بريدك الإلكتروني.",
        action: "تأكيد عنوان بريدي الإلكتروني",
        outro: "إن لم تنشئ حسابًا، يمكنك تجاهل هذه الرسالة.",
      },
    }),
    link,
  );

/** To the owner of an address someone tried to register again (sign-up answers as for a new one). */
export const signUpAttemptedMail = (
  to: string,
  logInLink: string,
  resetLink: string,
  lang: MailLanguage,
) =>
  mail(
    lang,
    to,
    pick(lang, {
      en: {
        subject: "Someone tried to register with your email address",
        intro:
          "Someone tried to create a Dealbridge account with this address, which already has one.",
        action: "Log in",
        outro: `If it was you, log in with your password, or choose a new one at ${resetLink}. If it was not you, you can ignore this message: your account is unchanged.`,
      },
      ar: {
        subject: "حاول أحدهم التسجيل بعنوان بريدك الإلكتروني",
        intro: "حاول أحدهم إنشاء حساب في Dealbridge بهذا العنوان، وله حساب بالفعل.",
        action: "تسجيل الدخول",
        outro: `إن كنت أنت، فسجّل الدخول بكلمة مرورك أو اختر كلمة مرور جديدة من ${resetLink}. وإن لم تكن أنت، يمكنك تجاهل هذه الرسالة: حسابك لم يتغيّر.`,
      },
    }),
    logInLink,
  );

export const resetPasswordMail = (
  to: string,
  link: string,
  validMinutes: number,
  lang: MailLanguage,
) =>
  mail(
    lang,
    to,
    pick(lang, {
      en: {
        subject: "Reset your password",
        intro: "Someone asked to reset the password of your Dealbridge account.",
        action: "Choose a new password",
        outro: `The link works once and expires in ${validMinutes} minutes. If you did not ask for it, ignore this message: your password stays as it is.`,
      },
      ar: {
        subject: "إعادة تعيين كلمة المرور",
        intro: "طلب أحدهم إعادة تعيين كلمة مرور حسابك في Dealbridge.",
        action: "اختيار كلمة مرور جديدة",
        outro: `يعمل الرابط مرة واحدة وتنتهي صلاحيته خلال ${count(validMinutes, lang)} دقيقة. إن لم تطلب ذلك فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.`,
      },
    }),
    link,
  );

export const confirmNewEmailMail = (
  to: string,
  link: string,
  validMinutes: number,
  lang: MailLanguage,
) =>
  mail(
    lang,
    to,
    pick(lang, {
      en: {
        subject: "Confirm your new email address",
        intro: "You asked to use this address for your Dealbridge account.",
        action: "Use this email address",
        outro: `Open the link in the browser where you are signed in; it works once and expires in ${validMinutes} minutes. If you did not ask for this, ignore this message.`,
      },
      ar: {
        subject: "أكّد عنوان بريدك الإلكتروني الجديد",
        intro: "طلبت استخدام هذا العنوان لحسابك في Dealbridge.",
        action: "استخدام هذا العنوان",
        outro: `افتح الرابط في المتصفح الذي سجّلت الدخول منه؛ يعمل مرة واحدة وتنتهي صلاحيته خلال ${count(validMinutes, lang)} دقيقة. إن لم تطلب ذلك فتجاهل هذه الرسالة.`,
      },
    }),
    link,
  );

export const emailChangeRequestedNotice = (to: string, newEmail: string, lang: MailLanguage) =>
  isArabic(lang)
    ? notice(
        lang,
        to,
        "عنوان بريدك الإلكتروني على وشك أن يتغيّر",
        `طلب شخص مسجّل الدخول إلى حسابك في Dealbridge تغيير عنوان بريده الإلكتروني إلى ${newEmail}. إن لم يكن ذلك أنت، فغيّر كلمة مرورك الآن.`,
      )
    : notice(
        lang,
        to,
        "Your email address is about to change",
        `Someone signed in to your Dealbridge account asked to change its email address to ${newEmail}. If this was not you, change your password now.`,
      );

/** To the owner of an address someone asked to move another account to (answered as for a free one). */
export const emailChangeAttemptedNotice = (to: string, lang: MailLanguage) =>
  isArabic(lang)
    ? notice(
        lang,
        to,
        "حاول أحدهم استخدام عنوان بريدك الإلكتروني",
        "طلب شخص مسجّل الدخول إلى حساب آخر في Dealbridge تغيير عنوان بريده إلى هذا العنوان، وله حساب بالفعل. لم يتغيّر شيء: حسابك كما كان، ويحتفظ الحساب الآخر بعنوانه.",
      )
    : notice(
        lang,
        to,
        "Someone tried to use your email address",
        "Someone signed in to another Dealbridge account asked to change its email address to this one, which already has an account. Nothing changed: your account is as it was, and the other account keeps its own address.",
      );

export const emailChangedNotice = (to: string, newEmail: string, lang: MailLanguage) =>
  isArabic(lang)
    ? notice(
        lang,
        to,
        "تغيّر عنوان بريدك الإلكتروني",
        `أصبح عنوان البريد الإلكتروني لحسابك في Dealbridge الآن ${newEmail}. إن لم يكن ذلك أنت، فتواصل مع الدعم.`,
      )
    : notice(
        lang,
        to,
        "Your email address was changed",
        `The email address of your Dealbridge account is now ${newEmail}. If this was not you, contact support.`,
      );

/** An invitation to join an organization on the portal. */
export interface Invitation {
  organizationName: string;
  inviterName: string;
  role: string;
  link: string;
  days: number;
}

export const invitationMail = (to: string, invite: Invitation, lang: MailLanguage) =>
  mail(
    lang,
    to,
    pick(lang, {
      en: {
        subject: `${invite.inviterName} invited you to ${invite.organizationName} on Dealbridge`,
        intro: `${invite.inviterName} invited you to join ${invite.organizationName} on Dealbridge, the broker portal, as ${invite.role === "admin" ? "an admin" : "a member"}.`,
        action: "Accept the invitation",
        outro: `The invitation expires in ${invite.days} days. Sign in or register with this address to accept it; if you do not want to join, decline it on that page or ignore this message.`,
      },
      ar: {
        subject: `دعاك ${invite.inviterName} إلى ${invite.organizationName} على Dealbridge`,
        intro: `دعاك ${invite.inviterName} للانضمام إلى ${invite.organizationName} على Dealbridge، بوابة الوسطاء، ${invite.role === "admin" ? "مسؤولًا" : "عضوًا"}.`,
        action: "قبول الدعوة",
        outro: `تنتهي صلاحية الدعوة خلال ${count(invite.days, lang)} يومًا. سجّل الدخول أو أنشئ حسابًا بهذا العنوان لقبولها؛ وإن لم ترغب في الانضمام فارفضها من تلك الصفحة أو تجاهل هذه الرسالة.`,
      },
    }),
    invite.link,
  );

export const accountDeletedNotice = (to: string, lang: MailLanguage) =>
  isArabic(lang)
    ? notice(lang, to, "حُذف حسابك", "حُذف حسابك في Dealbridge والبيانات التي كان يحتويها.")
    : notice(
        lang,
        to,
        "Your account was deleted",
        "Your Dealbridge account and the data it held have been deleted.",
      );

/**
 * What a funder did on a broker's deal, as the broker is told: the funder, the business (the
 * borrower's legal name) and the reference, "Swift Advance Funding sent a proposal for Acme
 * Bakery (D-000002)".
 */
export interface FunderNews {
  funderName: string;
  reference: string;
  businessName: string;
  move: "request_info" | "offer" | "revise" | "withdraw_offer" | "decline" | "duplicate";
  note: string | null;
  /** Why the funder declined (a decline only). */
  reason?: DeclineReason | null;
  link: string;
}

/** A decline's reason as the broker's mail words it (the web words it in the reader's language). */
const declineReasonWords: Record<Language, Record<DeclineReason, string>> = {
  en: {
    outside_criteria: "outside their lending criteria",
    time_in_business: "not long enough in business",
    revenue: "revenue too low",
    credit: "credit",
    industry: "an industry they do not fund",
    existing_positions: "too many existing advances",
    documents_missing: "documents missing or unclear",
    amount: "the amount is outside their range",
    other: "other (see their note)",
  },
  ar: {
    outside_criteria: "خارج معايير التمويل لديهم",
    time_in_business: "مدة النشاط غير كافية",
    revenue: "الإيرادات منخفضة جدًا",
    credit: "الائتمان",
    industry: "قطاع لا يموّلونه",
    existing_positions: "سلف قائمة كثيرة",
    documents_missing: "مستندات ناقصة أو غير واضحة",
    amount: "المبلغ خارج نطاقهم",
    other: "سبب آخر (انظر ملاحظتهم)",
  },
};

function funderNewsTexts(news: FunderNews, lang: MailLanguage): [subject: string, intro: string] {
  const { funderName: funder, reference: ref, businessName: business, note } = news;
  const reason = news.reason ? declineReasonWords[wordsOf(lang)][news.reason] : null;
  if (isArabic(lang)) {
    const deal = `${business} (${ref})`;
    const said = note ? ` وكتبوا: «${note}»` : "";
    return {
      request_info: [
        `يسأل ${funder} عن ${deal}`,
        `يحتاج ${funder} إلى مزيد من المعلومات عن صفقة ${business} رقم ${ref} قبل أن يقرّر.${said}`,
      ],
      offer: [
        `أرسل ${funder} عرضًا لـ ${deal}`,
        `أرسل ${funder} عرضًا لصفقة ${business} رقم ${ref}. قارنه بالعروض الأخرى في صفحة الصفقة.`,
      ],
      revise: [
        `عدّل ${funder} عرضه لـ ${deal}`,
        `غيّر ${funder} شروط عرضه لصفقة ${business} رقم ${ref}. تعرض صفحة الصفقة الشروط الجديدة وما تغيّر.`,
      ],
      withdraw_offer: [
        `سحب ${funder} عرضه لـ ${deal}`,
        `سحب ${funder} عرضه لصفقة ${business} رقم ${ref}: لم يعد قبوله ممكنًا.${said}`,
      ],
      decline: [
        `رفض ${funder} ${deal}`,
        `رفض ${funder} صفقة ${business} رقم ${ref}${reason ? `. سببهم: ${reason}` : ""}.${said}`,
      ],
      duplicate: [
        `لدى ${funder} نشاط ${deal} بالفعل`,
        `يقول ${funder} إن وسيطًا آخر أرسل إليه ${business}، نشاط الصفقة ${ref}، من قبل.${said}`,
      ],
    }[news.move] as [string, string];
  }
  const deal = `${business} (${ref})`;
  const said = note ? ` They wrote: "${note}"` : "";
  return {
    request_info: [
      `${funder} asks about ${deal}`,
      `${funder} needs more information on ${business}'s deal ${ref} before deciding.${said}`,
    ],
    offer: [
      `${funder} sent a proposal for ${deal}`,
      `${funder} sent a proposal for ${business}'s deal ${ref}. Compare it with the others on the deal's page.`,
    ],
    revise: [
      `${funder} revised its proposal for ${deal}`,
      `${funder} changed the terms of its proposal for ${business}'s deal ${ref}. The deal's page shows the new terms and what changed.`,
    ],
    withdraw_offer: [
      `${funder} withdrew its proposal for ${deal}`,
      `${funder} withdrew its proposal for ${business}'s deal ${ref}: it can no longer be accepted.${said}`,
    ],
    decline: [
      `${funder} declined ${deal}`,
      `${funder} declined ${business}'s deal ${ref}${reason ? `. Their reason: ${reason}` : ""}.${said}`,
    ],
    duplicate: [
      `${funder} already has the business of ${deal}`,
      `${funder} says another broker already sent it ${business}, the business of deal ${ref}.${said}`,
    ],
  }[news.move] as [string, string];
}

export function funderNewsMail(to: string, news: FunderNews, lang: MailLanguage): Mail {
  const [subject, intro] = funderNewsTexts(news, lang);
  return mail(
    lang,
    to,
    {
      subject,
      intro,
      ...pick(lang, {
        en: {
          action: "Open the deal",
          outro: "You receive this because the deal is yours on Dealbridge.",
        },
        ar: { action: "فتح الصفقة", outro: "تصلك هذه الرسالة لأن الصفقة لك على Dealbridge." },
      }),
    },
    news.link,
    [news.reference],
  );
}

/**
 * What happened to a deal in a funder's inbox, as the funder is told: a broker sent it, or the
 * broker accepted the funder's offer. Names the broker's organization, the business (the
 * borrower's legal name, which the inbox item shows the funder) and the deal's reference; the
 * borrower's other details stay behind the sign-in, on the inbox item the link opens.
 */
export interface FunderAlert {
  brokerName: string;
  reference: string;
  businessName: string;
  event: "arrived" | "accepted";
  link: string;
}

export function funderAlertMail(to: string, alert: FunderAlert, lang: MailLanguage): Mail {
  const { brokerName: broker, reference: ref, businessName: business } = alert;
  const texts: Record<Language, Record<FunderAlert["event"], Texts>> = {
    en: {
      arrived: {
        subject: `${broker} sent you ${business} (${ref})`,
        intro: `${broker} sent your organization ${business}'s deal ${ref}. Review it and ask, offer or decline in your inbox.`,
        action: "Open the inbox item",
        outro:
          "You receive this because you work for a funder the deal was sent to on the broker portal.",
      },
      accepted: {
        subject: `${broker} accepted your offer for ${business} (${ref})`,
        intro: `${broker} accepted your organization's offer for ${business}'s deal ${ref}. Mark it funded in your inbox once the money goes out.`,
        action: "Open the inbox item",
        outro:
          "You receive this because you work for a funder the deal was sent to on the broker portal.",
      },
    },
    ar: {
      arrived: {
        subject: `أرسل إليك ${broker} ${business} (${ref})`,
        intro: `أرسل ${broker} إلى مؤسستك صفقة ${business} رقم ${ref}. راجعها واسأل أو قدّم عرضًا أو ارفض من صندوق الوارد.`,
        action: "فتح عنصر الوارد",
        outro: "تصلك هذه الرسالة لأنك تعمل لدى ممول أُرسلت إليه الصفقة على بوابة الوسطاء.",
      },
      accepted: {
        subject: `قبل ${broker} عرضك لـ ${business} (${ref})`,
        intro: `قبل ${broker} عرض مؤسستك لصفقة ${business} رقم ${ref}. علّمها مموَّلة في صندوق الوارد عند صرف المبلغ.`,
        action: "فتح عنصر الوارد",
        outro: "تصلك هذه الرسالة لأنك تعمل لدى ممول أُرسلت إليه الصفقة على بوابة الوسطاء.",
      },
    },
  };
  return mail(lang, to, texts[wordsOf(lang)][alert.event], alert.link, [ref]);
}

/**
 * A message in a deal's conversation with one funder (issue 34), to the other side: names the
 * writer's organization, the business and the reference, and links to the thread. The message
 * itself stays behind the sign-in (replying by mail is not offered).
 */
export interface ThreadNews {
  fromName: string;
  reference: string;
  businessName: string;
  link: string;
}

export const threadNewsMail = (to: string, news: ThreadNews, lang: MailLanguage) =>
  mail(
    lang,
    to,
    pick(lang, {
      en: {
        subject: `${news.fromName} wrote about ${news.businessName} (${news.reference})`,
        intro: `${news.fromName} wrote a message about ${news.businessName}'s deal ${news.reference}. Read it and answer in the conversation.`,
        action: "Open the conversation",
        outro: "You receive this because you take part in this deal's conversation on Dealbridge.",
      },
      ar: {
        subject: `كتب ${news.fromName} بشأن ${news.businessName} (${news.reference})`,
        intro: `كتب ${news.fromName} رسالة بشأن صفقة ${news.businessName} رقم ${news.reference}. اقرأها وأجب في المحادثة.`,
        action: "فتح المحادثة",
        outro: "تصلك هذه الرسالة لأنك طرف في محادثة هذه الصفقة على Dealbridge.",
      },
    }),
    news.link,
    [news.reference],
  );

/**
 * The broker wrote to an outside funder (decision 068): it has no account, and its secure link is
 * in the broker's first mail only (the portal keeps no token), so this mail says where to answer.
 */
export interface LinkNews {
  /** What happened: the broker wrote in the thread, or accepted the funder's offer. */
  news: "message" | "accepted";
  brokerName: string;
  reference: string;
  businessName: string;
  /** The day the link stops working (the mail writes it in its language). */
  expiresOn: Date;
}

export const linkNewsMail = (to: string, news: LinkNews, lang: MailLanguage) => {
  const { brokerName: broker, reference: ref, businessName: business } = news;
  const until = mailDay(news.expiresOn, lang, "short");
  if (isArabic(lang)) {
    const where = `من الرابط الآمن في الرسالة التي أرسلها إليك ${broker} مع الصفقة؛ يعمل حتى ${until}.`;
    return news.news === "accepted"
      ? notice(
          lang,
          to,
          `قبل ${broker} عرضك لـ ${business} (${ref})`,
          `قبل ${broker} عرضك على صفقة ${business} رقم ${ref} على Dealbridge. اطّلع على الشروط المقبولة واكتب إلى ${broker} ${where}`,
        )
      : notice(
          lang,
          to,
          `كتب ${broker} بشأن ${business} (${ref})`,
          `كتب إليك ${broker} بشأن صفقة ${business} رقم ${ref} على Dealbridge. اقرأ الرسالة وأجب ${where}`,
        );
  }
  const where = `from the secure link in the mail ${broker} sent you with the deal; it works until ${until}.`;
  return news.news === "accepted"
    ? notice(
        lang,
        to,
        `${broker} accepted your offer for ${business} (${ref})`,
        `${broker} accepted your offer on ${business}'s deal ${ref} on Dealbridge. See the accepted terms and write to ${broker} ${where}`,
      )
    : notice(
        lang,
        to,
        `${broker} wrote about ${business} (${ref})`,
        `${broker} wrote to you about ${business}'s deal ${ref} on Dealbridge. Read it and answer ${where}`,
      );
};

/** An accreditation about to expire (docs/decisions/040-training-gate.md): once per certificate. */
export interface TrainingExpiring {
  courseTitle: string;
  /** The day it expires (the mail writes it in its language). */
  expiresOn: Date;
  link: string;
}

export const trainingExpiringMail = (to: string, t: TrainingExpiring, lang: MailLanguage) => {
  const on = mailDay(t.expiresOn, lang);
  return mail(
    lang,
    to,
    pick(lang, {
      en: {
        subject: `Your ${t.courseTitle} accreditation expires on ${on}`,
        intro: `Your accreditation for ${t.courseTitle} expires on ${on}. After that, deals for its products cannot be submitted or sent to funders until you pass the course again.`,
        action: "Re-take the course",
        outro: "You receive this because you hold this accreditation on Dealbridge.",
      },
      ar: {
        subject: `تنتهي صلاحية اعتمادك في ${t.courseTitle} في ${on}`,
        intro: `تنتهي صلاحية اعتمادك في ${t.courseTitle} في ${on}. بعد ذلك لا يمكن تقديم صفقات منتجاتها أو إرسالها إلى الممولين حتى تجتاز الدورة مرة أخرى.`,
        action: "إعادة الدورة",
        outro: "تصلك هذه الرسالة لأنك تحمل هذا الاعتماد على Dealbridge.",
      },
    }),
    t.link,
  );
};

export interface TrialEnding {
  organizationName: string;
  /** The day the trial ends (the mail writes it in its language). */
  endsOn: Date;
  link: string;
}

export const trialEndingMail = (to: string, t: TrialEnding, lang: MailLanguage) => {
  const on = mailDay(t.endsOn, lang);
  return mail(
    lang,
    to,
    pick(lang, {
      en: {
        subject: `${t.organizationName}'s free trial ends on ${on}`,
        intro: `${t.organizationName}'s free trial of Dealbridge ends on ${on}. Choose a monthly or yearly plan before then to keep adding deals and sending them to funders. Without a plan everything stays visible, but nothing new can be added or changed.`,
        action: "Choose a plan",
        outro:
          "You receive this because you own or manage billing for this organization on Dealbridge.",
      },
      ar: {
        subject: `تنتهي الفترة التجريبية المجانية لـ ${t.organizationName} في ${on}`,
        intro: `تنتهي الفترة التجريبية المجانية لـ ${t.organizationName} على Dealbridge في ${on}. اختر خطة شهرية أو سنوية قبل ذلك لتواصل إضافة الصفقات وإرسالها إلى الممولين. من دون خطة يبقى كل شيء ظاهرًا، لكن لا يمكن إضافة أي جديد أو تغييره.`,
        action: "اختيار خطة",
        outro: "تصلك هذه الرسالة لأنك تملك هذه المؤسسة أو تدير فوترتها على Dealbridge.",
      },
    }),
    t.link,
  );
};

/**
 * A deal sent by secure link to a funder not on the portal (issue 39): names the broker's
 * organization and the deal's reference, says what the link holds, until when, and that a code
 * comes by mail on first open. No document and nothing else of the business travels in the mail.
 */
export interface FunderLinkMail {
  brokerName: string;
  reference: string;
  /** How many documents the broker shared (they stay behind the link). */
  documents: number;
  /** The day the link stops working (the mail writes it in its language). */
  expiresOn: Date;
  link: string;
}

export function funderLinkMail(to: string, m: FunderLinkMail, lang: MailLanguage): Mail {
  const until = mailDay(m.expiresOn, lang, "short");
  if (isArabic(lang)) {
    const documents =
      m.documents === 0
        ? ""
        : m.documents === 1
          ? "ومستندًا واحدًا "
          : `و${count(m.documents, lang)} من المستندات `;
    return mail(
      lang,
      to,
      {
        subject: `أرسل إليك ${m.brokerName} الصفقة ${m.reference}`,
        intro: `أرسل إليك ${m.brokerName} الصفقة ${m.reference} عبر Dealbridge. تحوي الصفحة الآمنة بيانات الصفقة ${documents}ومدى ملاءمتها لمعاييرك؛ ومنها يمكنك أن تسأل أو ترفض أو ترسل عرضًا، من دون حساب. عند أول فتح من متصفح نرسل إلى هذا العنوان رمزًا.`,
        action: "فتح الصفقة",
        outro: `يعمل الرابط حتى ${until}، وللعناوين التي أُرسل إليها فقط. لا تعد توجيهه: سيحتاج غيرك إلى الرمز المرسل إليك.`,
      },
      m.link,
      [m.reference],
    );
  }
  const holds =
    m.documents === 0
      ? "the deal's facts and how it fits your criteria"
      : `the deal's facts, ${m.documents === 1 ? "1 document" : `${m.documents} documents`} and how it fits your criteria`;
  return mail(
    lang,
    to,
    {
      subject: `${m.brokerName} sent you deal ${m.reference}`,
      intro: `${m.brokerName} sent you deal ${m.reference} through Dealbridge. The secure page holds ${holds}; from it you can ask a question, decline or send an offer, without an account. On first open from a browser we mail this address a code.`,
      action: "Open the deal",
      outro: `The link works until ${until}, only for the addresses it was sent to. Do not forward it: anyone else would need the code mailed to you.`,
    },
    m.link,
    [m.reference],
  );
}

/** The one-time code that proves a browser holds an address a secure link was sent to. */
export interface LinkCode {
  brokerName: string;
  code: string;
  validMinutes: number;
}

export const linkCodeMail = (to: string, m: LinkCode, lang: MailLanguage): Mail =>
  isArabic(lang)
    ? notice(
        lang,
        to,
        `رمزك لفتح الصفقة التي أرسلها ${m.brokerName}: ${m.code}`,
        `رمزك لفتح الصفقة التي أرسلها إليك ${m.brokerName} على Dealbridge هو ${m.code}. يعمل لمدة ${count(m.validMinutes, lang)} دقيقة. إن لم تطلبه فتجاهل هذه الرسالة: لا يمكن لأحد فتح الصفقة من دونه.`,
      )
    : notice(
        lang,
        to,
        `Your code for the deal ${m.brokerName} sent: ${m.code}`,
        `Your code to open the deal ${m.brokerName} sent you on Dealbridge is ${m.code}. It works for ${m.validMinutes} minutes. If you did not ask for it, ignore this message: nobody can open the deal without it.`,
      );

/** Every mail the portal writes, by name: messages.test.ts writes each in both languages. */
export const mailTemplates = {
  verificationMail,
  signUpAttemptedMail,
  resetPasswordMail,
  confirmNewEmailMail,
  emailChangeRequestedNotice,
  emailChangeAttemptedNotice,
  emailChangedNotice,
  invitationMail,
  accountDeletedNotice,
  funderNewsMail,
  funderAlertMail,
  threadNewsMail,
  linkNewsMail,
  trainingExpiringMail,
  trialEndingMail,
  funderLinkMail,
  linkCodeMail,
};
