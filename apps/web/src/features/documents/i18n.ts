import { i18next } from "@/lib/i18n";

// The documents panel's English strings, loaded with the deal page (docs/decisions/005-log-in-page-budget.md).
export const documentsEn = {
  title: "Documents",
  vault: "Documents are kept with the borrower and shown on each of its deals.",
  type: "Document type",
  expiresOn: "Expires on (optional)",
  drop: "Drop files here or choose files",
  dropHint:
    "PDF, images, Word or Excel files. The type and expiry date above apply to the files you add next.",
  uploading: "Uploading {{name}}",
  uploaded: "{{name}} uploaded",
  dismiss: "Dismiss",
  empty: "No documents yet. Add the borrower's bank statements, identity and the rest here.",
  download: "Download {{name}}",
  delete: "Delete",
  confirmDelete: "Delete {{name}}?",
  deleted: "{{name}} deleted",
  columns: { file: "File", type: "Type", size: "Size", expiry: "Expiry", uploaded: "Uploaded" },
  types: {
    bank_statement: "Bank statement",
    tax_return: "Tax return",
    identity: "Identity",
    proof_of_address: "Proof of address",
    financial_statement: "Financial statement",
    property_valuation: "Property valuation",
    other: "Other",
  },
  expiry: { unknown: "Expiry unknown", valid: "Valid", expiring: "Expiring", expired: "Expired" },
  expiresOnDate: "until {{date}}",
};

i18next.addResourceBundle("en", "translation", { ui: { documents: documentsEn } }, true, false);
