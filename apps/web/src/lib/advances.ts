import type { TFunction } from "i18next";
import type { ExistingAdvance } from "@portal/contract/deals/deal-schemas";
import "./i18n/advances";

/**
 * A deal's existing advances as fact rows: how many and what is still owed, then one row each
 * ("not given" when the broker has not said: funders need to know).
 */
export function advanceFacts(
  deal: { existingAdvances: ExistingAdvance[] | null; existingAdvancesMinor: number | null },
  money: (minor: number) => string,
  t: TFunction,
): [string, string][] {
  const k = (key: string, options?: Record<string, unknown>) =>
    t(`ui.advances.${key}`, options ?? {});
  const title = k("title");
  const list = deal.existingAdvances;
  if (!list) {
    if (deal.existingAdvancesMinor === null) return [[title, k("unknown")]];
    return [
      [
        title,
        deal.existingAdvancesMinor === 0
          ? k("none")
          : k("totalOnly", { total: money(deal.existingAdvancesMinor) }),
      ],
    ];
  }
  if (!list.length) return [[title, k("none")]];
  return [
    [title, k("summary", { count: list.length, total: money(deal.existingAdvancesMinor ?? 0) })],
    ...list.map(
      (a, i) =>
        [
          k("item", { n: i + 1 }),
          [
            k("line", { funder: a.funder, balance: money(a.balanceMinor) }),
            a.paymentMinor !== undefined && a.paymentFrequency
              ? k("payment", {
                  payment: money(a.paymentMinor),
                  frequency: k(`frequencies.${a.paymentFrequency}`),
                })
              : "",
          ]
            .filter(Boolean)
            .join(" · "),
        ] as [string, string],
    ),
  ];
}
