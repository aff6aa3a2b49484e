import "../funder-links-i18n";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { FunderLink } from "@portal/contract/funder-links/funder-link-schemas";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { QueryState } from "@/components/ui/query-state";
import { useToast } from "@/components/ui/toast";
import { errorMessageKey } from "@/lib/errors";
import { formatDate, formatDateTime, formatList } from "@/lib/format";
import { useFunderLink, useFunderLinkMove } from "../api/link-api";

/**
 * The secure link of a deal sent to an outside funder, as the broker reads it at a glance: where
 * it went and until when, how often it was opened and what was downloaded ("Opened twice ·
 * downloaded bank-statements.pdf on 3 December 2026"), every event on demand, and Stop the link
 * (asked first) or Send a new link.
 */
export function FunderLinkPanel({
  dealId,
  submissionId,
}: {
  dealId: string;
  submissionId: string;
}) {
  const link = useFunderLink(dealId, submissionId);
  return <QueryState query={link}>{(l) => <LinkSummary dealId={dealId} link={l} />}</QueryState>;
}

function LinkSummary({ dealId, link }: { dealId: string; link: FunderLink }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const move = useFunderLinkMove(dealId, link.submissionId);
  const [asking, setAsking] = useState<"revoke" | "renew" | null>(null);
  const emails = formatList(link.emails, i18n.language);
  const words = { emails, interpolation: { escapeValue: false } };
  const day = (at: string) => formatDate(at, i18n.language, "long");

  async function act(which: "revoke" | "renew") {
    try {
      await move.mutateAsync(which);
      toast(
        "success",
        which === "revoke"
          ? t("ui.funderLinks.broker.revoked")
          : t("ui.funderLinks.broker.renewed", words),
      );
    } catch (error) {
      toast("danger", t(`messages.${errorMessageKey(error)}`));
    } finally {
      setAsking(null);
    }
  }

  const where =
    link.state === "open"
      ? t("ui.funderLinks.broker.sentTo", { ...words, date: day(link.expiresAt) })
      : t(`ui.funderLinks.broker.endedOn.${link.state}`, {
          ...words,
          date: day(link.state === "revoked" ? (link.revokedAt ?? link.expiresAt) : link.expiresAt),
        });
  // Each document once, on the day it was last downloaded (the events come newest first).
  const downloads = new Map<string, string>();
  for (const e of link.events)
    if (e.kind === "downloaded" && e.documentName && !downloads.has(e.documentName))
      downloads.set(e.documentName, e.at);
  const opened =
    link.opens === 0
      ? t("ui.funderLinks.broker.notOpened")
      : link.opens === 2
        ? t("ui.funderLinks.broker.openedTwice")
        : t("ui.funderLinks.broker.opened", { count: link.opens });
  const downloaded =
    downloads.size === 0
      ? t("ui.funderLinks.broker.nothingDownloaded")
      : t("ui.funderLinks.broker.downloaded", {
          documents: formatList(
            [...downloads].map(([document, at]) =>
              t("ui.funderLinks.broker.documentOn", { document, date: day(at) }),
            ),
            i18n.language,
          ),
          interpolation: { escapeValue: false },
        });

  return (
    <div
      className="flex flex-col gap-2 rounded-md border border-line bg-muted px-3 py-2"
      data-link-state={link.state}
      aria-label={t("ui.funderLinks.broker.title")}
      role="group"
    >
      <p className="[overflow-wrap:anywhere]">{where}</p>
      <p>
        {opened} · {downloaded}
      </p>
      {link.events.length > 0 && (
        <details>
          <summary className="cursor-pointer text-primary">
            {t("ui.funderLinks.broker.showEvents", { count: link.events.length })}
          </summary>
          <ol className="mt-1 flex flex-col gap-1 text-fg-muted">
            {link.events.map((e, i) => (
              <li key={i} className="[overflow-wrap:anywhere]">
                <time dateTime={e.at}>{formatDateTime(e.at, i18n.language)}</time> —{" "}
                {t(`ui.funderLinks.broker.events.${e.kind}`, {
                  // A send goes to every address; a code asked by another address names none.
                  email:
                    e.email ?? (e.kind === "sent" ? emails : t("ui.funderLinks.broker.someone")),
                  document: e.documentName ?? "",
                  interpolation: { escapeValue: false },
                })}
              </li>
            ))}
          </ol>
        </details>
      )}
      <div className="flex flex-wrap gap-2">
        {link.state === "open" && (
          <Button variant="secondary" disabled={move.isPending} onClick={() => setAsking("revoke")}>
            {t("ui.funderLinks.broker.revoke")}
          </Button>
        )}
        {link.state !== "withdrawn" && (
          <Button variant="secondary" disabled={move.isPending} onClick={() => setAsking("renew")}>
            {t("ui.funderLinks.broker.renew")}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={t(
          asking === "renew"
            ? "ui.funderLinks.broker.confirmRenew.title"
            : "ui.funderLinks.broker.confirmRevoke.title",
        )}
        confirm={t(
          asking === "renew"
            ? "ui.funderLinks.broker.confirmRenew.confirm"
            : "ui.funderLinks.broker.confirmRevoke.confirm",
        )}
        cancel={t(
          asking === "renew"
            ? "ui.funderLinks.broker.confirmRenew.cancel"
            : "ui.funderLinks.broker.confirmRevoke.cancel",
        )}
        busy={move.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => void act(asking!)}
      >
        <p>
          {t(
            asking === "renew"
              ? "ui.funderLinks.broker.confirmRenew.body"
              : "ui.funderLinks.broker.confirmRevoke.body",
            words,
          )}
        </p>
      </ConfirmDialog>
    </div>
  );
}
