import "../i18n";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { DealDetail } from "@portal/contract/deals/deal-schemas";
import type { DealCreateInput } from "@portal/contract/deals/deal-schemas";
import type { TrainingRequired } from "@portal/contract/learn/training-required";
import { Button } from "@/components/ui/button";
import { FormFailure } from "@/components/ui/form-failure";
import { TrainingRequiredNotice } from "@/components/training-required";
import { useContractForm } from "@/lib/contract-form";
import { usePersonCurrencies } from "@/lib/person-currencies";
import { trainingRequiredOf } from "@/lib/training";
import { useCreateDeal, useUpdateDeal } from "../api/deals-api";
import {
  dealFormSchema,
  dealSteps,
  emptyDeal,
  fromDeal,
  isSecured,
  stepFields,
  type DealFormApi,
  type DealStep,
} from "./deal-form-values";
import { BorrowerStep } from "./deal-borrower-step";
import { OwnersStep } from "./deal-owners-step";
import { RequestStep } from "./deal-request-step";
import { PropertyStep } from "./deal-property-step";
import { ReviewStep } from "./deal-review-step";

/**
 * A deal in steps: the borrower, its owners, the request, the property (secured products only),
 * then a review. Each step is checked with the contract's schema before the next; the server
 * checks again, and a field it refuses is shown on its step. With `deal`, edits that deal (and its
 * borrower) at the version read: someone else's change meanwhile is refused, not overwritten, and
 * everything typed stays.
 */
export function DealForm({ deal, onSaved }: { deal?: DealDetail; onSaved: (id: string) => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<DealStep>("borrower");
  // Changing the product of a deal past draft passes the training gate (decision 052): its
  // refusal names the course to pass, as on the deal page.
  const [training, setTraining] = useState<TrainingRequired | null>(null);
  const save = useSaveDeal(deal);
  // A new deal starts in the person's display currency.
  const { displayCurrency = emptyDeal.currency } = usePersonCurrencies();
  const form = useContractForm(dealFormSchema, {
    defaultValues: deal ? fromDeal(deal) : { ...emptyDeal, currency: displayCurrency },
    onSubmit: async (input) => {
      try {
        onSaved(await save(input));
      } catch (error) {
        const gate = trainingRequiredOf(error);
        if (!gate) throw error;
        setTraining(gate);
      }
    },
  });
  useCheckAgainOnChange(form);
  const formRef = useRef<HTMLFormElement>(null);
  const focusAfterStep = useRef(false);
  useEffect(() => {
    if (!focusAfterStep.current) return;
    focusAfterStep.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [step]);

  const shown = dealSteps.filter((s) => s !== "property" || isSecured(form.watch("product")));
  const index = shown.indexOf(step);
  const busy = form.formState.isSubmitting;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    form.setFailure(null);
    setTraining(null);
    if (step !== "review") {
      if (await form.trigger(stepFields[step], { shouldFocus: true })) setStep(shown[index + 1]!);
      return;
    }
    await form.submit(event);
    // A field refused (by the contract or the server) is shown on its step, focused.
    const refused = shown.find((s) => stepFields[s].some((n) => form.getFieldState(n).invalid));
    if (refused) {
      focusAfterStep.current = true;
      setStep(refused);
    }
  }

  return (
    <form
      ref={formRef}
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="flex flex-col gap-6"
    >
      <ol className="flex flex-wrap gap-2 text-sm" aria-label={t("ui.deals.form.steps")}>
        {shown.map((s, i) => (
          <li
            key={s}
            aria-current={s === step ? "step" : undefined}
            className={`rounded-full px-3 py-1 ${s === step ? "bg-primary text-on-primary" : "bg-muted text-fg-muted"}`}
          >
            {i + 1}. {t(`ui.deals.form.stepNames.${s}`)}
          </li>
        ))}
      </ol>
      {training ? (
        <TrainingRequiredNotice training={training} />
      ) : (
        <FormFailure message={form.failure} />
      )}
      {step === "borrower" && <BorrowerStep form={form} />}
      {step === "owners" && <OwnersStep form={form} />}
      {step === "request" && <RequestStep form={form} />}
      {step === "property" && <PropertyStep form={form} />}
      {step === "review" && <ReviewStep form={form} />}
      <div className="flex gap-2">
        {index > 0 && (
          <Button variant="secondary" disabled={busy} onClick={() => setStep(shown[index - 1]!)}>
            {t("ui.deals.form.back")}
          </Button>
        )}
        <Button type="submit" disabled={busy}>
          {step !== "review"
            ? t("ui.deals.form.next")
            : deal
              ? t("ui.deals.form.save")
              : t("ui.deals.form.create")}
        </Button>
      </div>
    </form>
  );
}

/** Creates the deal, or saves the deal's borrower then its facts at the version read; its id. */
function useSaveDeal(deal: DealDetail | undefined) {
  const create = useCreateDeal();
  const update = useUpdateDeal();
  return async (input: DealCreateInput) => {
    if (!deal) return (await create.mutateAsync(input)).id;
    const { borrower, borrowerId: _none, ...facts } = input;
    const saved = await update.mutateAsync({
      id: deal.id,
      borrowerId: deal.borrower.id,
      borrower: borrower!,
      changes: { ...facts, version: deal.version },
    });
    return saved.id;
  };
}

/**
 * A field shown wrong (by Next, Save or the server) is checked again as soon as it changes, so
 * its message goes once it is fixed. (Next is not a submit, so react-hook-form alone would wait
 * for the first Save.)
 */
function useCheckAgainOnChange(form: DealFormApi) {
  useEffect(() => {
    const { unsubscribe } = form.watch((_values, { name }) => {
      if (name && form.getFieldState(name).invalid) void form.trigger(name);
    });
    return unsubscribe;
  }, [form]);
}
