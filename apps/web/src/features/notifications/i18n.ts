import { i18next } from "@/lib/i18n";
import { documentTypeLabels } from "@/lib/i18n/document-types";

// The notification centre's strings, loaded with the bell (a lazy chunk of the signed-in shell),
// never with the log-in page (docs/decisions/005-log-in-page-budget.md). Under `ui.notifications`.
export const notificationsEn = {
  bell: "Notifications",
  bellUnread_one: "Notifications, {{count}} unread",
  bellUnread_other: "Notifications, {{count}} unread",
  title: "Notifications",
  markAllRead: "Mark all read",
  none: "Nothing new. Offers, questions, new deals and more appear here.",
  close: "Close notifications",
  unreadMark: "Unread",
  loadMore: "Show older",
  // Each sentence about a deal names the business and the other side besides the reference
  // (contract notificationParamNames; message.test.ts checks every kind).
  messages: {
    offer_received: "{{funderName}} sent an offer for {{businessName}} ({{reference}})",
    offer_revised: "{{funderName}} revised its offer for {{businessName}} ({{reference}})",
    offer_withdrawn: "{{funderName}} withdrew its offer for {{businessName}} ({{reference}})",
    question_asked: "{{funderName}} asked a question about {{businessName}} ({{reference}})",
    deal_arrived: "{{brokerName}} sent you {{businessName}} ({{reference}})",
    offer_accepted: "{{brokerName}} accepted your offer for {{businessName}} ({{reference}})",
    document_expiring: "{{type}} of {{businessName}} ({{reference}}) expires on {{date}}",
    new_fit: "{{listingName}} from {{funderName}} now fits {{businessName}} ({{reference}})",
    invite_accepted: "{{name}} accepted your invitation",
    lead_arrived: "New quick application from {{name}}",
    funder_message: "{{funderName}} wrote about {{businessName}} ({{reference}})",
    broker_message: "{{brokerName}} wrote about {{businessName}} ({{reference}})",
    item_assigned: "{{name}} gave you {{businessName}} ({{reference}}) from {{brokerName}}",
    news_one: "{{count}} unread news post",
    news_other: "{{count}} unread news posts",
  },
  // Notifications stored before they named the business (no businessName): the reference alone.
  earlier: {
    offer_received: "{{funderName}} sent an offer on {{reference}}",
    offer_revised: "{{funderName}} revised its offer on {{reference}}",
    offer_withdrawn: "{{funderName}} withdrew its offer on {{reference}}",
    question_asked: "{{funderName}} asked a question about {{reference}}",
    deal_arrived: "{{brokerName}} sent you deal {{reference}}",
    offer_accepted: "{{brokerName}} accepted your offer on {{reference}}",
    document_expiring: "{{type}} on {{reference}} expires on {{date}}",
    new_fit: "{{listingName}} now fits {{reference}}",
  },
  someone: "A colleague",
  documentTypes: documentTypeLabels,
};

i18next.addResourceBundle(
  "en",
  "translation",
  { ui: { notifications: notificationsEn } },
  true,
  false,
);
