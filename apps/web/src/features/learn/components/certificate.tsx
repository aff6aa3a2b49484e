import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Certificate, PublicCertificate } from "@portal/contract/learn/learn-schemas";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/page";
import { formatDate } from "@/lib/format";
import "../i18n";

function Facts({ facts }: { facts: [string, string][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {facts.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-fg-muted">{k}</dt>
          <dd className="break-words">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function Validity({ valid }: { valid: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge tone={valid ? "success" : "danger"}>
      {t(valid ? "ui.learn.valid" : "ui.learn.notValid")}
    </Badge>
  );
}

/** The holder's certificate: the course, products, score, CPD minutes, dates and its public link. */
export function CertificateView({ certificate: c }: { certificate: Certificate }) {
  const { t, i18n } = useTranslation();
  const [copied, setCopied] = useState(false);
  const day = (v: string) => formatDate(v, i18n.language);
  const facts: [string, string][] = [
    [t("ui.learn.holder"), c.holderName],
    [t("ui.learn.course"), c.courseTitle],
    [t("ui.learn.version"), String(c.version)],
    [t("ui.learn.covers"), c.products.map((p) => t(`ui.learn.products.${p}`)).join(", ")],
    [t("ui.learn.score"), `${c.score} %`],
    [t("ui.learn.cpdMinutes"), String(c.cpdMinutes)],
    [t("ui.learn.passedOn"), day(c.passedAt)],
    [t("ui.learn.expires"), day(c.expiresAt)],
    ...(c.graceEndsAt ? [[t("ui.learn.graceEnds"), day(c.graceEndsAt)] as [string, string]] : []),
  ];
  async function copy() {
    try {
      await navigator.clipboard.writeText(c.verifyUrl);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <div className="mb-3 flex flex-wrap items-center gap-2">
          <span className="text-sm text-fg-muted">{t("ui.learn.validity")}</span>
          <Validity valid={c.valid} />
        </div>
        <Facts facts={facts} />
      </Card>
      <Card title={t("ui.learn.verifyLink")}>
        <div className="flex flex-col gap-2 text-sm">
          <p className="text-fg-muted">{t("ui.learn.verifyHint")}</p>
          <a className="break-all text-primary underline" href={c.verifyUrl}>
            {c.verifyUrl}
          </a>
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="secondary" onClick={() => void copy()}>
              {t("ui.learn.copy")}
            </Button>
            {copied && <span role="status">{t("ui.learn.copied")}</span>}
          </div>
        </div>
      </Card>
    </div>
  );
}

/** What the public check answers: the name, course, products, dates and whether it is valid. */
export function PublicCertificateView({ certificate: c }: { certificate: PublicCertificate }) {
  const { t, i18n } = useTranslation();
  // Read by anyone, anywhere (signed out, no country known): the month in words, never 11/26.
  const day = (v: string) => formatDate(v, i18n.language, "long");
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-fg-muted">{t("ui.learn.validity")}</span>
        <Validity valid={c.valid} />
      </div>
      <Facts
        facts={[
          [t("ui.learn.name"), c.name],
          [t("ui.learn.course"), c.courseTitle],
          [t("ui.learn.covers"), c.products.map((p) => t(`ui.learn.products.${p}`)).join(", ")],
          [t("ui.learn.passedOn"), day(c.passedAt)],
          [t("ui.learn.expires"), day(c.expiresAt)],
        ]}
      />
    </div>
  );
}
