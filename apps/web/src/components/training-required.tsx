import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { coursePath } from "@portal/contract/learn/learn-options";
import type { TrainingRequired } from "@portal/contract/learn/training-required";
import "@/lib/i18n/training";

/**
 * The training gate's refusal (409 `training_required`, or a send preview's `training`): the
 * contract's message, the product it is about and a link to the course to pass.
 */
export function TrainingRequiredNotice({ training }: { training: TrainingRequired }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col gap-1 rounded-md border border-warning bg-warning-soft px-3 py-2 text-sm text-fg"
    >
      <p>{t("messages.trainingRequired")}</p>
      <p>
        {t("ui.training.needs", { product: t(`ui.training.products.${training.product}`) })}{" "}
        <Link className="font-medium text-primary underline" to={coursePath(training.courseId)}>
          {training.courseTitle}
        </Link>
      </p>
    </div>
  );
}
