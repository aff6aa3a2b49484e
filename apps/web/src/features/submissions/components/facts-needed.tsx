import "../i18n";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  factsNeededSchema,
  propertyTypes,
  type Deal,
  type FactsNeeded,
  type NeededFact,
} from "@portal/contract/deals/deal-schemas";
import type { Industry } from "@portal/contract/deals/industries";
import { Button } from "@/components/ui/button";
import { Combobox } from "@/components/ui/combobox";
import { IndustryPicker } from "@/components/ui/industry-picker";
import { SelectField } from "@/components/ui/select";
import { ApiError } from "@/lib/api-client";
import { countryOptions } from "@/lib/display-names";
import { formatList } from "@/lib/format";

/** What a 409 `facts_needed` asks for (decision 075), or null for any other failure. */
export function factsNeededOf(error: unknown): FactsNeeded | null {
  if (!(error instanceof ApiError) || error.code !== "facts_needed") return null;
  const parsed = factsNeededSchema.safeParse(error.details);
  return parsed.success ? parsed.data : null;
}

/** The borrower's change that gives these facts (a property keeps what it held). */
export function changesOf(
  borrower: Pick<Deal["borrower"], "property">,
  given: Partial<Record<NeededFact, string>>,
) {
  return {
    ...(given.industry ? { industry: given.industry as Industry } : {}),
    ...(given.country ? { country: given.country } : {}),
    ...(given.propertyType && borrower.property
      ? {
          property: {
            ...borrower.property,
            type: given.propertyType as NonNullable<Deal["borrower"]["property"]>["type"],
          },
        }
      : {}),
  };
}

/**
 * The send step's questions (decision 075): the facts this deal does not give yet that the chosen
 * funders judge, each with the funders that need it, asked right here; "Save and send" gives them
 * to the borrower, then sends.
 */
export function FactsNeededForm({
  needed,
  busy,
  onGive,
}: {
  needed: FactsNeeded;
  busy: boolean;
  onGive: (given: Partial<Record<NeededFact, string>>) => void;
}) {
  const { t, i18n } = useTranslation();
  const [given, setGiven] = useState<Partial<Record<NeededFact, string>>>({});
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const set = (fact: NeededFact) => (value: string) => setGiven((g) => ({ ...g, [fact]: value }));
  const whoNeeds = (fact: NeededFact) =>
    t("ui.submissions.send.facts.neededBy", {
      funders: formatList(
        needed.listings.filter((l) => l.facts.includes(fact)).map((l) => l.funderName),
        i18n.language,
      ),
    });
  const complete = needed.facts.every((f) => !!given[f]);
  return (
    <section
      aria-labelledby="facts-needed-title"
      className="flex flex-col gap-3 rounded-md border border-warning bg-warning-soft px-3 py-3"
    >
      <h3 id="facts-needed-title" className="font-semibold">
        {t("ui.submissions.send.facts.title")}
      </h3>
      <p>{t("ui.submissions.send.facts.intro")}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {needed.facts.map((fact) =>
          fact === "industry" ? (
            <IndustryPicker
              key={fact}
              label={t("ui.submissions.send.facts.industry")}
              hint={whoNeeds(fact)}
              value={given.industry ?? ""}
              onChange={set(fact)}
            />
          ) : fact === "country" ? (
            <Combobox
              key={fact}
              label={t("ui.submissions.send.facts.country")}
              hint={whoNeeds(fact)}
              options={countries}
              noMatches={t("ui.submissions.send.facts.noMatches")}
              value={given.country ?? ""}
              onChange={set(fact)}
            />
          ) : (
            <SelectField
              key={fact}
              label={t("ui.submissions.send.facts.propertyType")}
              hint={whoNeeds(fact)}
              placeholder={t("ui.submissions.send.facts.choose")}
              options={propertyTypes.map((p) => ({
                value: p,
                label: t(`ui.submissions.propertyTypes.${p}`),
              }))}
              value={given.propertyType ?? ""}
              onValueChange={set(fact)}
            />
          ),
        )}
      </div>
      <div>
        <Button disabled={busy || !complete} onClick={() => onGive(given)}>
          {t("ui.submissions.send.facts.saveAndSend")}
        </Button>
      </div>
    </section>
  );
}
