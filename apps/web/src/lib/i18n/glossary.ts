/**
 * The portal's domain words: one Arabic term per English term, and no Arabic term for two of them
 * (docs/glossary.md, decision 070). glossary.test.ts reads the Arabic strings against it.
 */
export interface GlossaryEntry {
  /** The English term as docs/glossary.md lists it. */
  en: string;
  /** The term in an English string (word boundaries, plural; placeholders are not read). */
  english: RegExp;
  /** The Arabic term as docs/glossary.md lists it (singular, plural in brackets). */
  ar: string;
  /** The term's forms in an Arabic string (with the article, plural, attached pronouns). */
  arabic: RegExp;
  note: string;
  /**
   * The Arabic forms mean this term and nothing else: an Arabic string that uses them translates
   * an English string with the term (or one of `alsoFor`).
   */
  exclusive?: { alsoFor?: RegExp };
  /** Keys whose Arabic words the term otherwise, with why. */
  except?: Record<string, string>;
}

export const glossary: GlossaryEntry[] = [
  {
    en: "broker",
    english: /\bbrokers?\b/i,
    ar: "وسيط (وسطاء)",
    arabic: /وسيط|وسطاء|وساطة/,
    note: "the person who brings a business's deal to funders; never used for anything else",
    exclusive: { alsoFor: /\bbrokerages?\b/i },
  },
  {
    en: "funder",
    english: /\bfunders?\b/i,
    ar: "ممول (ممولون)",
    arabic: /ممول/,
    note: "who lends: a company on the portal or kept by a brokerage; not بنك",
  },
  {
    en: "lender",
    english: /\blenders?\b/i,
    ar: "جهة إقراض (جهات الإقراض)",
    arabic: /جهة إقراض|جهة الإقراض|جهات الإقراض|جهات إقراض/,
    note: "the brokers' directory of funders (Lenders) and descriptions",
  },
  {
    en: "deal",
    english: /\bdeals?\b/i,
    ar: "صفقة (صفقات)",
    arabic: /صفق/,
    note: "a business's financing request, handled by a broker",
  },
  {
    en: "listing",
    english: /\blistings?\b/i,
    ar: "برنامج تمويل (برامج التمويل)",
    arabic: /برنامج|برامج/,
    note: "what a funder publishes it lends on; not عرض, which is an offer",
    exclusive: {},
  },
  {
    en: "offer / proposal",
    english: /\b(offers?|proposals?)\b/i,
    ar: "عرض (عروض)",
    arabic: /عرض|عروض/,
    note: "a funder's terms for one deal; the proposal basket sends deals to funders to get them",
  },
  {
    en: "submission",
    english: /\bsubmissions?\b/i,
    ar: "طلب مرسل (الطلبات المرسلة)",
    arabic: /طلب مرسل|الطلب المرسل|طلبات مرسلة|الطلبات المرسلة/,
    note: "one deal sent to one funder",
  },
  {
    en: "commission",
    english: /\bcommissions?\b/i,
    ar: "عمولة (عمولات)",
    arabic: /عمول/,
    note: "what a broker earns on a funded deal",
  },
  {
    en: "wallet",
    english: /\bwallet\b/i,
    ar: "المحفظة",
    arabic: /محفظ/,
    note: "the commission ledger; a funder's portfolio is المحفظة الاستثمارية",
  },
  {
    en: "portfolio",
    english: /\bportfolio\b/i,
    ar: "المحفظة الاستثمارية",
    arabic: /محفظ\S* الاستثمارية/,
    note: "a funder's funded deals (Investments)",
  },
  {
    en: "median",
    english: /\bmedian\b/i,
    ar: "القيمة الوسطى",
    arabic: /القيمة الوسطى/,
    note: "the middle of measured values; never الوسيط, which is the broker",
    exclusive: {},
  },
  {
    en: "pipeline",
    english: /\bpipeline\b/i,
    ar: "خط الصفقات",
    arabic: /خط الصفقات/,
    note: "the deals by stage (the board)",
  },
  {
    en: "lead",
    english: /\bleads?\b/i,
    ar: "عميل محتمل (عملاء محتملون)",
    arabic: /عميل\S* محتمل|عملاء\S* محتمل|العميل المحتمل|العملاء المحتمل/,
    note: "a business that may become a deal (Leads, the quick application)",
  },
  {
    en: "team",
    english: /\bteams?\b/i,
    ar: "فريق (فرق)",
    arabic: /فريق|فرق/,
    note: "a group of a brokerage's or a funder's members",
  },
  {
    en: "manager",
    english: /\bmanagers?\b/i,
    ar: "مدير (مديرون)",
    arabic: /مدير|مديرو|مديري/,
    note: "team, country or general manager; a funder's manager gives deals out",
    except: {
      "ui.analytics.banner": "Google Tag Manager, a product's name, stays in Latin letters",
      "ui.analyticsSetting.hint": "Google Tag Manager, a product's name",
    },
  },
  {
    en: "underwriter",
    english: /\bunderwriters?\b/i,
    ar: "مقيّم ائتمان",
    arabic: /مقيّم|مقيم/,
    note: "a funder's member who reviews deals",
  },
  {
    en: "term sheet",
    english: /\bterm sheets?\b/i,
    ar: "ورقة الشروط",
    arabic: /ورقة الشروط|ورقة شروط|أوراق الشروط/,
    note: "the offer's terms as a PDF",
  },
  {
    en: "factor rate",
    english: /\bfactor rates?\b/i,
    ar: "المعامل",
    arabic: /معامل/,
    note: "what an advance repays per unit funded (1.35)",
  },
  {
    en: "borrower",
    english: /\bborrowers?\b/i,
    ar: "مقترض",
    arabic: /مقترض/,
    note: "the business seeking funds",
  },
  {
    en: "clawback",
    english: /\bclawbacks?\b/i,
    ar: "استرداد العمولة",
    arabic: /استرداد/,
    note: "commission taken back (a deal defaulted or refinanced early)",
  },
  {
    en: "dashboard",
    english: /\bdashboard\b/i,
    ar: "لوحة المعلومات",
    arabic: /لوحة (ال)?معلومات/,
    note: "",
  },
];
