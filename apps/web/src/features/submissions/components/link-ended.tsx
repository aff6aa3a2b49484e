import "../funder-links-i18n";
import { useTranslation } from "react-i18next";
import type { LinkEndState, LinkState } from "@portal/contract/funder-links/funder-link-schemas";
import { EmailAddress } from "@/components/ui/email-address";
import { Card, PageTitle } from "@/components/ui/page";

type EndedLink = Extract<LinkState, { state: LinkEndState }>;

/** A stopped, expired or withdrawn link: that it ended, and whom to ask; nothing of the deal. */
export function LinkEnded({ state }: { state: EndedLink }) {
  const { t } = useTranslation();
  const words = {
    broker: state.brokerName,
    name: state.brokerContact.name,
    interpolation: { escapeValue: false },
  };
  return (
    <>
      <PageTitle title={t(`ui.funderLinks.ended.titles.${state.state}`)} />
      <Card className="max-w-xl">
        <div className="flex flex-col gap-3 text-sm" data-link-state={state.state}>
          <p role="status">{t(`ui.funderLinks.ended.bodies.${state.state}`, words)}</p>
          <p>
            {t("ui.funderLinks.ended.ask", words)}{" "}
            <a className="text-primary underline" href={`mailto:${state.brokerContact.email}`}>
              <EmailAddress email={state.brokerContact.email} />
            </a>
          </p>
        </div>
      </Card>
    </>
  );
}
