import "@/features/team/i18n";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageTitle, Spinner } from "@/components/ui/page";
import { useInvitation, useMyInvitations } from "@/features/team/api/team-api";
import { forgetPendingInvitation, pendingInvitation } from "@/features/team/pending-invitation";
import { OnboardingForm, type Joining } from "@/features/user/components/onboarding-form";
import { useSession } from "../session-provider";

/**
 * Registration's second half. An invitee joins the inviting organization here (decision 046):
 * the invitation is found on the server for the verified address (whichever tab or device the
 * verification link was opened in, or Google or Apple), or by the link kept in this tab; someone
 * who claimed one before onboarding (spec section 4) is already in. They are asked only their own
 * details, told on the page whom they are joining, and may create their own organization instead.
 */
export function Component() {
  const { t } = useTranslation();
  const { refreshProfile } = useSession();
  const [kept] = useState(pendingInvitation);
  const keptPreview = useInvitation(kept?.id ?? "", kept?.secret ?? "", !!kept);
  const mine = useMyInvitations();
  const [chosen, setChosen] = useState<string | null>(null);
  const [ownInstead, setOwnInstead] = useState(false);

  const offers: Joining[] = [
    ...(kept && keptPreview.data && !keptPreview.data.expired
      ? [
          {
            organizationName: keptPreview.data.organizationName,
            role: keptPreview.data.role,
            invitation: { id: kept.id, secret: kept.secret },
          },
        ]
      : []),
    ...(mine.data?.invitations ?? [])
      .filter((i) => i.id !== kept?.id)
      .map((i) => ({
        organizationName: i.organizationName,
        role: i.role,
        invitation: { id: i.id },
      })),
  ];
  // Claimed before onboarding: already a member, nothing to choose.
  const member = mine.data?.organizationName;
  const offer = offers.find((o) => o.invitation?.id === chosen) ?? offers[0];
  const joining: Joining | undefined = member
    ? { organizationName: member }
    : ownInstead
      ? undefined
      : offer;

  if (mine.isPending || (kept && keptPreview.isPending))
    return <Spinner label={t("ui.team.accept.loading")} />;
  return (
    <>
      <PageTitle title={t("ui.pages.onboarding")}>{t("ui.onboarding.intro")}</PageTitle>
      {!member && offers.length > 1 && !ownInstead && (
        <fieldset className="flex flex-col gap-2 text-sm">
          <legend className="mb-1 font-medium">{t("ui.team.accept.several")}</legend>
          {offers.map((o) => (
            <label key={o.invitation!.id} className="flex items-center gap-2">
              <input
                type="radio"
                name="invitation"
                className="accent-primary"
                checked={o === offer}
                onChange={() => setChosen(o.invitation!.id)}
              />
              {o.organizationName}
            </label>
          ))}
        </fieldset>
      )}
      <OnboardingForm
        key={joining?.invitation?.id ?? (joining ? "member" : "own")}
        joining={joining}
        other={
          !member &&
          offer && (
            <button
              type="button"
              className="mt-1 text-sm font-medium text-primary underline"
              onClick={() => setOwnInstead((v) => !v)}
            >
              {ownInstead
                ? t("ui.team.accept.joinInstead", { organization: offer.organizationName })
                : t("ui.team.accept.ownInstead")}
            </button>
          )
        }
        onDone={async () => {
          forgetPendingInvitation();
          await refreshProfile();
        }}
      />
    </>
  );
}
