import "../i18n";
import { useTranslation } from "react-i18next";
import type { Document } from "@portal/contract/documents/document-schemas";
import { Button } from "@/components/ui/button";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { formatDate, formatFileSize } from "@/lib/format";
import { ExpiryBadge } from "./expiry-badge";

/**
 * The deal's documents: each downloads by its name; deleting asks once more in its row
 * (`confirming` is the document waiting for that answer).
 */
export function DocumentsTable({
  documents,
  confirming,
  onConfirm,
  onDownload,
  onRemove,
}: {
  documents: Document[];
  confirming: string | null;
  onConfirm: (id: string | null) => void;
  onDownload: (document: Document) => void;
  onRemove: (document: Document) => void;
}) {
  const { t, i18n } = useTranslation();
  const header = (c: string) => t(`ui.documents.columns.${c}`);
  const columns: DataColumn<Document>[] = [
    {
      id: "file",
      header: header("file"),
      className: "break-words",
      sortValue: (d) => d.fileName,
      cell: (d) => (
        <button
          type="button"
          className="text-start text-primary underline"
          onClick={() => onDownload(d)}
          aria-label={t("ui.documents.download", { name: d.fileName })}
        >
          {d.fileName}
        </button>
      ),
    },
    {
      id: "type",
      header: header("type"),
      sortValue: (d) => t(`ui.documents.types.${d.type}`),
      cell: (d) => t(`ui.documents.types.${d.type}`),
    },
    {
      id: "size",
      header: header("size"),
      align: "end",
      className: "whitespace-nowrap",
      sortValue: (d) => d.sizeBytes,
      cell: (d) => formatFileSize(d.sizeBytes, i18n.language),
    },
    {
      id: "expiry",
      header: header("expiry"),
      sortValue: (d) => d.expiresOn ?? "",
      cell: (d) => <ExpiryBadge status={d.expiryStatus} expiresOn={d.expiresOn} />,
    },
    {
      id: "uploaded",
      header: header("uploaded"),
      className: "whitespace-nowrap",
      sortValue: (d) => d.createdAt,
      cell: (d) => formatDate(d.createdAt, i18n.language),
    },
    {
      id: "delete",
      header: t("ui.documents.delete"),
      hideHeader: true,
      align: "end",
      cell: (d) =>
        confirming === d.id ? (
          <span className="inline-flex flex-wrap items-center justify-end gap-2">
            <span>{t("ui.documents.confirmDelete", { name: d.fileName })}</span>
            <Button variant="danger" onClick={() => onRemove(d)}>
              {t("ui.documents.delete")}
            </Button>
            <Button variant="ghost" onClick={() => onConfirm(null)}>
              {t("ui.documents.cancel")}
            </Button>
          </span>
        ) : (
          <Button variant="ghost" onClick={() => onConfirm(d.id)}>
            {t("ui.documents.delete")}
          </Button>
        ),
    },
  ];
  return (
    <DataTable
      label={t("ui.documents.table")}
      columns={columns}
      rows={documents}
      rowId={(d) => d.id}
      density="compact"
    />
  );
}
