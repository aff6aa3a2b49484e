// The term sheet PDF (issue 35): N term sheets of a full offer (long conditions, every row), in
// English and in Arabic, rendered as the API renders them (renderTermSheet: pdfkit with the Noto
// Sans Arabic faces, Arabic word by word right to left), against a baseline in the same run: a
// one-page pdfkit document of the same faces with the same words as plain lines (no table, no
// bidi, no Arabic shaping), so the ratio is the price of the layout. Prints p50/p95 and sizes;
// asserts nothing. Target: p95 under 300 ms and every file under 200 KB.
//   node --import tsx bench/term-sheet.ts           (300 sheets of each language)
//   BENCH_SMOKE=1 node --import tsx bench/term-sheet.ts   (smoke: 5 of each)
//   (BENCH_ROUNDS overrides)
import PDFDocument from "pdfkit";
import type { Language } from "@portal/contract/user/user-options";
import {
  renderTermSheet,
  type TermSheetFacts,
} from "@portal/api/modules/submissions/term-sheet-pdf";
import { termSheetFonts } from "@portal/api/modules/submissions/term-sheet-fonts";
import { termSheetWords } from "@portal/api/modules/submissions/term-sheet-words";
import { percentile, positiveNumber, smoke } from "./support/harness";
const rounds = positiveNumber("BENCH_ROUNDS", 300, 5);
const warmup = smoke ? 3 : 10;

const conditions = {
  en: "Signed bank statements for the last six months. A personal guarantee from each owner holding 25% or more. Buildings insurance naming the funder. No new advances before the money goes out.",
  ar: "كشوف حساب موقعة لآخر ستة أشهر. ضمان شخصي من كل مالك يملك 25% أو أكثر. تأمين على المبنى باسم الممول. لا سلف جديدة قبل صرف الأموال.",
};

const facts = (language: Language): TermSheetFacts => ({
  language,
  funderName: "Northbridge Capital Ltd",
  brokerName: "Harbour Finance Brokers",
  businessName: language === "ar" ? "مخبز الميناء" : "Harbour Bakery Ltd",
  reference: "D-000123",
  offeredAt: new Date("2026-11-27T10:00:00Z"),
  accepted: false,
  terms: {
    amountMinor: 9_000_000,
    rateBp: 1200,
    factorBp: null,
    termMonths: 24,
    paymentFrequency: "weekly",
    feesMinor: 50_000,
    currency: "GBP",
    fundingDays: 5,
    conditions: conditions[language],
    expiresOn: "2026-12-12",
  },
  now: new Date("2026-11-27T12:00:00Z"),
});

/** The baseline: the same words as plain lines of pdfkit text in the same faces. */
async function plainText(language: Language): Promise<Buffer> {
  const fonts = termSheetFonts();
  const doc = new PDFDocument({ size: "A4", margin: 56, font: fonts.latin as never });
  doc.registerFont("arabic", fonts.arabic as never);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) =>
    doc.on("end", () => resolve(Buffer.concat(chunks))),
  );
  const w = termSheetWords[language];
  const f = facts(language);
  if (language === "ar") doc.font("arabic");
  for (const line of [
    w.title,
    w.funder,
    w.broker,
    w.business,
    w.amount,
    w.rate,
    w.term,
    w.payments,
    w.fees,
    w.total,
    w.apr,
    w.conditions,
    conditions[language],
    w.aprNote,
  ])
    doc.fontSize(10).text(line);
  doc
    .font(fonts.latin as never)
    .text(`${f.funderName} ${f.reference} £90,000.00 £101,834.90 12.58%`);
  doc.end();
  return done;
}

async function measure(make: () => Promise<Buffer>) {
  for (let i = 0; i < warmup; i++) await make();
  const ms: number[] = [];
  let bytes = 0;
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    const pdf = await make();
    ms.push(performance.now() - started);
    bytes = Math.max(bytes, pdf.length);
  }
  return { p50: percentile(ms, 50), p95: percentile(ms, 95), bytes };
}

const fmt = (n: number) => n.toFixed(1);
console.log(`term sheet: ${rounds} rounds of each (${warmup} warm-up), one process`);
for (const language of ["en", "ar"] as const) {
  const sheet = await measure(() => renderTermSheet(facts(language)));
  const base = await measure(() => plainText(language));
  console.log(
    `${language}: term sheet p50 ${fmt(sheet.p50)} ms, p95 ${fmt(sheet.p95)} ms, ${(sheet.bytes / 1024).toFixed(1)} KB | ` +
      `plain-text baseline p50 ${fmt(base.p50)} ms, p95 ${fmt(base.p95)} ms, ${(base.bytes / 1024).toFixed(1)} KB | ` +
      `ratio p95 ${(sheet.p95 / base.p95).toFixed(2)}x | target p95 < 300 ms: ${sheet.p95 < 300 ? "met" : "NOT met"}, size < 200 KB: ${sheet.bytes < 200 * 1024 ? "met" : "NOT met"}`,
  );
}
