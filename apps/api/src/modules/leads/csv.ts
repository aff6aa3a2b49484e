import type { z } from "zod";
import type { SQL } from "drizzle-orm";
import type { Db } from "@portal/db/database";
import { toMinor } from "@portal/contract/deals/money";
import { dealProducts } from "@portal/contract/deals/deal-schemas";
import { messageText, toFieldIssue } from "@portal/contract/errors/field-issues";
import {
  leadCreateSchema,
  type leadImportSchema,
  type LeadDuplicate,
  type LeadImportResult,
} from "@portal/contract/leads/lead-schemas";
import { companyKey, emailKey, phoneKey } from "@portal/contract/leads/lead-keys";
import { leadCsvMaxRows } from "@portal/contract/leads/lead-options";
import { toFieldIssues } from "@portal/contract/errors/field-issues";
import { AppError } from "../../lib/app-error";
import { csvText } from "../../lib/csv";
import type { LeadViewer } from "./access";
import type { Keyed } from "./duplicates";
import { storedFields } from "./present";
import * as repo from "./repo";

/** RFC 4180 CSV: quoted fields with "" for a quote, CRLF or LF lines; a BOM is ignored. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const source = text.replace(/^\uFEFF/, "");
  const endCell = () => {
    row.push(cell);
    cell = "";
  };
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === "") quoted = true;
    else if (c === ",") endCell();
    else if (c === "\n" || c === "\r") {
      if (c === "\r" && source[i + 1] === "\n") i++;
      endCell();
      rows.push(row);
      row = [];
    } else cell += c;
  }
  if (cell !== "" || row.length) {
    endCell();
    rows.push(row);
  }
  return rows.filter((r) => r.some((v) => v.trim() !== ""));
}

/** Header names the import understands, each for one lead field. */
const aliases: Record<string, string> = {
  contact_name: "contactName",
  name: "contactName",
  contact: "contactName",
  company_name: "companyName",
  company: "companyName",
  business: "companyName",
  email: "email",
  phone: "phone",
  telephone: "phone",
  mobile: "phone",
  amount: "amount",
  currency: "currency",
  product: "product",
  purpose: "purpose",
  country: "country",
};
const headerKey = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");

function rowInput(header: (string | undefined)[], cells: string[]) {
  const raw: Record<string, string> = {};
  header.forEach((field, i) => {
    const value = cells[i]?.trim();
    if (field && value) raw[field] = value;
  });
  const { amount, product, currency, country, ...rest } = raw;
  const input: Record<string, unknown> = { ...rest, contactName: rest.contactName ?? "" };
  if (currency) input.currency = currency.toUpperCase();
  if (country) input.country = country.toUpperCase();
  if (product) {
    const code = product.toLowerCase().replace(/[\s-]+/g, "_");
    input.product = (dealProducts as readonly string[]).includes(code) ? code : product;
  }
  let amountIssue = false;
  if (amount) {
    const minor = toMinor(amount, input.currency ? String(input.currency) : "GBP");
    if (minor === undefined || minor <= 0) amountIssue = true;
    else input.amountMinor = minor;
  }
  return { input, amountIssue };
}

function readRows(csv: string) {
  const [head, ...data] = parseCsv(csv);
  const header = (head ?? []).map((h) => aliases[headerKey(h)]);
  const hasReach = header.includes("email") || header.includes("phone");
  if (!header.includes("contactName") || !hasReach)
    throw new AppError("validation_failed", { issues: [toFieldIssue(["csv"], "csvHeader")] });
  if (data.length > leadCsvMaxRows)
    throw new AppError("validation_failed", { issues: [toFieldIssue(["csv"], "csvTooManyRows")] });
  return data.map((cells, i) => {
    const { input, amountIssue } = rowInput(header, cells);
    const parsed = leadCreateSchema.safeParse(input);
    const issues = parsed.success ? [] : toFieldIssues(parsed.error.issues);
    if (amountIssue)
      issues.push({ path: "amount", code: "amountNumber", message: messageText("amountNumber") });
    return { line: i + 2, input, parsed: parsed.success ? parsed.data : undefined, issues };
  });
}

/** CSV import with a preview, and the CSV export (docs/decisions/044). */
export function createLeadCsv(
  db: Db,
  deps: { duplicatesOf: (lv: LeadViewer, items: readonly Keyed[]) => Promise<LeadDuplicate[][]> },
) {
  return {
    async importCsv(
      lv: LeadViewer,
      { csv, dryRun }: z.output<typeof leadImportSchema>,
    ): Promise<LeadImportResult> {
      const rows = readRows(csv);
      const keyed = rows.map((r) => ({
        emailKey: emailKey(r.parsed?.email),
        phoneKey: phoneKey(r.parsed?.phone),
        companyKey: companyKey(r.parsed?.companyName),
      }));
      const duplicates = await deps.duplicatesOf(lv, keyed);
      const valid = rows.filter((r) => r.parsed && !r.issues.length);
      if (!dryRun && valid.length)
        await db.transaction(async (tx) => {
          const created = await repo.insertLeads(
            tx,
            valid.map((r) => ({
              ...storedFields(r.parsed!),
              organizationId: lv.viewer.organizationId,
              assigneeId: lv.viewer.userId,
              source: "csv" as const,
            })),
          );
          for (const row of created)
            await repo.insertActivity(tx, {
              leadId: row.id,
              kind: "created",
              actorId: lv.viewer.userId,
            });
        });
      return {
        rows: rows.map((r, i) => ({
          line: r.line,
          contactName: String(r.input.contactName ?? ""),
          companyName: (r.input.companyName as string | undefined) ?? null,
          email: (r.input.email as string | undefined) ?? null,
          phone: (r.input.phone as string | undefined) ?? null,
          issues: r.issues.map((x) => ({ field: x.path, code: x.code, message: x.message })),
          duplicates: duplicates[i] ?? [],
        })),
        valid: valid.length,
        invalid: rows.length - valid.length,
        created: dryRun ? 0 : valid.length,
      };
    },
  };
}

/** The leads the viewer sees (filtered), at most 10,000: text cells safe from formulas. */
export async function exportLeadsCsv(
  db: Db,
  visible: SQL,
  filter: Omit<repo.LeadFilter, "page" | "pageSize">,
  names: ReadonlyMap<string, string>,
) {
  const { items } = await repo.listLeads(db, visible, { ...filter, page: 1, pageSize: 10_000 });
  const header =
    "created,status,source,contact_name,company_name,email,phone,amount_minor,currency,product,purpose,country,assignee,lost_reason,id";
  const lines = items.map((l) =>
    [
      l.createdAt.toISOString(),
      l.status,
      l.source,
      csvText(l.contactName),
      csvText(l.companyName),
      csvText(l.email),
      csvText(l.phone),
      l.amountMinor ?? "",
      l.currency ?? "",
      l.product ?? "",
      csvText(l.purpose),
      l.country ?? "",
      csvText(l.assigneeId ? names.get(l.assigneeId) : ""),
      csvText(l.lostReason),
      l.id,
    ].join(","),
  );
  return [header, ...lines].join("\r\n") + "\r\n";
}
