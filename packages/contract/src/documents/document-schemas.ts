import { z } from "zod";

/** What a document is, as the broker files it (PRODUCT.md "document vault"). */
export const documentTypes = [
  "bank_statement",
  "tax_return",
  "identity",
  "proof_of_address",
  "financial_statement",
  "property_valuation",
  "other",
] as const;
export type DocumentType = (typeof documentTypes)[number];

/** The spec's expiry states: no date given, valid, expiring within the set days, expired. */
export const documentExpiryStatuses = ["unknown", "valid", "expiring", "expired"] as const;
export type DocumentExpiryStatus = (typeof documentExpiryStatuses)[number];

/** Default of EXPIRING_SOON_DAYS: a document expiring within this many days is "expiring". */
export const defaultExpiringSoonDays = 30;

/** Default of DOCUMENT_MAX_BYTES (the spec's "File size too large" limit): 25 MB. */
export const defaultDocumentMaxBytes = 25 * 1024 * 1024;

/**
 * The file types a document may be, decided by the file's bytes, never its name: PDF, the image
 * formats phones and scanners produce, and Word/Excel files (docs/decisions/015-documents.md).
 */
export const documentContentTypes = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/tiff": "tif",
  "image/heic": "heic",
  "image/webp": "webp",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
  // A bank's export (issue 37): text, taken only for a bank statement (decision 089).
  "text/csv": "csv",
  "application/x-ofx": "ofx",
} as const;
export type DocumentContentType = keyof typeof documentContentTypes;

/**
 * The accepted types that are zip containers (Office Open XML): before one is kept, its zip
 * directory and its inflated size are checked against the unpacking limits (decision 023).
 */
export const zipDocumentContentTypes: readonly DocumentContentType[] = [
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
];

export function isDocumentContentType(value: string): value is DocumentContentType {
  return Object.hasOwn(documentContentTypes, value);
}

/** What the file input offers (a hint only: the server decides by the bytes). */
export const documentAccept = Object.values(documentContentTypes)
  .map((ext) => `.${ext}`)
  .concat(".jpeg", ".tiff", ".qfx")
  .join(",");

/**
 * `expiresOn` against `today` (both `YYYY-MM-DD`): expired from the day after it, expiring from
 * `withinDays` days before it.
 */
export function documentExpiryStatus(
  expiresOn: string | null | undefined,
  today: string,
  withinDays: number,
): DocumentExpiryStatus {
  if (!expiresOn) return "unknown";
  if (expiresOn < today) return "expired";
  const soon = new Date(Date.parse(`${today}T00:00:00Z`) + withinDays * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return expiresOn <= soon ? "expiring" : "valid";
}

/**
 * A file name safe to store and to send back in Content-Disposition: the last path segment only,
 * no control characters, bidirectional controls (U+202E would show "evil\u202Efdp.exe" as
 * "evilexe.pdf"), quotes or separators, at most 150 characters, never empty.
 */
export function safeFileName(name: string | undefined): string {
  const base = (name ?? "").split(/[/\\]/).pop() ?? "";
  const cleaned = base
    .normalize("NFC")
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    .replace(/[\u0000-\u001f\u007f"*:<>?|]/g, "")
    .replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
    .replace(/\s+/g, " ")
    .replace(/^[.\s]+/, "")
    .trim();
  if (!cleaned) return "document";
  if (cleaned.length <= 150) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : "";
  return cleaned.slice(0, 150 - ext.length) + ext;
}

/** The form fields sent before the file in `POST /v1/user/deal/{id}/documents`. */
export const documentUploadFieldsSchema = z.strictObject({
  type: z.enum(documentTypes, { error: "invalidValue" }),
  expiresOn: z.iso.date({ error: "invalidDate" }).optional(),
});
export type DocumentUploadFields = z.infer<typeof documentUploadFieldsSchema>;

/** Changing a document's type or expiry date (`null` clears the date); at least one of them. */
export const documentUpdateSchema = z
  .strictObject({
    type: z.enum(documentTypes, { error: "invalidValue" }).optional(),
    expiresOn: z.iso.date({ error: "invalidDate" }).nullable().optional(),
  })
  .refine((v) => v.type !== undefined || v.expiresOn !== undefined, {
    error: "nothingToChange",
  });

export const documentSchema = z.object({
  id: z.string(),
  borrowerId: z.string(),
  /** The deal it was uploaded on; the borrower's later deals show it too (the vault). */
  dealId: z.string().nullable(),
  type: z.enum(documentTypes),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  sha256: z.string(),
  expiresOn: z.string().nullable(),
  expiryStatus: z.enum(documentExpiryStatuses),
  uploadedBy: z.string(),
  createdAt: z.string(),
});
export type Document = z.infer<typeof documentSchema>;

export const documentListSchema = z.object({ items: z.array(documentSchema) });

/**
 * The documents funders ask for before deciding, by product: every business shows its bank
 * statements, who it is and where; loans add accounts and tax returns; a merchant cash advance is
 * decided on the bank statements; products secured on property add its valuation.
 */
export function documentsFundersAskFor(product: string): DocumentType[] {
  const base: DocumentType[] = ["bank_statement", "identity", "proof_of_address"];
  if (product === "merchant_cash_advance") return base;
  if (["commercial_real_estate", "bridge", "residential_investment"].includes(product))
    return [...base, "financial_statement", "property_valuation"];
  return [...base, "financial_statement", "tax_return"];
}
