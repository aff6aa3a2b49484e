// Reading bank statements (issue 37): every fixture (test/fixtures/statements, written by make.ts
// with the facts it wrote beside each file) read through the worker pool equals its expected facts
// to the cent and the day; hostile files get their refusal and the pool goes on reading; the API's
// event loop keeps turning while a worker chews on a PDF bomb.
import { readdirSync, readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { isRefusal, readStatement, type ReadOutcome } from "../src/modules/statements/read/index";
import { parseMoney } from "../src/modules/statements/read/values";
import { StatementReadPool } from "../src/modules/statements/read/pool";
import type { ReadStatement } from "../src/modules/statements/types";
import { summariseStatements } from "../src/modules/statements/figures";
import { proposalOf } from "../src/modules/statements/proposal";
import { statementInputs } from "../src/modules/statements/summary";
import { TimelineError, type StatementInput } from "../src/modules/statements/timeline";

const dir = `${import.meta.dirname}/fixtures/statements`;
const files = readdirSync(dir).filter((f) => !f.endsWith(".json") && !f.endsWith(".ts"));
const bytes = (name: string) => readFileSync(`${dir}/${name}`);
const expected = (name: string) =>
  JSON.parse(readFileSync(`${dir}/${name}.expected.json`, "utf8")) as Record<string, unknown> & {
    refusal?: string;
    hints?: Record<string, unknown>;
    columns?: string[];
  };

// Generous wall time: the tests share two cores with other work; the limit is not what is tested here.
const pool = new StatementReadPool({ size: 2, timeoutMs: 240_000 });
afterAll(() => pool.close());

function statement(outcome: ReadOutcome): ReadStatement {
  if (isRefusal(outcome)) throw new Error(`refused: ${outcome.refusal} ${outcome.message}`);
  return outcome;
}

/** The facts make.ts records, taken from what was read. */
function facts(read: ReadStatement) {
  const { lines } = read;
  const brief = (i: number) => {
    const l = lines.at(i)!;
    return { date: l.date, description: l.description, amountMinor: l.amountMinor };
  };
  return {
    format: read.format,
    bank: read.bank,
    accountName: read.accountName,
    accountLast4: read.accountLast4,
    currency: read.currency,
    periodStart: read.periodStart,
    periodEnd: read.periodEnd,
    openingBalanceMinor: read.openingBalanceMinor,
    closingBalanceMinor: read.closingBalanceMinor,
    count: lines.length,
    depositsMinor: lines.filter((l) => l.amountMinor > 0).reduce((s, l) => s + l.amountMinor, 0),
    debitsMinor: lines.filter((l) => l.amountMinor < 0).reduce((s, l) => s + l.amountMinor, 0),
    first: brief(0),
    last: brief(-1),
    balances: lines.filter((l) => l.balanceMinor !== undefined).length,
  };
}

function expectFacts(read: ReadStatement, want: ReturnType<typeof expected>) {
  const { hints: _h, refusal: _r, columns: _c, pages, ...wanted } = want;
  const got = facts(read);
  expect(
    Object.fromEntries(Object.keys(wanted).map((k) => [k, got[k as keyof typeof got]])),
  ).toEqual(wanted);
  // Every printed running balance follows from the opening balance and the lines before it.
  if (read.openingBalanceMinor !== undefined) {
    let balance = read.openingBalanceMinor;
    for (const line of read.lines) {
      balance += line.amountMinor;
      if (line.balanceMinor !== undefined)
        expect(line.balanceMinor, `line ${line.id}`).toBe(balance);
    }
    expect(balance).toBe(read.closingBalanceMinor);
  }
  // Ids number the lines in order, and each line says where it was found.
  expect(read.lines.map((l) => l.id)).toEqual(read.lines.map((_, i) => String(i + 1)));
  for (const line of read.lines) {
    expect(line.source.line).toBeGreaterThan(0);
    if (read.format === "pdf") expect(line.source.page).toBeGreaterThan(0);
    if (typeof pages === "number") expect(line.source.page).toBeLessThanOrEqual(pages);
  }
  if (typeof pages === "number")
    expect(Math.max(...read.lines.map((l) => l.source.page!))).toBe(pages);
}

const statements = files.filter((f) => !expected(f).refusal);
const hostile = files.filter((f) => f.startsWith("hostile-"));

describe("statement fixtures read in a worker", () => {
  it("has at least a dozen statements of every format and layout", () => {
    expect(statements.length).toBeGreaterThanOrEqual(12);
    for (const kind of [
      /^us-.*\.pdf$/,
      /^uk-.*\.pdf$/,
      /^uae-.*\.pdf$/,
      /\.csv$/,
      /\.ofx$/,
      /\.qfx$/,
    ]) {
      expect(
        statements.some((f) => kind.test(f)),
        String(kind),
      ).toBe(true);
    }
  });

  it.each(statements)("%s equals its expected facts", async (name) => {
    const want = expected(name);
    const read = statement(await pool.read(bytes(name), name, want.hints));
    expectFacts(read, want);
    if (read.format === "pdf") {
      expect(read.meta?.producer).toMatch(/statements$/);
      expect(read.meta?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }
  });

  it("reads three consecutive months of one account that join end to start", async () => {
    const months = await Promise.all(
      ["2026-01", "2026-02", "2026-03"].map(async (m) =>
        statement(await pool.read(bytes(`us-chase-${m}.pdf`), "s.pdf")),
      ),
    );
    expect(new Set(months.map((s) => s.accountLast4)).size).toBe(1);
    expect(months[1]!.openingBalanceMinor).toBe(months[0]!.closingBalanceMinor);
    expect(months[2]!.openingBalanceMinor).toBe(months[1]!.closingBalanceMinor);
  });

  it("asks which column is which when a CSV's columns are not recognised, and reads it once told", async () => {
    const want = expected("unknown-columns.csv");
    expect(await pool.read(bytes("unknown-columns.csv"), "export.csv")).toEqual({
      refusal: "columns_unknown",
      message: expect.stringContaining("say which"),
      columns: want.columns,
    });
    const wrongName = await pool.read(bytes("unknown-columns.csv"), "export.csv", {
      columns: { date: "When", description: "What", amount: "Amount" },
    });
    expect(wrongName).toMatchObject({ refusal: "columns_unknown", columns: want.columns });
    expect(wrongName).toHaveProperty("message", expect.stringContaining("Amount"));
    expectFacts(
      statement(await pool.read(bytes("unknown-columns.csv"), "export.csv", want.hints)),
      {
        ...want,
        refusal: undefined,
      },
    );
  });
});

describe("hostile and wrong files", () => {
  it.each(hostile)("%s is refused with its code", async (name) => {
    const outcome = await pool.read(bytes(name), name);
    expect(isRefusal(outcome) && outcome.refusal).toBe(expected(name).refusal);
    if (isRefusal(outcome)) expect(outcome.message.length).toBeGreaterThan(10);
  });

  it("words the scanned statement's refusal for the broker", async () => {
    expect(await pool.read(bytes("hostile-scanned.pdf"), "scan.pdf")).toEqual({
      refusal: "image_only",
      message: "this statement is an image: upload the PDF or CSV your bank exports",
    });
  });

  it("judges a file by its bytes, not its name", async () => {
    expect(
      await readStatement(
        Buffer.from("Dear customer, your statement is attached."),
        "statement.pdf",
      ),
    ).toMatchObject({
      refusal: "not_a_statement",
    });
    // A real PDF named .csv is still read as the PDF it is.
    const read = statement(await readStatement(bytes("us-chase-2026-01.pdf"), "statement.csv"));
    expect(read.format).toBe("pdf");
  });

  it("keeps to the configured size and page limits", async () => {
    expect(
      await readStatement(bytes("us-chase-2026-01.pdf"), "s.pdf", { limits: { maxBytes: 1000 } }),
    ).toMatchObject({
      refusal: "too_large",
    });
    expect(
      await pool.read(bytes("uae-enbd-200-pages.pdf"), "s.pdf", { limits: { maxPages: 199 } }),
    ).toMatchObject({
      refusal: "too_many_pages",
      message: expect.stringContaining("200 pages"),
    });
  });

  it("goes on reading after hostile files, replacing the workers they cost", async () => {
    const before = pool.started;
    const results = await Promise.all([
      pool.read(bytes("hostile-bomb.pdf"), "bomb.pdf"),
      pool.read(bytes("hostile-nested.pdf"), "nested.pdf"),
      pool.read(bytes("uk-hsbc-2026-01.pdf"), "uk.pdf"),
      pool.read(bytes("hostile-encrypted.pdf"), "locked.pdf"),
      pool.read(bytes("uae-enbd-2026-03.pdf"), "uae.pdf"),
    ]);
    expect(results.map((r) => (isRefusal(r) ? r.refusal : r.format))).toEqual([
      "too_complex",
      "too_complex",
      "pdf",
      "encrypted",
      "pdf",
    ]);
    expectFacts(statement(results[2]!), expected("uk-hsbc-2026-01.pdf"));
    expect(pool.started - before).toBeLessThanOrEqual(2);
  });

  it("reads several files at once, each answer to its own file", async () => {
    const names = [
      "us-chase-2026-02.pdf",
      "uae-enbd-2026-04.csv",
      "us-bofa-2026-01.ofx",
      "uk-hsbc-2026-01.pdf",
    ];
    const twice = [...names, ...names];
    const reads = await Promise.all(twice.map((n) => pool.read(bytes(n), n, expected(n).hints)));
    reads.forEach((r, i) => expectFacts(statement(r), expected(twice[i]!)));
  });
});

describe("limits of the worker", () => {
  it("stops a bomb that gets past the inflation check, while the event loop keeps turning", async () => {
    // The check that refuses bombs before pdf.js is turned off: the worker's time limit must stop it
    // (pdf.js inflates the 512 MB outside the heap and lexes it for a minute here without a limit).
    const strict = new StatementReadPool({ size: 1, timeoutMs: 3_000 });
    try {
      let turns = 0;
      let reading = true;
      const spin = () => {
        turns++;
        if (reading) setImmediate(spin);
      };
      setImmediate(spin);
      const outcome = await strict.read(bytes("hostile-bomb.pdf"), "bomb.pdf", {
        limits: { maxInflatedStreamBytes: 2 ** 40, maxInflatedTotalBytes: 2 ** 40 },
      });
      reading = false;
      expect(outcome).toMatchObject({ refusal: "too_complex" });
      // Read in this thread, the bomb would have held the loop: a handful of turns at most.
      expect(turns).toBeGreaterThan(1000);
      // The pool starts a new worker for the next file.
      const next = statement(await strict.read(bytes("us-bofa-2026-01.ofx"), "s.ofx"));
      expect(next.lines.length).toBe(expected("us-bofa-2026-01.ofx").count);
      expect(strict.started).toBe(2);
    } finally {
      await strict.close();
    }
  });

  it("answers every waiting file when it is closed", async () => {
    const closing = new StatementReadPool({ size: 1 });
    const pending = [
      closing.read(bytes("uae-enbd-2026-03.pdf"), "a.pdf"),
      closing.read(bytes("uk-hsbc-2026-01.pdf"), "b.pdf"),
    ];
    await closing.close();
    for (const outcome of await Promise.all(pending))
      expect(outcome).toMatchObject({ refusal: "unreadable" });
    expect(await closing.read(bytes("uk-hsbc-2026-01.pdf"), "c.pdf")).toMatchObject({
      refusal: "unreadable",
    });
  });
});

describe("summaries made in the worker (off the event loop)", () => {
  const inputsOf = async (names: string[]): Promise<StatementInput[]> =>
    Promise.all(
      names.map(async (name) => ({
        id: name,
        statement: statement(await readStatement(bytes(name), name, expected(name).hints)),
      })),
    );

  it("equals the summary and proposal made in this thread, for every fixture and for three months together", async () => {
    const sets = [
      ...statements.map((name) => [name]),
      ["us-chase-2026-03.pdf", "us-chase-2026-01.pdf", "us-chase-2026-02.pdf"],
    ];
    for (const names of sets) {
      const inputs = await inputsOf(names);
      const here = statementInputs(inputs);
      const summary = summariseStatements(here);
      const want = { summary: { summary, proposal: proposalOf(summary, here) } };
      expect(await pool.summarise(inputs, true), names.join()).toEqual(want);
      // Lines as the database's JSON text, parsed in the worker: the same.
      const asText = inputs.map((i) => ({
        ...i,
        statement: { ...i.statement, lines: JSON.stringify(i.statement.lines) },
      }));
      expect(await pool.summarise(asText, false), names.join()).toEqual({
        summary: { summary, proposal: null },
      });
    }
  });

  it("answers the timeline's error as a value, a failure when closed, and goes on summarising", async () => {
    const [input] = await inputsOf(["uk-barclays-2026-02.csv"]);
    const lines = input!.statement.lines.map((l, i) =>
      i === 2 ? { ...l, date: "2026-02-30" } : l,
    );
    const bad = { ...input!, statement: { ...input!.statement, lines } };
    expect(await pool.summarise([bad], true)).toEqual({
      timelineError: { code: "bad_line", lineId: `${input!.id}:${lines[2]!.id}` },
    });
    expect(() => summariseStatements([bad])).toThrow(TimelineError);
    expect(await pool.summarise([], false)).toEqual({
      timelineError: { code: "no_statements" },
    });
    expect(await pool.summarise([input!], false)).toMatchObject({
      summary: { summary: { currency: "GBP" }, proposal: null },
    });
    const closing = new StatementReadPool({ size: 1 });
    const waiting = closing.summarise([input!], false);
    await closing.close();
    expect(await waiting).toEqual({ failure: "the statement reader is shut down" });
    expect(await closing.summarise([input!], false)).toEqual({
      failure: "the statement reader is shut down",
    });
  });

  it("stops a summary past its time limit, as it stops a reading", async () => {
    const strict = new StatementReadPool({ size: 1, timeoutMs: 1 });
    try {
      const inputs = await inputsOf(["uae-enbd-200-pages.pdf"]);
      const answer = await strict.summarise(inputs, true);
      expect(answer).toMatchObject({ failure: expect.stringMatching(/longer than/) });
    } finally {
      await strict.close();
    }
  });
});

describe("amounts, dates and columns as banks print them", () => {
  it("reads amounts to minor units in every printed form", () => {
    const cases: Array<[string, string, number | null]> = [
      ["$1,234.56", "USD", 123_456],
      ["-$45.10", "USD", -4_510],
      ["(12.00)", "USD", -1_200],
      ["1,000.00 DR", "GBP", -100_000],
      ["1,000.00 CR", "GBP", 100_000],
      ["5.10-", "AED", -510],
      ["AED 50.00", "AED", 5_000],
      ["£3.2", "GBP", 320],
      ["12", "USD", 1_200],
      ["1.234", "KWD", 1_234],
      ["0.005", "USD", null],
      ["12,34", "USD", null],
      ["abc", "USD", null],
    ];
    for (const [text, currency, minor] of cases)
      expect(parseMoney(text, currency), text).toBe(minor);
  });

  it("takes the day-month order from the data, the hint when the data cannot tell", async () => {
    const csv = (rows: string[]) => Buffer.from(["Date,Description,Amount", ...rows].join("\n"));
    const dmy = statement(
      await readStatement(csv(["02/01/2026,a,1.00", "13/01/2026,b,2.00"]), "a.csv"),
    );
    expect(dmy.lines.map((l) => l.date)).toEqual(["2026-01-02", "2026-01-13"]);
    const mdy = statement(
      await readStatement(csv(["02/01/2026,a,1.00", "01/13/2026,b,2.00"]), "a.csv"),
    );
    expect(mdy.lines.map((l) => l.date)).toEqual(["2026-02-01", "2026-01-13"].sort());
    const ambiguous = csv(["02/01/2026,a,1.00", "03/01/2026,b,2.00"]);
    expect(
      statement(await readStatement(ambiguous, "a.csv", { dateOrder: "dmy" })).lines[0]!.date,
    ).toBe("2026-01-02");
    expect(
      statement(await readStatement(ambiguous, "a.csv", { currency: "GBP" })).lines[0]!.date,
    ).toBe("2026-01-02");
    expect(
      statement(await readStatement(ambiguous, "a.csv", { currency: "USD" })).lines[0]!.date,
    ).toBe("2026-02-01");
  });

  it("keeps quoted commas and says which line of a CSV it could not read", async () => {
    const good = statement(
      await readStatement(
        Buffer.from('Date,Description,Amount\n2026-01-05,"ACME, INC ""EAST""",-1.50\n'),
        "a.csv",
      ),
    );
    expect(good.lines[0]).toMatchObject({
      description: 'ACME, INC "EAST"',
      amountMinor: -150,
      source: { line: 2 },
    });
    expect(
      await readStatement(
        Buffer.from("Date,Description,Amount\n2026-01-05,a,1.00\n\n2026-01-06,b,lots\n"),
        "a.csv",
      ),
    ).toMatchObject({ refusal: "unreadable", message: expect.stringContaining("line 4") });
    expect(await readStatement(Buffer.from("Date,Description,Amount\n"), "a.csv")).toMatchObject({
      refusal: "empty",
    });
    // UTF-16 exports (with their byte order mark) read like UTF-8 ones.
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from("Date,Description,Amount\n2026-01-05,Café,2.50\n", "utf16le"),
    ]);
    expect(statement(await readStatement(utf16, "a.csv")).lines[0]).toMatchObject({
      description: "Café",
      amountMinor: 250,
    });
  });

  it("reads OFX whose XML closes empty elements and whose SGML omits closing tags", async () => {
    const xml = `<?xml version="1.0"?><?OFX OFXHEADER="200"?><OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>GBP</CURDEF><BANKACCTFROM><ACCTID>12-34-5678</ACCTID></BANKACCTFROM><BANKTRANLIST><DTSTART>20260101</DTSTART><DTEND>20260131</DTEND><STMTTRN><DTPOSTED>20260103</DTPOSTED><TRNAMT>-9.99</TRNAMT><NAME>NETFLIX</NAME><MEMO></MEMO></STMTTRN><STMTTRN><DTPOSTED>20260102</DTPOSTED><TRNAMT>100</TRNAMT><NAME>SALES &amp; CO</NAME></STMTTRN></BANKTRANLIST><LEDGERBAL><BALAMT>90.01</BALAMT><DTASOF>20260131</DTASOF></LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
    const read = statement(await readStatement(Buffer.from(xml), "a.qfx"));
    expect(read).toMatchObject({
      currency: "GBP",
      accountLast4: "5678",
      openingBalanceMinor: 0,
      closingBalanceMinor: 9_001,
    });
    expect(read.lines.map((l) => [l.date, l.description, l.amountMinor])).toEqual([
      ["2026-01-02", "SALES & CO", 10_000],
      ["2026-01-03", "NETFLIX", -999],
    ]);
    expect(
      await readStatement(
        Buffer.from("OFXHEADER:100\n\n<OFX><SIGNONMSGSRSV1></SIGNONMSGSRSV1></OFX>"),
        "a.ofx",
      ),
    ).toMatchObject({
      refusal: "not_a_statement",
    });
  });
});
