// OFX / QFX (issue 37): both flavours, SGML 1.x (leaf tags without closing tags) and XML 2.x, read
// by one small tokenizer: a tag followed by text is a value, a tag followed by another tag opens an
// aggregate. Only the bank statement parts are kept: STMTTRN, LEDGERBAL, BANKACCTFROM, CURDEF,
// BANKTRANLIST's DTSTART/DTEND and the FI's ORG.
import type { ReadStatement, StatementLine } from "../types";
import { Refused, refuse, type ReadHints } from "./outcome";
import { parseMoney } from "./values";

interface Node {
  name: string;
  value?: string;
  children: Node[];
}

const entities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

function decode(text: string): string {
  return text
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_, name: string) => entities[name]!)
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .trim();
}

function tree(text: string): Node {
  const root: Node = { name: "#root", children: [] };
  const stack: Node[] = [root];
  let lastLeaf: Node | undefined;
  const tag = /<(\/?)([A-Za-z0-9_.]+)[^>]*>([^<]*)/g;
  for (let m = tag.exec(text); m; m = tag.exec(text)) {
    const [, closing, rawName, after] = m;
    const name = rawName!.toUpperCase();
    if (closing) {
      if (lastLeaf?.name === name) {
        lastLeaf = undefined;
        continue;
      }
      const at = stack.findLastIndex((n) => n.name === name);
      if (at > 0) stack.length = at;
      lastLeaf = undefined;
      continue;
    }
    const value = decode(after ?? "");
    const node: Node = { name, children: [] };
    stack.at(-1)!.children.push(node);
    if (value !== "") {
      node.value = value;
      lastLeaf = node;
    } else {
      // An empty XML element (<MEMO></MEMO>) closes right after; an aggregate stays open.
      stack.push(node);
      lastLeaf = undefined;
    }
  }
  return root;
}

function all(node: Node, name: string, out: Node[] = []): Node[] {
  for (const child of node.children) {
    if (child.name === name) out.push(child);
    all(child, name, out);
  }
  return out;
}

function first(node: Node | undefined, name: string): Node | undefined {
  return node ? all(node, name)[0] : undefined;
}

function valueOf(node: Node | undefined, name: string): string | undefined {
  return first(node, name)?.value;
}

/** OFX date-times ("20260105120000.000[-5:EST]") to the calendar date the bank gave. */
function ofxDate(text: string | undefined): string | undefined {
  const m = text ? /^(\d{4})(\d{2})(\d{2})/.exec(text) : null;
  return m ? `${m[1]}-${m[2]}-${m[3]}` : undefined;
}

export function looksLikeOfx(head: string): boolean {
  return (
    /^\s*(?:OFXHEADER\s*:|<\?xml[^>]*>\s*<\?OFX)/i.test(head) || /<OFX>/i.test(head.slice(0, 4096))
  );
}

export function readOfx(text: string, hints: ReadHints = {}): ReadStatement {
  const root = tree(text.slice(Math.max(0, text.search(/<OFX>/i))));
  const statement = first(root, "STMTRS") ?? first(root, "CCSTMTRS");
  if (!statement)
    throw new Refused(refuse("not_a_statement", "this OFX file holds no bank statement"));
  const currency = (valueOf(statement, "CURDEF") ?? hints.currency ?? "XXX").toUpperCase();
  const list = first(statement, "BANKTRANLIST");
  const lines: StatementLine[] = [];
  all(statement, "STMTTRN").forEach((trn, index) => {
    const date = ofxDate(valueOf(trn, "DTPOSTED"));
    const amountMinor = parseMoney(valueOf(trn, "TRNAMT") ?? "", currency);
    if (!date || amountMinor === null) {
      throw new Refused(
        refuse("unreadable", `transaction ${index + 1} has no readable date or amount`),
      );
    }
    const name = valueOf(trn, "NAME") ?? valueOf(first(trn, "PAYEE"), "NAME");
    const memo = valueOf(trn, "MEMO");
    const description = [name, memo && memo !== name ? memo : undefined].filter(Boolean).join(" ");
    lines.push({ id: "", date, description, amountMinor, source: { line: index + 1 } });
  });
  lines.sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : a.source.line - b.source.line,
  );
  lines.forEach((line, i) => (line.id = String(i + 1)));
  const ledger = first(statement, "LEDGERBAL");
  const closing = parseMoney(valueOf(ledger, "BALAMT") ?? "", currency) ?? undefined;
  const periodEnd = ofxDate(valueOf(list, "DTEND"));
  const asOf = ofxDate(valueOf(ledger, "DTASOF"));
  // OFX prints no opening balance; it follows from the ledger balance at the period's end.
  const atEnd = closing !== undefined && (!asOf || !periodEnd || asOf >= periodEnd);
  const sum = lines.reduce((s, l) => s + l.amountMinor, 0);
  const account = valueOf(statement, "ACCTID");
  const org = valueOf(first(root, "FI"), "ORG");
  return {
    format: "ofx",
    ...(org ? { bank: org } : {}),
    ...(account ? { accountLast4: account.replace(/\W/g, "").slice(-4) } : {}),
    currency,
    ...(ofxDate(valueOf(list, "DTSTART"))
      ? { periodStart: ofxDate(valueOf(list, "DTSTART")) }
      : {}),
    ...(periodEnd ? { periodEnd } : {}),
    ...(atEnd ? { openingBalanceMinor: closing - sum, closingBalanceMinor: closing } : {}),
    lines,
  };
}
