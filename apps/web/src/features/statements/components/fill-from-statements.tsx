import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { StatementProposal } from "@portal/contract/statements/statement-schemas";
import { Button } from "@/components/ui/button";
import { FormFailure } from "@/components/ui/form-failure";
import { SelectField } from "@/components/ui/select";
import { currencyName } from "@/lib/display-names";
import { errorMessageKey } from "@/lib/errors";
import { formatDate, formatList, formatMoney, formatMonth } from "@/lib/format";
import type { StatementsScope } from "../api/keys";
import {
  factOf,
  factsOf,
  startItems,
  type DealFacts,
  type Fact,
  type FieldError,
  type Item,
  type StatementFacts,
} from "./fill-facts";
import { LinesButton } from "./lines-dialog";
import { ItemField, ProposedFact } from "./proposed-fact";
import "../i18n";

export type { DealFacts, StatementFacts } from "./fill-facts";

const frequencies = ["daily", "weekly"] as const;

/** The broker's answers to a proposal: accepting checks the values, saving sends the accepted. */
function useFill(
  proposal: StatementProposal,
  deal: DealFacts,
  onSave: (facts: StatementFacts) => Promise<unknown>,
) {
  const [proposed] = useState(() => startItems(proposal));
  const [items, setItems] = useState(proposed);
  const [invalid, setInvalid] = useState<Record<string, FieldError>>({});
  const [failure, setFailure] = useState<ReturnType<typeof errorMessageKey> | null>(null);
  const [state, setState] = useState<"idle" | "saving" | "saved" | "nothing">("idle");
  // Amounts are saved in the deal's currency: statements in another one are changed by hand.
  const sameCurrency = proposal.currency === deal.currency;
  const update = (key: string, change: Partial<Item>) =>
    setItems((all) => ({ ...all, [key]: { ...all[key]!, ...change } }));
  const accept = (key: string) => {
    const item = items[key]!;
    if (!sameCurrency && key !== "since" && !item.editing) return update(key, { editing: true });
    const fact = factOf(key, item, deal.currency);
    if (fact.kind === "error") {
      setInvalid((all) => ({ ...all, [key]: fact.error }));
      return update(key, { editing: true });
    }
    setInvalid(({ [key]: _gone, ...rest }) => rest);
    update(key, { choice: "accepted", editing: false });
  };
  const save = async () => {
    const facts = factsOf(items, deal);
    if (!facts) return setState("nothing");
    setState("saving");
    setFailure(null);
    try {
      await onSave(facts);
      setState("saved");
    } catch (error) {
      // A change made meanwhile (changedMeanwhile): the deal is read again, the answers stay.
      setFailure(errorMessageKey(error));
      setState("idle");
    }
  };
  const answers = (key: string) => ({
    item: items[key]!,
    onAccept: () => accept(key),
    onEdit: () => update(key, { editing: true, choice: "open" }),
    onSkip: () => update(key, { choice: "skipped", editing: false }),
  });
  /** The saved value in words, when the broker changed it from the proposal. */
  const acceptedAs = (key: string, words: (fact: Fact) => string) => {
    const item = items[key]!;
    if (
      item.choice !== "accepted" ||
      JSON.stringify(item.values) === JSON.stringify(proposed[key]?.values)
    )
      return undefined;
    return words(factOf(key, item, deal.currency));
  };
  const edit = (key: string) => ({
    item: items[key]!,
    error: invalid[key],
    onChange: (values: Record<string, string>) => update(key, { values }),
  });
  return { items, sameCurrency, answers, edit, acceptedAs, save, state, failure };
}

/**
 * "Fill from statements": the monthly revenue, each existing advance and the date the business
 * trades since, as the statements propose them, each with its lines. The broker accepts, changes
 * or leaves out each; saving writes the accepted ones through the deal's and the borrower's usual
 * updates (`onSave`), so matching judges them like typed facts.
 */
export function FillFromStatements({
  proposal,
  scope,
  deal,
  onSave,
  onClose,
}: {
  proposal: StatementProposal;
  scope: StatementsScope;
  deal: DealFacts;
  onSave: (facts: StatementFacts) => Promise<unknown>;
  onClose?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const fill = useFill(proposal, deal, onSave);
  const money = (minor: number) => formatMoney(minor, proposal.currency, language);
  const { monthlyRevenue, tradingSince } = proposal;
  return (
    <section
      aria-labelledby="fill-from-statements"
      className="flex flex-col gap-4 rounded-lg border border-primary bg-surface p-card-phone sm:p-card"
    >
      <div className="flex flex-col gap-1">
        <h3 id="fill-from-statements" className="text-section-title font-semibold text-fg">
          {t("ui.statements.fill.title")}
        </h3>
        <p className="text-sm text-fg-muted">{t("ui.statements.fill.intro")}</p>
        {!fill.sameCurrency && (
          <p className="text-sm text-warning">
            {t("ui.statements.fill.otherCurrency", {
              statements: currencyName(proposal.currency, language),
              deal: currencyName(deal.currency, language),
            })}
          </p>
        )}
      </div>
      {fill.items.revenue && monthlyRevenue && (
        <ProposedFact
          name="revenue"
          title={t("ui.statements.fill.revenue")}
          value={money(monthlyRevenue.valueMinor)}
          note={t("ui.statements.fill.revenueFrom", {
            months: formatList(
              monthlyRevenue.months.map((m) => formatMonth(m, language, "shortYear")),
              language,
            ),
          })}
          current={
            deal.monthlyRevenueMinor === null
              ? null
              : formatMoney(deal.monthlyRevenueMinor, deal.currency, language)
          }
          acceptedAs={fill.acceptedAs("revenue", (f) =>
            f.kind === "revenue" ? formatMoney(f.revenue, deal.currency, language) : "",
          )}
          {...fill.answers("revenue")}
        >
          <ItemField
            name="amount"
            label={t("ui.statements.fill.revenue")}
            inputMode="decimal"
            {...fill.edit("revenue")}
          />
        </ProposedFact>
      )}
      {proposal.existingAdvances.length > 0 && (
        <div className="flex flex-col gap-2">
          <h4 className="font-medium">{t("ui.statements.fill.advances")}</h4>
          <p className="text-xs text-fg-muted">{t("ui.statements.fill.replacesAdvances")}</p>
          {proposal.existingAdvances.map((advance, i) => (
            <AdvanceProposal
              key={i}
              name={`advance-${i}`}
              advance={advance}
              currency={proposal.currency}
              deal={deal}
              scope={scope}
              fill={fill}
            />
          ))}
        </div>
      )}
      {fill.items.since && tradingSince && (
        <ProposedFact
          name="since"
          title={t("ui.statements.fill.tradingSince")}
          value={formatDate(tradingSince.date, language, "long")}
          note={t("ui.statements.fill.tradingSinceNote")}
          current={deal.startDate ? formatDate(deal.startDate, language, "long") : null}
          lines={
            <LinesButton
              scope={scope}
              ids={tradingSince.lineIds}
              currency={proposal.currency}
              what={t("ui.statements.fill.tradingSince")}
            />
          }
          acceptedAs={fill.acceptedAs("since", (f) =>
            f.kind === "since" ? formatDate(f.since, language, "long") : "",
          )}
          {...fill.answers("since")}
        >
          <ItemField
            name="date"
            type="date"
            label={t("ui.statements.fill.tradingSince")}
            {...fill.edit("since")}
          />
        </ProposedFact>
      )}
      <FillFooter fill={fill} onClose={onClose} />
    </section>
  );
}

function FillFooter({ fill, onClose }: { fill: ReturnType<typeof useFill>; onClose?: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <FormFailure message={fill.failure} />
      {fill.state === "nothing" && (
        <p role="alert" className="text-sm text-danger">
          {t("ui.statements.fill.nothing")}
        </p>
      )}
      {fill.state === "saved" && (
        <p role="status" className="text-sm text-success">
          {t("ui.statements.fill.saved")}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button disabled={fill.state === "saving"} onClick={() => void fill.save()}>
          {fill.state === "saving" ? t("ui.statements.fill.saving") : t("ui.statements.fill.save")}
        </Button>
        {onClose && (
          <Button variant="secondary" onClick={onClose}>
            {t("ui.statements.fill.cancel")}
          </Button>
        )}
      </div>
    </>
  );
}

/** One existing advance the statements propose, changed in its own fields. */
function AdvanceProposal({
  name,
  advance,
  currency,
  deal,
  scope,
  fill,
}: {
  name: string;
  advance: StatementProposal["existingAdvances"][number];
  currency: string;
  deal: DealFacts;
  scope: StatementsScope;
  fill: ReturnType<typeof useFill>;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const money = (minor: number) => formatMoney(minor, currency, language);
  const current = deal.existingAdvances?.find(
    (a) => a.funder.toLowerCase() === advance.funder.toLowerCase(),
  );
  const edit = fill.edit(name);
  return (
    <ProposedFact
      name={name}
      title={advance.funder}
      value={t("ui.statements.fill.advance", {
        payment: money(advance.paymentMinor),
        frequency: t(`ui.statements.positions.frequencies.${advance.paymentFrequency}`),
      })}
      note={
        advance.balanceMinor === undefined
          ? t("ui.statements.fill.balanceUnknown")
          : `${t("ui.statements.fill.balance")}: ${money(advance.balanceMinor)}`
      }
      current={current ? formatMoney(current.balanceMinor, deal.currency, language) : null}
      lines={
        <LinesButton
          scope={scope}
          ids={advance.lineIds}
          currency={currency}
          what={advance.funder}
        />
      }
      acceptedAs={fill.acceptedAs(name, (f) =>
        f.kind === "advance"
          ? t("ui.statements.fill.advanceAccepted", {
              funder: f.advance.funder,
              balance: formatMoney(f.advance.balanceMinor, deal.currency, language),
              payment: formatMoney(f.advance.paymentMinor ?? 0, deal.currency, language),
              frequency: t(
                `ui.statements.positions.frequencies.${f.advance.paymentFrequency ?? "daily"}`,
              ),
            })
          : "",
      )}
      {...fill.answers(name)}
    >
      <ItemField name="funder" label={t("ui.statements.positions.funder")} {...edit} />
      <ItemField
        name="balance"
        label={t("ui.statements.fill.balance")}
        inputMode="decimal"
        {...edit}
      />
      <ItemField
        name="payment"
        label={t("ui.statements.fill.payment")}
        inputMode="decimal"
        {...edit}
      />
      <SelectField
        label={t("ui.statements.fill.frequency")}
        options={frequencies.map((f) => ({
          value: f,
          label: t(`ui.statements.positions.frequencies.${f}`),
        }))}
        value={edit.item.values.frequency ?? "daily"}
        onValueChange={(frequency) => edit.onChange({ ...edit.item.values, frequency })}
      />
    </ProposedFact>
  );
}
