import Check from "lucide-react/icons/check";
import X from "lucide-react/icons/x";

export interface Step {
  id: string;
  label: string;
}

/**
 * Where something stands along its stages: an ordered list, the current stage marked with
 * aria-current="step" (and `ended` when it stopped there, e.g. a deal withdrawn while in review).
 * On a narrow screen the labels of the other stages give way to their numbers, so it never
 * widens the page.
 */
export function Stepper({
  steps,
  current,
  ended,
  label,
}: {
  steps: Step[];
  current: string;
  /** Says how it ended at `current` ("Withdrawn"): that stage shows a cross and this word. */
  ended?: string;
  label: string;
}) {
  const at = Math.max(
    0,
    steps.findIndex((step) => step.id === current),
  );
  return (
    <ol aria-label={label} className="flex w-full items-center gap-1 text-xs sm:gap-2">
      {steps.map((step, index) => {
        const done = index < at || (index === at && !ended && index === steps.length - 1);
        const here = index === at;
        return (
          <li
            key={step.id}
            aria-current={here ? "step" : undefined}
            className={`flex min-w-0 items-center gap-1 sm:gap-2 ${here ? "flex-auto" : "flex-none sm:flex-auto"}`}
          >
            <span
              className={`inline-flex size-6 shrink-0 items-center justify-center rounded-full border font-medium ${
                here && ended
                  ? "border-danger bg-danger-soft text-danger"
                  : done
                    ? "border-primary bg-primary text-on-primary"
                    : here
                      ? "border-primary bg-primary-soft text-primary-strong"
                      : "border-line text-fg-muted"
              }`}
              aria-hidden
            >
              {here && ended ? (
                <X className="size-3.5" />
              ) : done ? (
                <Check className="size-3.5" />
              ) : (
                index + 1
              )}
            </span>
            <span
              className={`truncate ${here ? "font-medium text-fg" : "sr-only text-fg-muted sm:not-sr-only"}`}
            >
              {step.label}
              {here && ended ? ` · ${ended}` : ""}
            </span>
            {index < steps.length - 1 && (
              <span
                className={`hidden h-px flex-auto sm:block ${index < at ? "bg-primary" : "bg-line"}`}
                aria-hidden
              />
            )}
          </li>
        );
      })}
    </ol>
  );
}
