import { i18next } from "@/lib/i18n";
import { documentTypeLabels } from "@/lib/i18n/document-types";

// The documents panel's English strings, loaded with the deal page (docs/decisions/005-log-in-page-budget.md).
export const documentsEn = {
  title: "Documents",
  table: "Uploaded files",
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
  cancel: "Cancel",
  deleted: "{{name}} deleted",
  columns: { file: "File", type: "Type", size: "Size", expiry: "Expiry", uploaded: "Uploaded" },
  types: documentTypeLabels,
  checklist: {
    title: "What funders ask for",
    progress: "{{done}} of {{total}}",
    done: "(uploaded)",
    missing: "(missing)",
  },
  expiry: { unknown: "Expiry unknown", valid: "Valid", expiring: "Expiring", expired: "Expired" },
  expiresOnDate: "until {{date}}",
};

i18next.addResourceBundle("en", "translation", { ui: { documents: documentsEn } }, true, false);
