import "../funder-contacts-i18n";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { FunderContact } from "@portal/contract/lenders/funder-contact-schemas";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/page";
import { QueryState } from "@/components/ui/query-state";
import { useFunderContacts } from "../api/funder-contacts-api";

/** The listings chosen to send the deal to (the route owns the choice, shared with the matches). */
interface Choice {
  selected: readonly string[];
  toggle: (listingId: string) => void;
}

/**
 * Sending a deal: the brokerage's own funders to pick beside the matched ones (issue 39), each
 * through its listing (`listingId`, criteria or not). An outside funder gets the deal by secure
 * link; a contact whose address belongs to a funder on the portal offers that funder's listing
 * instead. A funder that already has the deal shows where it stands (`stateOf`), and no box.
 */
export function FunderContactPick({
  choice,
  stateOf,
  addTo,
}: {
  choice: Choice;
  stateOf?: (funderId: string) => ReactNode;
  /** Where the brokerage's funders are added (Lenders > My funders). */
  addTo: string;
}) {
  const { t } = useTranslation();
  const contacts = useFunderContacts();
  return (
    <Card title={t("ui.funderContacts.send.title")}>
      <div className="flex flex-col gap-3 text-sm">
        <p className="text-fg-muted">{t("ui.funderContacts.send.intro")}</p>
        <QueryState
          query={contacts}
          isEmpty={(found) => found.items.length === 0}
          empty={
            <>
              {t("ui.funderContacts.send.none")}{" "}
              <Link className="text-primary underline" to={addTo}>
                {t("ui.funderContacts.send.add")}
              </Link>
            </>
          }
        >
          {(found) => (
            <ul className="flex flex-col divide-y divide-line">
              {found.items.map((contact) => (
                <ContactPick
                  key={contact.id}
                  contact={contact}
                  choice={choice}
                  state={stateOf?.(contact.funderId) ?? null}
                />
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </Card>
  );
}

function ContactPick({
  contact,
  choice,
  state,
}: {
  contact: FunderContact;
  choice: Choice;
  state: ReactNode;
}) {
  const { t } = useTranslation();
  const choose = (listingId: string) =>
    !choice.selected.includes(listingId) && choice.toggle(listingId);
  return (
    <li className="flex flex-col gap-1 py-2" aria-label={contact.company}>
      <div className="flex flex-wrap items-center gap-2">
        {state ? (
          <span className="font-medium">{contact.company}</span>
        ) : (
          <label className="flex items-center gap-2 font-medium">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={choice.selected.includes(contact.listingId)}
              onChange={() => choice.toggle(contact.listingId)}
            />
            {contact.company}
          </label>
        )}
        {state}
        {contact.joined ? (
          <Badge tone="success">{t("ui.funderContacts.joined")}</Badge>
        ) : (
          <Badge tone="info">{t("ui.funderContacts.send.outside")}</Badge>
        )}
      </div>
      <p className="text-xs break-words text-fg-muted">
        {contact.people.map((p) => p.name).join(" · ")}
      </p>
      {contact.onPortal.map((portal) => (
        <p
          key={`${portal.email}-${portal.funderId}`}
          className="flex flex-wrap items-center gap-2 rounded-md border border-warning bg-warning-soft px-3 py-2"
        >
          {portal.listingIds.length > 0 ? (
            <>
              <span>{t("ui.funderContacts.send.onPortal", { name: portal.funderName })}</span>
              <Button
                variant="secondary"
                disabled={choice.selected.includes(portal.listingIds[0]!)}
                onClick={() => {
                  choose(portal.listingIds[0]!);
                  // The on-portal send takes the place of the link.
                  if (choice.selected.includes(contact.listingId)) choice.toggle(contact.listingId);
                }}
              >
                {t("ui.funderContacts.send.choosePortal", { name: portal.funderName })}
              </Button>
            </>
          ) : (
            <span>{t("ui.funderContacts.send.noPortalListing", { name: portal.funderName })}</span>
          )}
        </p>
      ))}
    </li>
  );
}
