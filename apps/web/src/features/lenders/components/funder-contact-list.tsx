import "../directory-i18n";
import "../funder-contacts-i18n";
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import type { FunderContact } from "@portal/contract/lenders/funder-contact-schemas";
import type { Listing } from "@portal/contract/lenders/listing-schemas";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClass } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { QueryState } from "@/components/ui/query-state";
import { useToast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { errorMessageKey } from "@/lib/errors";
import { formatBasisPoints, formatList } from "@/lib/format";
import type { Regions } from "@/lib/values-in-words";
import { useRegions } from "@/lib/regions";
import { inView } from "@/lib/view-as";
import { useDeleteFunderContact, useFunderContacts } from "../api/funder-contacts-api";
import { criteriaInWords } from "./criteria-words";
import { FunderContactSettings } from "./funder-contact-settings";

/**
 * My funders (issue 39): the brokerage's own funders, each with its people, products, criteria in
 * the directory's words, whether it joined the portal and how many deals went to it. Those who
 * may manage them (the list's `canManage`: owners, admins, managers; never while viewing as a
 * member, decision 052) add, edit and delete them and set how long links last; the others read,
 * and pick them when sending.
 */
export function FunderContactList({
  editPath,
  newPath,
}: {
  editPath: (id: string) => string;
  newPath: string;
}) {
  const { t } = useTranslation();
  const contacts = useFunderContacts();
  const canManage = !!contacts.data?.canManage && !inView();
  const add = canManage && (
    <Link to={newPath} className={buttonClass()}>
      {t("ui.funderContacts.add")}
    </Link>
  );
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-prose text-sm text-fg-muted">{t("ui.funderContacts.intro")}</p>
        {contacts.data?.items.length ? add : null}
      </div>
      {contacts.data && !canManage && (
        <p role="note" className="text-sm text-fg-muted">
          {t("ui.funderContacts.readOnly")}
        </p>
      )}
      <QueryState
        query={contacts}
        isEmpty={(found) => found.items.length === 0}
        empty={t("ui.funderContacts.empty")}
        emptyAction={add || undefined}
      >
        {(found) => (
          <ul className="flex flex-col gap-3" aria-label={t("ui.funderContacts.tab")}>
            {found.items.map((contact) => (
              <li key={contact.id}>
                <ContactCard
                  contact={contact}
                  actions={
                    canManage && <ContactActions contact={contact} editTo={editPath(contact.id)} />
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {contacts.data && <FunderContactSettings canManage={canManage} />}
    </div>
  );
}

/** Its criteria in the directory's words, and the commission it pays brokers when entered. */
function contactCriteria(listing: Listing, t: TFunction, language: string, regions: Regions) {
  const words = criteriaInWords(listing, t, language, regions);
  if (listing.brokerCommissionBp !== null)
    words.push(
      t("ui.directory.commission", {
        percent: formatBasisPoints(listing.brokerCommissionBp, language),
      }),
    );
  return words;
}

function ContactCard({ contact, actions }: { contact: FunderContact; actions: ReactNode }) {
  const { t, i18n } = useTranslation();
  const criteria = contact.listing?.criteria;
  const regions = useRegions(
    criteria?.regions !== undefined || criteria?.excludedRegions !== undefined,
  );
  return (
    <article
      aria-label={contact.company}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-line bg-surface p-4 md:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold break-words">
            {contact.company}
            {contact.joined && <Badge tone="success">{t("ui.funderContacts.joined")}</Badge>}
          </h2>
          <p className="text-sm text-fg-muted">
            {t("ui.funderContacts.sent", { count: contact.sentCount })}
          </p>
        </div>
        {actions}
      </header>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium">{t("ui.funderContacts.people")}</dt>
        <dd className="min-w-0">
          <ul className="flex flex-col gap-0.5">
            {contact.people.map((p) => (
              <li key={p.email} className="break-words">
                {/* Each value isolated: an address or a number keeps its order in Arabic. */}
                {[p.name, p.email, p.phone]
                  .filter((part): part is string => !!part)
                  .map((part, i) => (
                    <span key={part}>
                      {i > 0 && " · "}
                      <bdi>{part}</bdi>
                    </span>
                  ))}
              </li>
            ))}
          </ul>
        </dd>
        <dt className="font-medium">{t("ui.funderContacts.products")}</dt>
        <dd className="min-w-0">
          {contact.products.length
            ? formatList(
                contact.products.map((p) => t(`ui.directory.products.${p}`)),
                i18n.language,
              )
            : t("ui.funderContacts.anyProduct")}
        </dd>
        <dt className="font-medium">{t("ui.funderContacts.criteria")}</dt>
        <dd className="min-w-0">
          {contact.listing ? (
            <ul className="flex flex-wrap gap-x-4 gap-y-0.5">
              {contactCriteria(contact.listing, t, i18n.language, regions).map((words) => (
                <li key={words} className="min-w-0 break-words">
                  {words}
                </li>
              ))}
            </ul>
          ) : (
            <span className="text-fg-muted">{t("ui.funderContacts.noCriteria")}</span>
          )}
        </dd>
      </dl>
    </article>
  );
}

/** Edit, and delete after a confirmation (refused once a deal went to it: 409 still_in_use). */
function ContactActions({ contact, editTo }: { contact: FunderContact; editTo: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const deleting = useDeleteFunderContact();
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const company = contact.company;
  async function remove() {
    try {
      await deleting.mutateAsync(contact.id);
      setAsking(false);
      toast("success", t("ui.funderContacts.deleted", { company }));
    } catch (error) {
      setRefusal(
        error instanceof ApiError && error.code === "still_in_use"
          ? t("ui.funderContacts.stillInUse")
          : t(`messages.${errorMessageKey(error)}`),
      );
    }
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Link
        to={editTo}
        className={buttonClass("secondary")}
        aria-label={t("ui.funderContacts.editNamed", { company })}
      >
        {t("ui.funderContacts.edit")}
      </Link>
      <Button
        variant="ghost"
        aria-label={t("ui.funderContacts.deleteNamed", { company })}
        onClick={() => {
          setRefusal(null);
          setAsking(true);
        }}
      >
        {t("ui.funderContacts.delete")}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t("ui.funderContacts.deleteTitle", { company })}
        confirm={t("ui.funderContacts.deleteConfirm")}
        cancel={t("ui.funderContacts.keep")}
        busy={deleting.isPending}
        onConfirm={() => void remove()}
        onCancel={() => setAsking(false)}
      >
        {refusal ? (
          <p role="alert" className="rounded-md border border-warning bg-warning-soft px-3 py-2">
            {refusal}
          </p>
        ) : (
          <p>{t("ui.funderContacts.deleteBody")}</p>
        )}
      </ConfirmDialog>
    </div>
  );
}
