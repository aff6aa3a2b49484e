import { beforeAll, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import type { DashboardPeriod, DashboardScope } from "@portal/contract/dashboard/dashboard-options";
import "@/lib/i18n";
import "../i18n";
import { DashboardFilters } from "./dashboard-filters";

beforeAll(() => {
  // What Radix Select asks of the browser and jsdom lacks.
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
});

async function choose(label: string, option: string) {
  fireEvent.keyDown(screen.getByLabelText(label), { key: "Enter" });
  fireEvent.click(await screen.findByRole("option", { name: option }));
}

type Chosen = { period: DashboardPeriod; scope: DashboardScope };

describe("the dashboard's period and scope", () => {
  it("hands the page only what was chosen", async () => {
    const onChange = vi.fn();
    // The page keeps the choice (in its URL) and hands it back.
    function Page() {
      const [chosen, setChosen] = useState<Chosen>({ period: "quarter", scope: "mine" });
      return (
        <DashboardFilters
          {...chosen}
          scopes={["mine", "team"]}
          onChange={(changes) => {
            onChange(changes);
            setChosen((current) => ({ ...current, ...changes }));
          }}
        />
      );
    }
    render(<Page />);
    await choose("Period", "Last 12 months");
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ period: "last_12_months" }));
    await choose("Whose deals", "My team");
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ scope: "team" }));
  });

  it("hides a choice of one scope", () => {
    render(<DashboardFilters period="month" scope="mine" scopes={["mine"]} onChange={() => {}} />);
    expect(screen.queryByLabelText("Whose deals")).toBeNull();
  });
});
