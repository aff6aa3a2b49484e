import { useTranslation } from "react-i18next";
import type { BillingOverview } from "@portal/contract/billing/billing-schemas";
import { Card } from "@/components/ui/page";
import { countryName } from "@/lib/display-names";
import { formatDate, formatMoney, formatMonth } from "@/lib/format";
import "../i18n";

/** The card on file: brand and last four digits, and its expiry. */
export function PaymentMethod({ card }: { card: BillingOverview["card"] }) {
  const { t, i18n } = useTranslation();
  return (
    <Card title={t("ui.billing.card.title")}>
      {card ? (
        <>
          <p className="font-medium text-fg" data-testid="billing-card">
            {t("ui.billing.card.number", {
              brand: t(`ui.billing.brands.${card.brand}`, { defaultValue: card.brand }),
              last4: card.last4,
            })}
          </p>
          {card.expMonth && card.expYear ? (
            <p className="mt-1 text-sm text-fg-muted">
              {t("ui.billing.card.expires", {
                date: formatMonth({ year: card.expYear, month: card.expMonth }, i18n.language),
              })}
            </p>
          ) : null}
        </>
      ) : (
        <p className="text-sm text-fg-muted">{t("ui.billing.card.none")}</p>
      )}
    </Card>
  );
}

/** The billing address as the provider keeps it, one line per part. */
export function BillingAddressCard({ address }: { address: BillingOverview["address"] }) {
  const { t, i18n } = useTranslation();
  const lines = address
    ? [
        address.line1,
        address.line2,
        [address.postalCode, address.city].filter(Boolean).join(" "),
        address.state,
        address.country ? countryName(address.country, i18n.language) : "",
      ].filter(Boolean)
    : [];
  return (
    <Card title={t("ui.billing.address.title")}>
      {lines.length ? (
        <address className="text-sm break-words text-fg not-italic" data-testid="billing-address">
          {lines.map((line, i) => (
            <span key={i} className="block">
              {line}
            </span>
          ))}
        </address>
      ) : (
        <p className="text-sm text-fg-muted">{t("ui.billing.address.none")}</p>
      )}
    </Card>
  );
}

/** The next invoice's day and amount, in its currency. */
export function NextInvoice({ next }: { next: BillingOverview["nextInvoice"] }) {
  const { t, i18n } = useTranslation();
  return (
    <Card title={t("ui.billing.next.title")}>
      <p className="text-sm text-fg" data-testid="billing-next-invoice">
        {next
          ? t("ui.billing.next.on", {
              amount: formatMoney(next.total, next.currency, i18n.language),
              date: formatDate(next.at, i18n.language, "long"),
            })
          : t("ui.billing.next.none")}
      </p>
    </Card>
  );
}
