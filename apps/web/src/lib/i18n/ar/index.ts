// The Arabic strings and font: one chunk, fetched only when Arabic is chosen (lib/i18n/index.ts,
// docs/decisions/045-arabic-right-to-left.md). The same shape as the English resources (en.ts
// plus every bundle a page adds); ar.test.ts fails when a key is in one language only.
import "@fontsource/noto-sans-arabic/arabic-400.css";
import "@fontsource/noto-sans-arabic/arabic-500.css";
import "@fontsource/noto-sans-arabic/arabic-600.css";
import "./arabic.css";
import { messagesAr } from "./messages";
import { uiAr } from "./ui";

export const ar = {
  messages: { ...messagesAr },
  ui: { ...uiAr },
};
