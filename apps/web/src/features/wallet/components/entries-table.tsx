import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { WalletEntry } from "@portal/contract/wallet/wallet-schemas";
import { Button } from "@/components/ui/button";
import { DataTable, type DataColumn } from "@/components/ui/data-table";
import { formatDate, formatMoney } from "@/lib/format";
import { basisLabel, kindLabel } from "./labels";
import "../i18n";

type Entry = WalletEntry & { effectMinor?: number };

/** Ledger entries as rows (one card per entry on a phone); `effect` adds a column for statements. */
export function EntriesTable({
  label,
  entries,
  effect,
  onCorrect,
}: {
  label: string;
  entries: Entry[];
  effect?: boolean;
  /** For those who record money: a button per entry to correct it. */
  onCorrect?: (entry: WalletEntry) => void;
}) {
  const { t, i18n } = useTranslation();
  const money = (minor: number, currency: string) => formatMoney(minor, currency, i18n.language);
  const header = (c: string) => t(`ui.wallet.columns.${c}`);
  const columns: DataColumn<Entry>[] = [
    {
      id: "date",
      header: header("date"),
      className: "whitespace-nowrap",
      cell: (e) => formatDate(e.at, i18n.language),
    },
    {
      id: "kind",
      header: header("kind"),
      className: "sm:whitespace-nowrap",
      cell: (e) => kindLabel(t, e),
    },
    {
      id: "person",
      header: header("person"),
      className: "break-words sm:whitespace-nowrap",
      cell: (e) => e.beneficiaryName ?? t("ui.wallet.formerMember"),
    },
    {
      id: "basis",
      header: header("basis"),
      className: "sm:whitespace-nowrap",
      cell: (e) => basisLabel(t, e),
    },
    {
      id: "deal",
      header: header("deal"),
      className: "break-words",
      cell: (e) =>
        e.dealId ? (
          <Link className="text-primary underline" to={`/deals/${e.dealId}`}>
            {e.borrowerName ?? e.dealId.slice(0, 8)}
          </Link>
        ) : (
          "—"
        ),
    },
    {
      id: "amount",
      header: header("amount"),
      align: "end",
      className: "whitespace-nowrap",
      cell: (e) =>
        effect && e.effectMinor !== undefined
          ? money(e.effectMinor, e.currency)
          : money(e.amountMinor, e.currency),
    },
    {
      id: "note",
      header: header("note"),
      className: "break-words text-fg-muted",
      cell: (e) => (
        <>
          {e.note ?? (e.reason ? t(`ui.wallet.reasons.${e.reason}`) : "")}
          {onCorrect && !e.correctsId && (
            <button
              type="button"
              className={`${e.note || e.reason ? "ms-2 " : ""}text-primary underline`}
              aria-label={t("ui.wallet.correctWhich", { kind: kindLabel(t, e) })}
              onClick={() => onCorrect(e)}
            >
              {t("ui.wallet.correct")}
            </button>
          )}
        </>
      ),
    },
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={entries}
      rowId={(e) => e.id}
      rowAttributes={(e) => ({ "data-entry": e.id })}
      density="compact"
    />
  );
}

/** "Show more" under a list read a page at a time. */
export function MoreButton({
  hasMore,
  busy,
  onMore,
}: {
  hasMore: boolean;
  busy: boolean;
  onMore: () => void;
}) {
  const { t } = useTranslation();
  if (!hasMore) return null;
  return (
    <Button variant="secondary" disabled={busy} onClick={onMore}>
      {t("ui.wallet.more")}
    </Button>
  );
}
