// Figures, positions and checks of bank statements (issue 37, decision 088): pure functions over
// hand-built statements whose figures were worked out by hand, to the cent and the day.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { statementSummarySchema } from "@portal/contract/statements/statement-schemas";
import { checkStatements, sameName } from "../src/modules/statements/checks";
import { summariseStatements, timelineFigures } from "../src/modules/statements/figures";
import { dayNumber, isoOfDay, normalisePayee } from "../src/modules/statements/payees";
import { findPositions } from "../src/modules/statements/positions";
import {
  buildTimeline,
  TimelineError,
  type StatementInput,
} from "../src/modules/statements/timeline";
import type { ReadStatement, StatementFileMeta } from "../src/modules/statements/types";

type Row = [date: string, description: string, amountMinor: number];

interface Made {
  currency?: string;
  bank?: string;
  last4?: string;
  name?: string;
  from: string;
  to: string;
  opening: number;
  rows: Row[];
  /** Print a running balance on each line (true unless told). */
  balances?: boolean;
  meta?: StatementFileMeta;
}

/** A statement as a reader would give it: running balances and closing balance from the rows. */
function made(id: string, spec: Made): StatementInput {
  let balance = spec.opening;
  const lines = spec.rows.map(([date, description, amountMinor], i) => {
    balance += amountMinor;
    return {
      id: String(i + 1),
      date,
      description,
      amountMinor,
      ...(spec.balances === false ? {} : { balanceMinor: balance }),
      source: { page: 1, line: i + 1 },
    };
  });
  const statement: ReadStatement = {
    format: "pdf",
    bank: spec.bank ?? "CHASE",
    accountName: spec.name ?? "ACME BAKERY LLC",
    accountLast4: spec.last4 ?? "4321",
    currency: spec.currency ?? "USD",
    periodStart: spec.from,
    periodEnd: spec.to,
    openingBalanceMinor: spec.opening,
    closingBalanceMinor: balance,
    lines,
    ...(spec.meta ? { meta: spec.meta } : {}),
  };
  return { id, statement };
}

// A US account: January in full, February to the 10th (a partial month).
const usRows: Row[] = [
  ["2026-01-02", "DEPOSIT MOBILE CHECK 8812", 250_000],
  ["2026-01-05", "ONDECK CAPITAL FUNDING 88123", 1_000_000],
  ["2026-01-09", "STRIPE TRANSFER ST-88XX", 480_000],
  ["2026-01-12", "ONLINE TRANSFER FROM SAVINGS XXXX9911", 300_000],
  ["2026-01-15", "ADP PAYROLL 1234", -900_000],
  ["2026-01-20", "AMAZON REFUND 112-33", 15_000],
  ["2026-01-31", "RENT ACH 0131", -1_500_000],
  ["2026-02-02", "CARD SETTLEMENT 4411", 400_000],
  ["2026-02-03", "RETURNED ITEM CHK 1043", -20_000],
  ["2026-02-03", "NSF FEE", -3_500],
  ["2026-02-04", "OVERDRAFT FEE", -3_500],
  ["2026-02-06", "INSUFFICIENT FUNDS FEE", -3_500],
  ["2026-02-09", "OD FEE", -3_500],
];
const us = made("us", { from: "2026-01-01", to: "2026-02-10", opening: 100_000, rows: usRows });

describe("figures of a US account, worked out by hand", () => {
  const summary = summariseStatements([us], { ownAccountsLast4: ["9911"] });

  it("splits deposits into revenue and the excluded deposits, each with its reason and line", () => {
    expect(summary.excludedDeposits.map((d) => [d.lineId, d.reason, d.amountMinor])).toEqual([
      ["us:2", "loan_proceeds", 1_000_000],
      ["us:4", "own_transfer", 300_000],
      ["us:6", "refund_reversal", 15_000],
    ]);
    expect(summary.excludedDeposits[0]!.matched).toBe("ONDECK");
    const [january, february] = summary.months;
    expect(january).toMatchObject({
      month: "2026-01",
      depositsMinor: 2_045_000,
      depositCount: 5,
      revenueMinor: 730_000,
      excludedMinor: 1_315_000,
      excludedCount: 3,
    });
    expect(february).toMatchObject({
      month: "2026-02",
      depositsMinor: 400_000,
      depositCount: 1,
      revenueMinor: 400_000,
      excludedMinor: 0,
    });
    expect(summary.total).toMatchObject({
      depositsMinor: 2_445_000,
      depositCount: 6,
      revenueMinor: 1_130_000,
      excludedMinor: 1_315_000,
    });
  });

  it("averages end-of-day balances over the covered days, from the opening balance, a partial month over its own days", () => {
    const [january, february] = summary.months;
    // January: 31 days summing to 380,200.00; February 1-10: 8,130.00 over 10 days.
    expect(january).toMatchObject({
      daysCovered: 31,
      partial: false,
      averageDailyBalanceMinor: 1_226_452,
      endingBalanceMinor: -255_000,
    });
    expect(february).toMatchObject({
      from: "2026-02-01",
      to: "2026-02-10",
      daysCovered: 10,
      partial: true,
      averageDailyBalanceMinor: 81_300,
      endingBalanceMinor: 111_000,
    });
    expect(summary.total).toMatchObject({
      daysCovered: 41,
      partial: false,
      averageDailyBalanceMinor: 947_146,
      endingBalanceMinor: 111_000,
    });
  });

  it("counts NSF (an item and its fee on one day once), overdrafts and negative days, with their lines", () => {
    const february = summary.months[1]!;
    expect(february.nsfCount).toBe(2);
    expect(february.nsfLineIds).toEqual(["us:9", "us:10", "us:12"]);
    expect(february.overdraftCount).toBe(2);
    expect(february.overdraftLineIds).toEqual(["us:11", "us:13"]);
    expect(summary.total.negativeDates).toEqual(["2026-01-31", "2026-02-01"]);
    expect(summary.total).toMatchObject({ nsfCount: 2, overdraftCount: 2, negativeDays: 2 });
  });

  it("returns exactly the contract's shape", () => {
    expect(statementSummarySchema.strict().safeParse(summary).success).toBe(true);
    expect(summary.warnings).toEqual([]);
  });
});

describe("figures of a UK (GBP) and a UAE (AED) account", () => {
  it("UK: a funder's proceeds, a transfer from the business's own name and a chargeback are not revenue", () => {
    const uk = made("uk", {
      currency: "GBP",
      bank: "BARCLAYS",
      name: "Smith & Sons Ltd",
      from: "2026-03-01",
      to: "2026-03-31",
      opening: 500_000,
      rows: [
        ["2026-03-02", "FPS CREDIT IWOCA LTD LOAN 55123", 2_000_000],
        ["2026-03-03", "CARD SALES SUMUP 0303", 125_050],
        ["2026-03-10", "TFR FROM SMITH & SONS LTD 40-11-22 12345678", 300_000],
        ["2026-03-16", "DIRECT DEBIT HMRC VAT", -150_000],
        ["2026-03-20", "CHARGEBACK REVERSAL SUMUP", 9_999],
        ["2026-03-25", "UNPAID DIRECT DEBIT RETURN FEE", -2_500],
      ],
    });
    const summary = summariseStatements([uk]);
    expect(summary.currency).toBe("GBP");
    expect(summary.excludedDeposits.map((d) => [d.lineId, d.reason, d.matched])).toEqual([
      ["uk:1", "loan_proceeds", "IWOCA"],
      ["uk:3", "own_transfer", "TFR SMITH & SONS LTD"],
      ["uk:5", "refund_reversal", "CHARGEBACK"],
    ]);
    expect(summary.total).toMatchObject({
      depositsMinor: 2_435_049,
      depositCount: 4,
      revenueMinor: 125_050,
      excludedMinor: 2_309_999,
      averageDailyBalanceMinor: 2_691_256,
      endingBalanceMinor: 2_782_549,
      nsfCount: 1,
      nsfLineIds: ["uk:6"],
      negativeDays: 0,
    });
  });

  it("UAE: balances computed from the opening balance when no line prints one", () => {
    const uae = made("uae", {
      currency: "AED",
      bank: "EMIRATES NBD",
      name: "Al Noor Trading LLC",
      from: "2026-04-01",
      to: "2026-04-30",
      opening: 0,
      balances: false,
      rows: [
        ["2026-04-01", "POS SETTLEMENT NETWORK INTL 0401", 1_500_000],
        ["2026-04-05", "INWARD TRANSFER OWN ACCOUNT 4567", 500_000],
        ["2026-04-08", "FLAPKAP FUNDING DISBURSEMENT", 3_000_000],
        ["2026-04-12", "SALARY WPS APR", -1_200_000],
        ["2026-04-20", "CASH DEPOSIT CDM 77", 250_000],
        ["2026-04-28", "RETURNED CHEQUE CHARGES", -100_000],
      ],
    });
    const summary = summariseStatements([uae]);
    expect(summary.excludedDeposits.map((d) => [d.lineId, d.reason])).toEqual([
      ["uae:2", "own_transfer"],
      ["uae:3", "loan_proceeds"],
    ]);
    expect(summary.total).toMatchObject({
      depositsMinor: 5_250_000,
      revenueMinor: 1_750_000,
      averageDailyBalanceMinor: 3_555_000,
      endingBalanceMinor: 3_950_000,
      nsfCount: 1,
      daysCovered: 30,
    });
  });

  it("ADB of a month with two lines carries each balance over the days with none", () => {
    const quiet = made("q", {
      from: "2026-06-01",
      to: "2026-06-30",
      opening: 10_000,
      rows: [
        ["2026-06-11", "DEPOSIT", 20_000],
        ["2026-06-21", "CHECK 101", -40_000],
      ],
    });
    // 10 days at 100.00, 10 at 300.00, 10 at -100.00: 3,000.00 / 30 days = 100.00; 10 negative days.
    const figures = summariseStatements([quiet]).total;
    expect(figures).toMatchObject({
      averageDailyBalanceMinor: 10_000,
      negativeDays: 10,
      endingBalanceMinor: -10_000,
    });
    expect(figures.negativeDates[0]).toBe("2026-06-21");
  });
});

describe("a timeline of three overlapping statements", () => {
  // One account's lines over January to March; each statement prints the slice of its period.
  const all: Row[] = [];
  for (let day = dayNumber("2026-01-01"); day <= dayNumber("2026-03-31"); day += 3) {
    all.push([isoOfDay(day), `CARD SETTLEMENT ${day}`, 10_000 + (day % 7) * 1_000]);
    if (day % 2 === 0) all.push([isoOfDay(day), "SUPPLIES", -7_500]);
  }
  all.push(["2026-02-14", "CARD SETTLEMENT", 5_000], ["2026-02-14", "CARD SETTLEMENT", 5_000]);
  all.sort((a, b) => a[0].localeCompare(b[0]));
  const slice = (id: string, from: string, to: string): StatementInput => {
    const before = all.filter((row) => row[0] < from).reduce((sum, row) => sum + row[2], 50_000);
    return made(id, {
      from,
      to,
      opening: before,
      rows: all.filter((row) => row[0] >= from && row[0] <= to),
    });
  };
  const statements = [
    slice("mar", "2026-02-20", "2026-03-31"),
    slice("jan", "2026-01-01", "2026-01-31"),
    slice("feb", "2026-01-25", "2026-02-28"),
  ];

  it("joins them by date, each printed line once, ids qualified by statement, and no gap", () => {
    const timeline = buildTimeline(statements);
    expect(timeline.statements.map((s) => s.id)).toEqual(["jan", "feb", "mar"]);
    expect(timeline.lines.map((line) => [line.date, line.amountMinor])).toEqual(
      all.map((row) => [row[0], row[2]]),
    );
    const overlap = all.filter(
      (row) =>
        (row[0] >= "2026-01-25" && row[0] <= "2026-01-31") ||
        (row[0] >= "2026-02-20" && row[0] <= "2026-02-28"),
    );
    expect(timeline.duplicates).toHaveLength(overlap.length);
    expect(timeline.lines[0]!.id).toBe("jan:1");
    expect(
      timeline.lines.filter(
        (line) => line.date === "2026-02-14" && line.description === "CARD SETTLEMENT",
      ),
    ).toHaveLength(2);
    expect(timeline.gaps).toEqual([]);
    expect(checkStatements(statements, timeline)).toEqual([]);
  });

  it("gives the figures one statement of the whole period gives", () => {
    const whole = made("whole", {
      from: "2026-01-01",
      to: "2026-03-31",
      opening: 50_000,
      rows: all,
    });
    const strip = (summary: ReturnType<typeof summariseStatements>) =>
      summary.months.map(({ nsfLineIds: _n, overdraftLineIds: _o, ...figures }) => figures);
    expect(strip(summariseStatements(statements))).toEqual(strip(summariseStatements([whole])));
  });

  it("refuses a line without a calendar date or with a fraction of a minor unit, naming it", () => {
    const bad = (date: string, amountMinor: number) =>
      made("bad", {
        from: "2026-02-01",
        to: "2026-02-28",
        opening: 0,
        rows: [
          ["2026-02-02", "DEPOSIT", 100],
          [date, "DEPOSIT", amountMinor],
        ],
      });
    expect(() => buildTimeline([bad("2026-02-30", 100)])).toThrow(
      new TimelineError("bad_line", "bad:2"),
    );
    expect(() => buildTimeline([bad("2026-02-03", 100.5)])).toThrow(/bad:2/);
    expect(() => buildTimeline([])).toThrow(TimelineError);
    expect(buildTimeline([bad("2026-02-03", 100)]).lines).toHaveLength(2);
  });

  it("reports a gap between statements", () => {
    const timeline = buildTimeline([
      slice("jan", "2026-01-01", "2026-01-31"),
      slice("mar", "2026-03-01", "2026-03-31"),
    ]);
    expect(timeline.gaps).toEqual([
      { afterStatementId: "jan", beforeStatementId: "mar", from: "2026-02-01", to: "2026-02-28" },
    ]);
    const figures = timelineFigures(timeline);
    const february = figures.months[1]!;
    expect(february).toMatchObject({ daysCovered: 0, partial: true });
    expect(february.averageDailyBalanceMinor).toBeUndefined();
    expect(figures.total.daysCovered).toBe(31 + 31);
  });
});

describe("positions", () => {
  const rows: Row[] = [["2026-01-09", "LIBERTAS FUNDING LLC ACH CREDIT 7781", 2_500_000]];
  let n = 0;
  for (let day = dayNumber("2026-01-01"); day <= dayNumber("2026-03-31"); day += 1) {
    const date = isoOfDay(day);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const business = weekday >= 1 && weekday <= 5;
    n += 1;
    // Daily remittance on business days, not on Presidents' Day.
    if (business && date >= "2026-01-12" && date !== "2026-02-16")
      rows.push([date, `LIBERTAS FUNDING ACH DEBIT REF ${n}`, -49_900]);
    // A daily supplier whose amounts vary: not a position.
    if (business && date >= "2026-01-05")
      rows.push([date, `SYSCO FOODS INV ${n}`, -(20_000 + ((n * 7_919) % 30_000))]);
    // Weekly on Wednesdays, one week on the Thursday.
    if ((weekday === 3 && date !== "2026-01-21") || date === "2026-01-22")
      rows.push([date, `BIZFUND PARTNERS WEEKLY PMT #${n}`, -125_000]);
    if (date.endsWith("-01")) rows.push([date, "RENT PAYMENT LANDLORD LLC", -300_000]);
    if (date.endsWith("-15")) rows.push([date, "CON EDISON", -(18_000 + n)]);
    if (
      ["2026-01-09", "2026-01-23", "2026-02-06", "2026-02-20", "2026-03-06", "2026-03-20"].includes(
        date,
      )
    )
      rows.push([date, "GUSTO PAYROLL", -800_000]);
    if (date === "2026-01-15" || date === "2026-03-02")
      rows.push([date, "KAPITUS PAYMENT", -60_000]);
  }
  const account = made("q1", { from: "2026-01-01", to: "2026-03-31", opening: 5_000_000, rows });

  it("finds the daily and the weekly remittances, not rent, payroll, utilities, a noisy supplier or an irregular funder", () => {
    const positions = findPositions(buildTimeline([account]));
    expect(
      positions.map((p) => [
        p.payee,
        p.funder,
        p.frequency,
        p.amountMinor,
        p.paymentCount,
        p.firstSeen,
        p.lastSeen,
        p.active,
      ]),
    ).toEqual([
      ["LIBERTAS FUNDING", "LIBERTAS", "daily", 49_900, 56, "2026-01-12", "2026-03-31", true],
      [
        "BIZFUND PARTNERS WEEKLY",
        undefined,
        "weekly",
        125_000,
        12,
        "2026-01-07",
        "2026-03-25",
        true,
      ],
    ]);
    expect(positions[0]!.paidMinor).toBe(56 * 49_900);
    expect(positions[1]!.lineIds).toHaveLength(12);
    expect(positions[1]!.lineIds.every((id) => id.startsWith("q1:"))).toBe(true);
  });

  it("estimates what is owed from the funding deposit at a 1.4 factor", () => {
    const [libertas, weekly] = findPositions(buildTimeline([account]));
    // 25,000.00 x 1.4 = 35,000.00 less 56 x 499.00 paid = 7,056.00, 15 payments.
    expect(libertas!.funding).toEqual({
      lineId: "q1:1",
      date: "2026-01-09",
      fundedMinor: 2_500_000,
      factorBps: 14_000,
      estimatedOwedMinor: 705_600,
      estimatedPaymentsLeft: 15,
    });
    expect(weekly!.funding).toBeUndefined();
    expect(
      findPositions(buildTimeline([account]), { factorBps: 13_000 })[0]!.funding!
        .estimatedOwedMinor,
    ).toBe(3_250_000 - 2_794_400);
  });

  it("the funding deposit is loan proceeds, not revenue", () => {
    const summary = summariseStatements([account]);
    expect(summary.excludedDeposits).toMatchObject([
      { lineId: "q1:1", reason: "loan_proceeds", matched: "LIBERTAS" },
    ]);
    expect(summary.positions).toHaveLength(2);
  });

  it("one funder's two advances paid side by side are two positions, each owed from its own funding", () => {
    const stacked: Row[] = [
      ["2026-01-02", "KAPITUS FUNDING", 1_000_000],
      ["2026-01-30", "KAPITUS FUNDING", 1_500_000],
    ];
    for (let day = dayNumber("2026-01-05"); day <= dayNumber("2026-03-31"); day += 1) {
      const date = isoOfDay(day);
      if ([0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay())) continue;
      stacked.push([date, `KAPITUS ACH DEBIT ${day}`, -30_000]);
      if (date >= "2026-02-02") stacked.push([date, `KAPITUS ACH DEBIT ${day}`, -45_000]);
    }
    stacked.sort((a, b) => a[0].localeCompare(b[0]));
    const positions = findPositions(
      buildTimeline([
        made("k", { from: "2026-01-01", to: "2026-03-31", opening: 0, rows: stacked }),
      ]),
    );
    // 42 business days from 2 February, 62 from 5 January; 1.4 x 15,000.00 - 42 x 450.00 = 2,100.00.
    expect(
      positions.map((p) => [
        p.funder,
        p.amountMinor,
        p.paymentCount,
        p.firstSeen,
        p.funding?.date,
        p.funding?.estimatedOwedMinor,
        p.funding?.estimatedPaymentsLeft,
      ]),
    ).toEqual([
      ["KAPITUS", 45_000, 42, "2026-02-02", "2026-01-30", 210_000, 5],
      ["KAPITUS", 30_000, 62, "2026-01-05", "2026-01-02", 0, 0],
    ]);
  });

  it("names the payee without references, dates and ids", () => {
    expect(normalisePayee("ACH DEBIT YELLOWSTONE CAP 12/03 ID:99812 REF#A77")).toBe(
      "YELLOWSTONE CAP",
    );
    expect(normalisePayee("BIZFUND PARTNERS WEEKLY PMT #123")).toBe(
      normalisePayee("BIZFUND PARTNERS WEEKLY PMT #124"),
    );
    expect(normalisePayee("OUTWARD TT CREDIBLE FUNDING")).toBe("CREDIBLE FUNDING");
    expect(normalisePayee("VIS TESCO STORES 3012")).toBe("TESCO STORES");
  });

  it("names the payee, not the ACH details banks print under it", () => {
    // As the bench's Bank of America statements read: the details on rows under the description.
    const pearl = [
      "PEARL CAPITAL BUS ACH DEBIT",
      "ORIG CO NAME:PEARL CAPITAL ORIG ID:1234567890",
      "DESC DATE:250102 CO ENTRY DESCR:DAILY PMT SEC:CCD",
      "TRACE#:021000021234567 EED:250102 IND ID:987654321",
    ].join(" ");
    expect(normalisePayee(pearl)).toBe("PEARL CAPITAL BUS");
    // Bank of America's one-line form, with the account holder's name (INDN) after the payee's.
    expect(
      normalisePayee("GUSTO DES:PAYROLL ID:8812 INDN:SUNSET GRILL HOLDINGS CO ID:9123 CCD"),
    ).toBe("GUSTO");
    // Chase's: the details first, the payee after CO NAME.
    expect(
      normalisePayee(
        "ORIG CO NAME:SYSCO FOODS ORIG ID:1234 DESC DATE:250102 CO ENTRY DESCR:SALE SEC:CCD IND NAME:SUNSET GRILL",
      ),
    ).toBe("SYSCO FOODS");
    // A known funder named only in the details: the payee reads as the funder's name.
    expect(
      normalisePayee("ACH DEBIT 0042 ORIG CO NAME:YELLOWSTONE CAPITAL ORIG ID:77 SEC:CCD"),
    ).toBe("YELLOWSTONE");
    expect(normalisePayee("ACH DEBIT 0042 DES:KAPITUS PMT ID:77 CO ID:9")).toBe("KAPITUS");
    // Payees without details keep every word of their name.
    expect(normalisePayee("LIBERTAS FUNDING ACH")).toBe("LIBERTAS FUNDING");
    expect(normalisePayee("DATE NIGHT CATERING")).toBe("DATE NIGHT CATERING");
  });
});

describe("checks", () => {
  const clean = (): StatementInput[] => [
    made("c1", {
      from: "2026-01-01",
      to: "2026-01-31",
      opening: 100_000,
      rows: [
        ["2026-01-05", "DEPOSIT", 50_000],
        ["2026-01-20", "CHECK 1", -20_000],
      ],
      meta: {
        producer: "Adobe PDF Library 15.0",
        creator: "Acrobat Distiller 20.0",
        createdAt: "2026-02-02T03:00:00Z",
        modifiedAt: "2026-02-02T03:00:00Z",
      },
    }),
    made("c2", {
      from: "2026-02-01",
      to: "2026-02-28",
      opening: 130_000,
      rows: [["2026-02-03", "DEPOSIT", 10_000]],
    }),
    made("c3", {
      from: "2026-03-01",
      to: "2026-03-31",
      opening: 140_000,
      rows: [["2026-03-03", "DEPOSIT", 10_000]],
    }),
  ];

  it("finds nothing on a clean set", () => {
    const statements = clean();
    expect(
      checkStatements(statements, buildTimeline(statements), {
        expectedAccountName: "Acme Bakery",
      }),
    ).toEqual([]);
  });

  it("fires every check on a doctored set, with the lines", () => {
    const [c1, c2, c3] = clean();
    // An inflated deposit whose printed balance was left alone.
    c1!.statement.lines[0]!.amountMinor = 90_000;
    c1!.statement.meta = {
      producer: "iLovePDF",
      createdAt: "2026-02-02T03:00:00Z",
      modifiedAt: "2026-03-20T10:00:00Z",
    };
    c2!.statement.openingBalanceMinor = 150_000;
    c2!.statement.closingBalanceMinor = 160_000;
    c2!.statement.lines.push({
      id: "2",
      date: "2026-03-05",
      description: "DEPOSIT",
      amountMinor: 0,
      balanceMinor: 160_000,
      source: { line: 2 },
    });
    c2!.statement.accountName = "JOHN DOE";
    const april = made("c4", {
      from: "2026-04-10",
      to: "2026-04-30",
      opening: 0,
      rows: [],
      meta: { creator: "Microsoft® Word for Microsoft 365" },
    });
    const euro = made("c5", {
      currency: "EUR",
      from: "2026-03-01",
      to: "2026-03-31",
      opening: 0,
      rows: [],
    });
    const otherAccount = made("c6", {
      last4: "0000",
      from: "2026-03-01",
      to: "2026-03-31",
      opening: 0,
      rows: [],
    });
    // c3 is left out so that c2 and c4 are apart: a gap.
    const statements = [c1!, c2!, april, euro, otherAccount];
    void c3;
    const warnings = checkStatements(statements, buildTimeline(statements), {
      expectedAccountName: "Acme Bakery",
    });
    const found = warnings.map((w) => [w.code, w.statementId, w.lineIds]);
    expect(found).toEqual(
      expect.arrayContaining([
        ["other_currency", "c5", []],
        ["other_account", "c6", []],
        ["balance_does_not_add_up", "c1", ["c1:1"]],
        ["balance_does_not_add_up", "c2", ["c2:1"]],
        ["opening_plus_lines_not_closing", "c1", []],
        ["edited_by_tool", "c1", []],
        ["modified_after_created", "c1", []],
        ["modified_after_period", "c1", []],
        ["line_outside_period", "c2", ["c2:2"]],
        ["other_account_name", "c2", []],
        ["edited_by_tool", "c4", []],
        ["gap_between_statements", "c4", []],
        ["closing_not_next_opening", "c2", []],
      ]),
    );
    expect(new Set(warnings.map((w) => w.code)).size).toBe(11);
    expect(
      warnings.find((w) => w.code === "balance_does_not_add_up" && w.statementId === "c1")!.detail,
    ).toEqual({ expectedMinor: 190_000, printedMinor: 150_000 });
  });

  it("compares account holders' names loosely", () => {
    expect(sameName("Acme Bakery", "ACME BAKERY, L.L.C.")).toBe(true);
    expect(sameName("Acme Bakery LLC", "Acme Bakry LLC")).toBe(true);
    expect(sameName("Al Noor Trading LLC", "AL NOOR TRADING L.L.C")).toBe(true);
    expect(sameName("Acme Bakery", "John Doe")).toBe(false);
  });
});

describe("random timelines", () => {
  const descriptions = [
    "CARD SETTLEMENT",
    "ONLINE TRANSFER FROM SAVINGS",
    "ONDECK FUNDING",
    "REFUND",
    "SBA LOAN",
    "CHECK",
    "NSF FEE",
    "OD FEE",
    "DEPOSIT",
  ];
  const timelines = fc
    .record({
      start: fc.integer({ min: dayNumber("2025-01-01"), max: dayNumber("2026-12-01") }),
      days: fc.integer({ min: 1, max: 120 }),
      opening: fc.integer({ min: -1_000_000, max: 1_000_000 }),
      printed: fc.boolean(),
      cuts: fc.array(fc.integer({ min: 1, max: 119 }), { maxLength: 3 }),
      lines: fc.array(
        fc.record({
          at: fc.nat(),
          amount: fc.integer({ min: -500_000, max: 500_000 }),
          what: fc.constantFrom(...descriptions),
        }),
        { maxLength: 80 },
      ),
    })
    .map(({ start, days, opening, printed, cuts, lines }) => {
      const rows: Row[] = lines
        .map(({ at, amount, what }): Row => [isoOfDay(start + (at % days)), what, amount])
        .sort((a, b) => a[0].localeCompare(b[0]));
      // Consecutive statements cut at the given days, each opening with the balance so far.
      const bounds = [...new Set(cuts.filter((cut) => cut < days))].sort((a, b) => a - b);
      const edges = [0, ...bounds, days];
      const statements = edges.slice(1).map((end, i) => {
        const from = isoOfDay(start + edges[i]!);
        const to = isoOfDay(start + end - 1);
        const before = rows
          .filter((row) => row[0] < from)
          .reduce((sum, row) => sum + row[2], opening);
        return made(`s${i}`, {
          from,
          to,
          opening: before,
          balances: printed,
          rows: rows.filter((row) => row[0] >= from && row[0] <= to),
        });
      });
      return { start, days, opening, printed, rows, statements };
    });

  it("revenue + excluded = deposits, and the ADB is the day-by-day mean, in every month", () => {
    fc.assert(
      fc.property(timelines, ({ start, days, opening, rows, statements }) => {
        const summary = summariseStatements(statements);
        for (const figures of [...summary.months, summary.total]) {
          expect(figures.revenueMinor + figures.excludedMinor).toBe(figures.depositsMinor);
          const listed = summary.excludedDeposits.filter(
            (d) => d.date >= figures.from && d.date <= figures.to,
          );
          expect(listed.reduce((sum, d) => sum + d.amountMinor, 0)).toBe(figures.excludedMinor);
          // Brute force: each day's balance is the opening plus every line up to that day.
          let sum = 0;
          let n = 0;
          for (
            let day = Math.max(start, dayNumber(figures.from));
            day <= Math.min(start + days - 1, dayNumber(figures.to));
            day += 1
          ) {
            sum += rows
              .filter((row) => dayNumber(row[0]) <= day)
              .reduce((total, row) => total + row[2], opening);
            n += 1;
          }
          expect(figures.daysCovered).toBe(n);
          // The nearest integer to sum / n (ties either way).
          expect(Math.abs(figures.averageDailyBalanceMinor! * n - sum) * 2).toBeLessThanOrEqual(n);
        }
        expect(summary.warnings).toEqual([]);
      }),
      { numRuns: 150, seed: 37 },
    );
  });

  it("statements reaching back into the one before give the same figures", () => {
    fc.assert(
      fc.property(
        timelines,
        fc.integer({ min: 1, max: 20 }),
        ({ start, rows, statements, opening, printed }, back) => {
          const overlapping = statements.map((input, i) => {
            if (i === 0) return input;
            const to = input.statement.periodEnd!;
            const from = isoOfDay(Math.max(start, dayNumber(input.statement.periodStart!) - back));
            const before = rows
              .filter((row) => row[0] < from)
              .reduce((sum, row) => sum + row[2], opening);
            return made(input.id, {
              from,
              to,
              opening: before,
              balances: printed,
              rows: rows.filter((row) => row[0] >= from && row[0] <= to),
            });
          });
          const withoutIds = (summary: ReturnType<typeof summariseStatements>) =>
            [...summary.months, summary.total].map(
              ({ nsfLineIds, overdraftLineIds, ...figures }) => ({
                ...figures,
                nsf: nsfLineIds.length,
                od: overdraftLineIds.length,
              }),
            );
          expect(withoutIds(summariseStatements(overlapping))).toEqual(
            withoutIds(summariseStatements(statements)),
          );
          expect(buildTimeline(overlapping).lines).toHaveLength(rows.length);
        },
      ),
      { numRuns: 100, seed: 7 },
    );
  });

  it("a changed amount under printed balances is found", () => {
    fc.assert(
      fc.property(
        timelines,
        fc.nat(),
        fc.integer({ min: 1, max: 100_000 }),
        ({ statements }, pick, change) => {
          const lines = statements.flatMap((input) =>
            input.statement.lines.map((line) => ({ input, line })),
          );
          if (lines.length === 0) return;
          const { input, line } = lines[pick % lines.length]!;
          line.amountMinor += change;
          const warnings = checkStatements(statements, buildTimeline(statements));
          const codes = warnings.filter((w) => w.statementId === input.id).map((w) => w.code);
          expect(codes).toContain("opening_plus_lines_not_closing");
          if (line.balanceMinor !== undefined) expect(codes).toContain("balance_does_not_add_up");
        },
      ),
      { numRuns: 100, seed: 88 },
    );
  });
});
