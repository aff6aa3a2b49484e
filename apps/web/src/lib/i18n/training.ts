import { i18next } from "./index";
import "./field-messages";
import { productLabels } from "./products";

// The training gate's words (docs/decisions/040-training-gate.md), loaded with the pages that can
// be refused by it (a deal's moves, sending to funders) rather than with the log-in page
// (docs/decisions/005-log-in-page-budget.md). Under `ui.training`.
export const trainingEn = {
  needs: "{{product}} needs the course",
  open: "Take the course",
  products: productLabels,
};

i18next.addResourceBundle("en", "translation", { ui: { training: trainingEn } }, true, false);
