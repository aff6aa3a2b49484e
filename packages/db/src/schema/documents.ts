import {
  bigint,
  date,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { documentTypes } from "@portal/contract/documents/document-schemas";
import { borrowers, deals } from "./deals";
import { organizations } from "./organizations";

export const documentType = pgEnum("document_type", documentTypes);
/**
 * uploading: the row is written before the first byte is stored, so an upload cut off by a crash
 * is known and cleaned up; ready: complete and visible; deleting: its object is being removed.
 * Only ready documents are ever listed or downloaded.
 */
export const documentStatus = pgEnum("document_status", ["uploading", "ready", "deleting"]);

/** A borrower's documents (the vault): uploaded on one deal, shown on every deal of the borrower. */
export const documents = pgTable(
  "documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organizationId")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    borrowerId: uuid("borrowerId")
      .notNull()
      .references(() => borrowers.id, { onDelete: "cascade" }),
    dealId: uuid("dealId").references(() => deals.id, { onDelete: "set null" }),
    status: documentStatus("status").notNull().default("uploading"),
    type: documentType("type").notNull(),
    /** The uploader's file name, made safe (no path, no control characters). */
    fileName: text("fileName").notNull(),
    /** Decided by the file's bytes. */
    contentType: text("contentType").notNull(),
    sizeBytes: bigint("sizeBytes", { mode: "number" }),
    sha256: text("sha256"),
    /** Where the object store keeps the bytes. */
    storageKey: text("storageKey").notNull(),
    expiresOn: date("expiresOn", { mode: "string" }),
    /** Who uploaded it (a bare id, kept if that account is deleted). */
    uploadedBy: text("uploadedBy").notNull(),
    createdAt: timestamp("createdAt", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("documents_storage_key_key").on(t.storageKey),
    index("documents_borrower_created_idx").on(t.borrowerId, t.createdAt),
    index("documents_status_created_idx").on(t.status, t.createdAt),
  ],
);
