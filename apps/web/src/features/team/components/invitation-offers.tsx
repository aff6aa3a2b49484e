import "../i18n";
import { Link } from "react-router";
import { WithSharedQueryClient } from "@/lib/query-client";
import { useTranslation } from "react-i18next";
import { useMyInvitations } from "../api/team-api";

/**
 * The invitations to the signed-in person's address, for someone already in an organization
 * (decision 046): each opens the invitation page, which says what accepting changes. The shell
 * sits outside the pages' query layout: this uses the client it shares, as the billing banner does.
 */
export function InvitationOffers() {
  return (
    <WithSharedQueryClient>
      <Offers />
    </WithSharedQueryClient>
  );
}

function Offers() {
  const { t } = useTranslation();
  const { data } = useMyInvitations();
  if (!data?.invitations.length) return null;
  return (
    <div role="note" className="border-b border-primary bg-primary-soft px-4 py-2 text-sm md:px-6">
      {data.invitations.map((offer) => (
        <p key={offer.id}>
          {t("ui.team.accept.offered", { organization: offer.organizationName })}{" "}
          <Link to={`/invite/${encodeURIComponent(offer.id)}`} className="underline">
            {t("ui.team.accept.review")}
          </Link>
        </p>
      ))}
    </div>
  );
}
