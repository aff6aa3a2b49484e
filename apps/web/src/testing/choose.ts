import { fireEvent, screen, waitFor } from "@testing-library/react";

/**
 * Picks an option of a SelectField (a Radix select, not a native <select>) as a touch would:
 * opens the list from its trigger, then taps the option whose value (or visible name) is given.
 */
export async function choose(trigger: HTMLElement, option: string | { name: string | RegExp }) {
  fireEvent.click(trigger);
  const item =
    typeof option === "string"
      ? await waitFor(() => {
          const found = document.querySelector<HTMLElement>(
            `[role="option"][data-value=${JSON.stringify(option)}]`,
          );
          if (!found) throw new Error(`no option with the value ${option}`);
          return found;
        })
      : await screen.findByRole("option", { name: option.name });
  fireEvent.click(item);
}
