import type { TFunction } from "i18next";
import type { Notification } from "@portal/contract/notifications/notification-schemas";
import { notificationParamNames } from "@portal/contract/notifications/notification-options";
import { formatDate } from "@/lib/format";
import { notificationsEn } from "../i18n";

const documentTypes = notificationsEn.documentTypes as Record<string, string>;

/**
 * The catalogue key of a notification's sentence: a kind that names the business, stored before
 * it did (no `businessName` in its params), is worded as it was then, by the reference alone.
 * Kinds added since always carry it.
 */
function keyOf(n: Notification) {
  const names: readonly string[] = notificationParamNames[n.kind];
  const earlier =
    names.includes("businessName") && !n.params.businessName && n.kind in notificationsEn.earlier;
  return `ui.notifications.${earlier ? "earlier" : "messages"}.${n.kind}`;
}

/** A notification's sentence, from its kind and what it names (the server sends no words). */
export function messageOf(t: TFunction, n: Notification, language: string): string {
  const p = n.params;
  const key = keyOf(n);
  if (n.kind === "document_expiring") {
    const type = String(p.type);
    return t(key, {
      ...p,
      type: type in documentTypes ? t(`ui.notifications.documentTypes.${type}`) : type,
      date: formatDate(String(p.expiresOn), language),
    });
  }
  if (n.kind === "invite_accepted")
    return t(key, { name: p.name || t("ui.notifications.someone") });
  if (n.kind === "news") return t(key, { count: Number(p.count ?? 1) });
  return t(key, p);
}
