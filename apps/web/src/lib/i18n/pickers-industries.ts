import { i18next } from "./index";
import { industryLabels } from "./industries";

// The industry picker's names for the industry codes, loaded with it (not with the currency picker).
i18next.addResourceBundle(
  "en",
  "translation",
  { ui: { pickers: { industries: industryLabels } } },
  true,
  false,
);
