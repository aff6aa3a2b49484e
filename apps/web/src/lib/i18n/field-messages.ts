import { fieldMessages } from "@portal/contract/field-messages";
import { i18next } from "./index";

// The form fields' messages (what is wrong and what is allowed), loaded with the forms that show
// them rather than with the log-in page (docs/decisions/005-log-in-page-budget.md).
i18next.addResourceBundle("en", "translation", { messages: fieldMessages }, true, false);
