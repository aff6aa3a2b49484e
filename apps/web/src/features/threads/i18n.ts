import { i18next } from "@/lib/i18n";
import "@/lib/i18n/field-messages";

// A deal's conversations with its funders (issue 34), loaded with the deal and inbox pages.
export const threadsEn = {
  tab: "Conversations",
  tabUnread_one: "Conversations ({{count}} unread)",
  tabUnread_other: "Conversations ({{count}} unread)",
  list: "Funders this deal was sent to",
  none: "Send the deal to funders to talk with them here.",
  noMessages: "No messages yet.",
  noMessagesFunder: "No messages yet. Ask the broker anything about this deal here.",
  unread_one: "{{count}} unread",
  unread_other: "{{count}} unread",
  thread: "Conversation with {{name}}",
  messages: "Messages",
  you: "You",
  read: "Read",
  sent: "Sent",
  older: "Show older messages",
  attachments: "Attachments",
  attach: "Attach documents of the deal",
  nothingToAttach: "No documents to attach yet.",
  message: "Message to {{name}}",
  send: "Send",
  closed: {
    accepted_elsewhere: "Closed: another funder's offer was accepted. The messages stay here.",
    declined: "Closed: the funder declined this deal. The messages stay here.",
    cancelled: "Closed: the deal was withdrawn from this funder. The messages stay here.",
    duplicate: "Closed: the funder already has this business. The messages stay here.",
    deal_closed: "Closed: the deal is over. The messages stay here.",
  },
};

i18next.addResourceBundle("en", "translation", { ui: { threads: threadsEn } }, true, false);
