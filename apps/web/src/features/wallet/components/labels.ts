import i18next, { type TFunction } from "i18next";
import type { WalletEntry } from "@portal/contract/wallet/wallet-schemas";
import { formatBasisPoints } from "@/lib/format";

/** Why the person has the entry: "Own deal", "Split 40%", "Override (team manager) 10%", "Payout". */
export function basisLabel(t: TFunction, e: Pick<WalletEntry, "basis" | "level" | "shareBp">) {
  if (!e.basis) return t("ui.wallet.payout");
  const share =
    e.shareBp !== null && e.basis !== "owner"
      ? ` ${formatBasisPoints(e.shareBp, i18next.language)}`
      : "";
  const level = e.level && e.basis === "override" ? ` (${t(`ui.wallet.levels.${e.level}`)})` : "";
  return `${t(`ui.wallet.bases.${e.basis}`)}${level}${share}`;
}

/** The kind, marked when the entry corrects another. */
export const kindLabel = (t: TFunction, e: Pick<WalletEntry, "kind" | "correctsId">) =>
  `${t(`ui.wallet.kinds.${e.kind}`)}${e.correctsId ? ` · ${t("ui.wallet.correction")}` : ""}`;
