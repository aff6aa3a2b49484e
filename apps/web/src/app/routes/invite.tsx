import "@/features/team/i18n";
import { useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { MessageKey } from "@portal/contract/messages";
import { paths } from "@/config/paths";
import { Button } from "@/components/ui/button";
import { FormFailure } from "@/components/ui/form-failure";
import { PageTitle, Spinner } from "@/components/ui/page";
import {
  claimInvitation,
  declineInvitation,
  useInvitation,
  useInvitationChange,
  useMyInvitations,
} from "@/features/team/api/team-api";
import { JoinChange } from "@/features/team/components/join-change";

import { failureOf } from "@/features/team/errors";
import { keepPendingInvitation } from "@/features/team/pending-invitation";
import { useSession } from "../session-provider";

// The app shell's notice of invitations to the person's address comes with this page's chunk: a
// chunk of its own would add an entry to the log-in page's preload map (docs/decisions/005).
export { InvitationOffers } from "@/features/team/components/invitation-offers";

/**
 * An invitation (`/invite/{id}?secret=`, or `/invite/{id}` for the signed-in invited address):
 * who invites whom; signed out, log in or register first (the server offers it to the invited
 * address in any tab, decision 046); signed in, what accepting changes, then accept or decline.
 */
export function Component() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const [params] = useSearchParams();
  const secret = params.get("secret") ?? "";
  const { state, refreshProfile } = useSession();
  const member = state.signedIn && state.onboarded;
  // Without the link's secret, a signed-in person finds it among the invitations to their address.
  const bySecret = useInvitation(id, secret);
  const mine = useMyInvitations(!secret && state.signedIn);
  const offer = mine.data?.invitations.find((i) => i.id === id);
  const invitation = secret
    ? bySecret
    : {
        isPending: state.signedIn && mine.isPending,
        data: offer && {
          organizationName: offer.organizationName,
          email: state.firebaseUser?.email ?? "",
          role: offer.role,
          expired: false,
        },
      };
  const change = useInvitationChange(id, secret, member && !!invitation.data);
  const blocked = !!change.data?.change?.blocking.length;
  const navigate = useNavigate();
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState(false);
  const [declined, setDeclined] = useState(false);
  const link = `/invite/${encodeURIComponent(id)}?secret=${encodeURIComponent(secret)}`;

  async function answer(accept: boolean) {
    setFailure(null);
    setBusy(true);
    try {
      if (accept) {
        await claimInvitation(id, secret);
        await refreshProfile();
        await navigate(paths.dashboard);
      } else {
        await declineInvitation(id, secret);
        setDeclined(true);
      }
    } catch (error) {
      setFailure(failureOf(error));
      void change.refetch();
    } finally {
      setBusy(false);
    }
  }

  if (invitation.isPending) return <Spinner label={t("ui.team.accept.loading")} />;
  const preview = invitation.data;
  return (
    <div className="flex flex-col gap-4">
      <PageTitle title={t("ui.team.accept.title")} />
      {!preview ? (
        <p role="alert" className="text-sm">
          {t("ui.team.accept.notFound")}
        </p>
      ) : declined ? (
        <p role="status" className="text-sm">
          {t("ui.team.accept.declined")}
        </p>
      ) : (
        <>
          <p className="text-sm">
            {t("ui.team.accept.body", {
              organization: preview.organizationName,
              email: preview.email,
              role: t(`ui.team.accept.roles.${preview.role}`),
            })}
          </p>
          <FormFailure message={failure} />
          {preview.expired ? (
            <p role="alert" className="text-sm text-danger">
              {t("ui.team.accept.expired")}
            </p>
          ) : member ? (
            <>
              <p className="text-sm text-fg-muted">
                {t("ui.team.accept.signedInAs", { email: state.firebaseUser?.email ?? "" })}
              </p>
              {change.data?.change && (
                <JoinChange change={change.data.change} joining={preview.organizationName} />
              )}
              <div className="flex flex-wrap gap-2">
                <Button
                  disabled={busy || change.isPending || blocked}
                  onClick={() => void answer(true)}
                >
                  {t("ui.team.accept.acceptButton", { organization: preview.organizationName })}
                </Button>
                <Button variant="secondary" disabled={busy} onClick={() => void answer(false)}>
                  {t("ui.team.accept.declineButton")}
                </Button>
              </div>
            </>
          ) : (
            <>
              <p className="text-sm text-fg-muted">
                {t("ui.team.accept.signedOut", { email: preview.email })}
              </p>
              <div className="flex flex-wrap gap-2">
                <Link
                  to={state.signedIn ? paths.onboarding : paths.logIn}
                  onClick={() => keepPendingInvitation(link)}
                  className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-on-primary"
                >
                  {t("ui.team.accept.logIn")}
                </Link>
                {!state.signedIn && (
                  <Link
                    to={paths.register}
                    onClick={() => keepPendingInvitation(link)}
                    className="rounded-md border border-line px-4 py-2 text-sm font-medium"
                  >
                    {t("ui.team.accept.register")}
                  </Link>
                )}
              </div>
            </>
          )}
        </>
      )}
    </div>
  );
}
