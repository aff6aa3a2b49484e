import "../i18n";
import "../funder-contacts-i18n";
import { useTranslation } from "react-i18next";
import { Controller, useFieldArray } from "react-hook-form";
import { dealProducts } from "@portal/contract/deals/deal-schemas";
import {
  contactPeopleMax,
  type FunderContact,
} from "@portal/contract/lenders/funder-contact-schemas";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { TextField } from "@/components/ui/field";
import { FormFailure } from "@/components/ui/form-failure";
import { TextAreaField } from "@/components/ui/textarea-field";
import { useContractForm, type ContractForm } from "@/lib/contract-form";
import { useSaveFunderContact } from "../api/funder-contacts-api";
import { contactFormSchema, emptyPerson, fromContact } from "./funder-contact-values";
import { ListingCriteria } from "./listing-criteria";
import { ListingTerms, type ListingContractForm } from "./listing-terms";

type ContactForm = ContractForm<typeof contactFormSchema>;

/**
 * A funder of the brokerage's own (My funders): its company, the people who get the secure links,
 * the products it funds, notes, and optionally the criteria it lends on in the listing form's
 * own fields (terms and criteria), each kept as the server last saved it. Checked with the
 * contract before it is sent; the server's refusals land at their fields.
 */
export function FunderContactForm({
  contact,
  onSaved,
}: {
  contact?: FunderContact;
  onSaved: (contact: FunderContact) => void;
}) {
  const { t } = useTranslation();
  const saving = useSaveFunderContact();
  const form = useContractForm(contactFormSchema, {
    defaultValues: fromContact(contact),
    onSubmit: async (input) => onSaved(await saving.mutateAsync({ input, editing: contact })),
  });
  const withCriteria = form.watch("withCriteria");
  // The listing's fields under `listing.`: the same components as the listing form, on this form
  // (react-hook-form reads fields by their dotted names; fieldAt in listing-terms.tsx).
  const listing = form as unknown as ListingContractForm;
  return (
    <form onSubmit={form.submit} noValidate className="flex flex-col gap-6">
      <FormFailure message={form.failure} />
      <TextField label={t("ui.funderContacts.form.company")} {...form.field("company")} />
      <People form={form} />
      <Controller
        control={form.control}
        name="products"
        render={({ field }) => (
          <CheckboxGroup
            legend={t("ui.funderContacts.form.products")}
            hint={t("ui.optional")}
            columns={3}
            options={dealProducts.map((p) => ({ value: p, label: t(`ui.lenders.products.${p}`) }))}
            value={field.value}
            onValueChange={field.onChange}
            error={form.errorOf("products")}
            ref={field.ref}
          />
        )}
      />
      <TextAreaField
        label={t("ui.funderContacts.form.notes")}
        hint={t("ui.funderContacts.form.notesHint")}
        {...form.field("notes")}
      />
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-base font-semibold">
          {t("ui.funderContacts.form.criteria")}
        </legend>
        <CheckboxField
          label={t("ui.funderContacts.form.withCriteria")}
          {...form.field("withCriteria")}
        />
        <p className="text-sm text-fg-muted">{t("ui.funderContacts.form.withCriteriaHint")}</p>
        {withCriteria && (
          <>
            <ListingTerms form={listing} at="listing." />
            <ListingCriteria
              form={listing}
              at="listing."
              legend={t("ui.funderContacts.form.criteriaLegend")}
              hint={t("ui.funderContacts.form.criteriaHint")}
            />
          </>
        )}
      </fieldset>
      <Button type="submit" className="self-start" disabled={form.formState.isSubmitting}>
        {t("ui.funderContacts.form.save")}
      </Button>
    </form>
  );
}

/** The people who get the links: a row each (name, email, phone), from 1 to 10. */
function People({ form }: { form: ContactForm }) {
  const { t } = useTranslation();
  const rows = useFieldArray({ control: form.control, name: "people" });
  // The list's own refusal (none, too many): the form's check puts it at `.root`, the server's at
  // the list.
  const error = form.errorOf("people") ?? form.errorOf("people.root" as "people");
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-base font-semibold">{t("ui.funderContacts.form.people")}</legend>
      <p className="text-sm text-fg-muted">{t("ui.funderContacts.form.peopleHint")}</p>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <ol className="flex flex-col gap-3">
        {rows.fields.map((row, i) => (
          <li key={row.id}>
            <fieldset className="grid gap-3 rounded-md border border-line p-3 sm:grid-cols-3">
              <legend className="px-1 text-sm font-medium">
                {t("ui.funderContacts.form.person", { n: i + 1 })}
              </legend>
              <TextField
                label={t("ui.funderContacts.form.name")}
                autoComplete="off"
                {...form.field(`people.${i}.name`)}
              />
              <TextField
                label={t("ui.funderContacts.form.email")}
                type="email"
                autoComplete="off"
                {...form.field(`people.${i}.email`)}
              />
              <TextField
                label={t("ui.funderContacts.form.phone")}
                type="tel"
                autoComplete="off"
                hint={t("ui.optional")}
                {...form.field(`people.${i}.phone`)}
              />
              {rows.fields.length > 1 && (
                <div className="sm:col-span-3">
                  <Button variant="ghost" onClick={() => rows.remove(i)}>
                    {t("ui.funderContacts.form.removePerson", { n: i + 1 })}
                  </Button>
                </div>
              )}
            </fieldset>
          </li>
        ))}
      </ol>
      {rows.fields.length < contactPeopleMax && (
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => rows.append({ ...emptyPerson })}
        >
          {t("ui.funderContacts.form.addPerson")}
        </Button>
      )}
    </fieldset>
  );
}
