import { i18next } from "@/lib/i18n";

// The news strings, loaded with the pages that show news (the dashboard's card and the news page)
// rather than with the log-in page (docs/decisions/005-log-in-page-budget.md). Under `ui.news`.
export const newsEn = {
  title: "Latest news",
  page: "News",
  none: "No news yet. Posts from your managers and the portal appear here.",
  writeFirst: "Write the first post",
  seeAll: "See all news",
  unread_one: "{{count}} unread",
  unread_other: "{{count}} unread",
  unreadMark: "Unread",
  audiences: {
    platform: "Everyone on the portal",
    organization: "Your organization",
    region: "Region",
    team: "Team",
  },
  byline: "{{author}} · {{date}}",
  unknownAuthor: "Former member",
  show: "Read",
  hide: "Close",
  write: "Write a post",
  postTitle: "Title",
  body: "Text",
  bodyHint:
    "Markdown: **bold**, *italic*, # heading, - list, [link](https://…). HTML is shown as text.",
  audience: "Who it is for",
  publish: "Publish",
  published: "Published",
  edit: "Edit",
  save: "Save",
  cancel: "Cancel",
  delete: "Delete",
  confirmDelete: "Delete “{{title}}”? This cannot be undone.",
};

i18next.addResourceBundle("en", "translation", { ui: { news: newsEn } }, true, false);
