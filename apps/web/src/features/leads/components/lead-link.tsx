import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/page";
import { QueryState } from "@/components/ui/query-state";
import { useToast } from "@/components/ui/toast";
import { useChangeLeadLink, useLeadLink } from "../api/leads-api";

/** The broker's quick-application link: make, copy, replace, turn off (docs/decisions/044). */
export function LeadLinkCard() {
  const { t } = useTranslation();
  const toast = useToast();
  const link = useLeadLink();
  const change = useChangeLeadLink();
  return (
    <Card title={t("ui.leads.link.title")}>
      <p className="mb-3 text-sm text-fg-muted">{t("ui.leads.link.intro")}</p>
      <QueryState query={link}>
        {({ token }) => {
          if (!token)
            return (
              <div className="flex flex-wrap items-center gap-3">
                <span className="text-sm">{t("ui.leads.link.none")}</span>
                <Button onClick={() => change.mutate("POST")} disabled={change.isPending}>
                  {t("ui.leads.link.make")}
                </Button>
              </div>
            );
          const url = `${window.location.origin}/apply/${token}`;
          return (
            <div className="flex flex-col gap-3">
              <input
                readOnly
                aria-label={t("ui.leads.link.title")}
                value={url}
                dir="ltr"
                className="w-full rounded-md border border-line bg-muted px-3 py-2 font-mono text-xs text-fg"
                onFocus={(e) => e.target.select()}
              />
              <div className="flex flex-wrap gap-2">
                <Button
                  onClick={() =>
                    navigator.clipboard.writeText(url).then(
                      () => toast("success", t("ui.leads.link.copied")),
                      () => toast("danger", t("messages.copyFailed")),
                    )
                  }
                >
                  {t("ui.leads.link.copy")}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => change.mutate("POST")}
                  disabled={change.isPending}
                >
                  {t("ui.leads.link.regenerate")}
                </Button>
                <Button
                  variant="ghost"
                  onClick={() => change.mutate("DELETE")}
                  disabled={change.isPending}
                >
                  {t("ui.leads.link.revoke")}
                </Button>
              </div>
              <p className="text-xs text-fg-muted">{t("ui.leads.link.regenerateHint")}</p>
            </div>
          );
        }}
      </QueryState>
    </Card>
  );
}
