import type { Font } from "fontkit";
import PDFDocument from "pdfkit";
import type { Language } from "@portal/contract/user/user-options";
import { offerCost, type OfferTerms } from "@portal/contract/submissions/offer-terms";
import { faces, termSheetFonts, type Face } from "./term-sheet-fonts";
import { writer } from "./term-sheet-text";
import { termSheetWords, type TermSheetWords } from "./term-sheet-words";

/** Everything a term sheet shows: the offer's terms and who it is between. */
export interface TermSheetFacts {
  language: Language;
  funderName: string;
  brokerName: string;
  businessName: string;
  reference: string;
  /** When these terms were sent (the offer, or its latest revision). */
  offeredAt: Date;
  accepted: boolean;
  terms: OfferTerms & {
    currency: string;
    fundingDays: number | null;
    conditions: string | null;
    expiresOn: string | null;
  };
  /** The day it is made (UTC): the footer's date, and whether the offer has expired. */
  now: Date;
}

// pdfkit takes a parsed fontkit font wherever it takes a font file (PDFFontFactory.open); its
// types know only file names and bytes.
const asSource = (font: Font) => font as never;

/** The rows of the terms: label and value, in the broker's language, figures in Latin digits. */
function termRows(facts: TermSheetFacts, w: TermSheetWords): [string, string][] {
  const t = facts.terms;
  const cost = offerCost(t);
  const money = (minor: number) =>
    new Intl.NumberFormat("en-GB", { style: "currency", currency: t.currency }).format(minor / 100);
  const percent = (bp: number) =>
    `${new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 }).format(bp / 100)}%`;
  const factor = (bp: number) =>
    new Intl.NumberFormat("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(
      bp / 10_000,
    );
  return [
    [w.amount, money(t.amountMinor)],
    t.factorBp !== null ? [w.factor, factor(t.factorBp)] : [w.rate, percent(t.rateBp ?? 0)],
    [w.term, w.months(t.termMonths)],
    [w.frequency, w.frequencies[t.paymentFrequency]],
    [w.payments, String(cost.payments)],
    [w.payment, cost.payments > 0 ? money(cost.paymentMinor) : w.noSchedule],
    [w.fees, money(t.feesMinor)],
    [w.total, money(cost.totalRepayableMinor)],
    [w.apr, "bp" in cost.apr ? percent(cost.apr.bp) : w.noApr[cost.apr.unavailable]],
    [w.funding, t.fundingDays === null ? w.notStated : w.fundingDays(t.fundingDays)],
  ];
}

/** A new A4 document in our faces, with its bytes collected as it is written. */
function newDocument(facts: TermSheetFacts, w: TermSheetWords) {
  const files = termSheetFonts();
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    // Our own face from the start: pdfkit's standard fonts are files the API bundle cannot find.
    font: asSource(files.latin),
    lang: facts.language,
    displayTitle: true,
    info: {
      Title: `${w.title} ${facts.reference}`,
      Author: facts.funderName,
      Subject: `${facts.businessName} · ${facts.reference}`,
      Creator: "Dealbridge",
    },
  });
  for (const face of Object.keys(faces) as Face[]) doc.registerFont(face, asSource(files[face]));
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, bytes };
}

/** What the expiry section says: accepted, no expiry, or the last day (passed or to come). */
function expiryLine(facts: TermSheetFacts, w: TermSheetWords, date: (d: string) => string) {
  const expiresOn = facts.terms.expiresOn;
  if (facts.accepted) return w.accepted;
  if (expiresOn === null) return w.noExpiry;
  const expired = expiresOn < facts.now.toISOString().slice(0, 10);
  return `${expired ? w.expiredOn : w.expiresOn} ${date(expiresOn)}`;
}

/** The term sheet of an offer as a PDF, in the language of the deal's broker. */
export async function renderTermSheet(facts: TermSheetFacts): Promise<Buffer> {
  const w = termSheetWords[facts.language];
  const rtl = facts.language === "ar";
  const { doc, bytes } = newDocument(facts, w);
  const write = writer(doc, rtl);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const date = (d: Date | string) =>
    new Intl.DateTimeFormat(rtl ? "ar-u-nu-latn" : "en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(typeof d === "string" ? new Date(`${d}T00:00:00Z`) : d);

  let y = write(w.title, doc.page.margins.top, { size: 20, bold: true });
  y = write(`${facts.businessName} · ${facts.reference}`, y, { size: 12 }) + 8;
  const labelWidth = width * 0.38;
  const table = (rows: [string, string][]) => {
    for (const [label, value] of rows) {
      const labelLeft = rtl ? left + width - labelWidth : left;
      const after = write(label, y, { bold: true, left: labelLeft, width: labelWidth - 8 });
      const valueLeft = rtl ? left : left + labelWidth;
      y = Math.max(after, write(value, y, { left: valueLeft, width: width - labelWidth }));
      doc.moveTo(left, y + 1).lineTo(left + width, y + 1);
      doc.lineWidth(0.4).strokeColor("#cccccc").stroke();
      y += 5;
    }
  };
  const section = (heading: string, text: string) => {
    y = write(heading, y + 10, { size: 13, bold: true }) + 2;
    y = write(text, y);
  };

  table([
    [w.funder, facts.funderName],
    [w.broker, facts.brokerName],
    [w.business, facts.businessName],
    [w.reference, facts.reference],
    [w.offeredOn, date(facts.offeredAt)],
  ]);
  y = write(w.theOffer, y + 10, { size: 13, bold: true }) + 2;
  table(termRows(facts, w));
  section(w.conditions, facts.terms.conditions || w.noConditions);
  section(w.expiry, expiryLine(facts, w, date));
  y = write(w.aprNote, y + 14, { size: 8.5 });
  write(`${w.madeOn} ${date(facts.now)}`, y + 4, { size: 8.5 });
  doc.end();
  return bytes;
}
