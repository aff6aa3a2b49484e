import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { WalletEntry } from "@portal/contract/wallet/wallet-schemas";
import { Button } from "@/components/ui/button";
import { StackTable } from "@/components/ui/table";
import { formatDate, formatMoney } from "@/lib/format";
import { basisLabel, kindLabel } from "./labels";
import "../i18n";

const columns = ["date", "kind", "person", "basis", "deal", "amount", "note"] as const;

/** Ledger entries as rows (one card per entry on a phone); `effect` adds a column for statements. */
export function EntriesTable({
  label,
  entries,
  effect,
  onCorrect,
}: {
  label: string;
  entries: (WalletEntry & { effectMinor?: number })[];
  effect?: boolean;
  /** For those who record money: a button per entry to correct it. */
  onCorrect?: (entry: WalletEntry) => void;
}) {
  const { t, i18n } = useTranslation();
  const money = (minor: number, currency: string) => formatMoney(minor, currency, i18n.language);
  const cell = "px-3 py-2 align-top";
  return (
    <StackTable
      label={label}
      columns={columns.map((c) => ({
        key: c,
        label: t(`ui.wallet.columns.${c}`),
        end: c === "amount",
      }))}
    >
      {entries.map((e) => (
        <tr key={e.id} role="row" data-entry={e.id}>
          <td
            role="cell"
            data-label={t("ui.wallet.columns.date")}
            className={`${cell} whitespace-nowrap`}
          >
            {formatDate(e.at, i18n.language)}
          </td>
          <td
            role="cell"
            data-label={t("ui.wallet.columns.kind")}
            className={`${cell} sm:whitespace-nowrap`}
          >
            {kindLabel(t, e)}
          </td>
          <td
            role="cell"
            data-label={t("ui.wallet.columns.person")}
            className={`${cell} break-words sm:whitespace-nowrap`}
          >
            {e.beneficiaryName ?? t("ui.wallet.formerMember")}
          </td>
          <td
            role="cell"
            data-label={t("ui.wallet.columns.basis")}
            className={`${cell} sm:whitespace-nowrap`}
          >
            {basisLabel(t, e)}
          </td>
          <td
            role="cell"
            data-label={t("ui.wallet.columns.deal")}
            className={`${cell} break-words`}
          >
            {e.dealId ? (
              <Link className="text-primary underline" to={`/deals/${e.dealId}`}>
                {e.borrowerName ?? e.dealId.slice(0, 8)}
              </Link>
            ) : (
              "—"
            )}
          </td>
          <td
            role="cell"
            data-label={t("ui.wallet.columns.amount")}
            className={`${cell} whitespace-nowrap tabular-nums sm:text-end`}
          >
            {effect && e.effectMinor !== undefined
              ? money(e.effectMinor, e.currency)
              : money(e.amountMinor, e.currency)}
          </td>
          <td
            role="cell"
            data-label={t("ui.wallet.columns.note")}
            className={`${cell} break-words text-fg-muted`}
          >
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
          </td>
        </tr>
      ))}
    </StackTable>
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
