import { i18next } from "@/lib/i18n";

// The names of the sidebar's pages added after the log-in page's budget was spent (decision 005):
// loaded with the app shell, not with the log-in page. Under `ui.pages`, beside the others.
export const navPagesEn = { team: "Team", news: "News" };

i18next.addResourceBundle("en", "translation", { ui: { pages: navPagesEn } }, true, false);
