import { describe, expect, it } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { DirectionProvider } from "@radix-ui/react-direction";
import { Tabs } from "./tabs";

const tabs = [
  { id: "a", label: "Alpha", panel: <p>First</p> },
  { id: "b", label: "Beta", panel: <p>Second</p> },
  { id: "c", label: "Gamma", panel: <p>Third</p> },
];
const tab = (name: string) => screen.getByRole("tab", { name });

describe("Tabs", () => {
  it("shows the chosen tab's panel, labelled by its tab", () => {
    render(<Tabs tabs={tabs} label="Parts" />);
    expect(screen.getByRole("tablist", { name: "Parts" })).toBeTruthy();
    expect(screen.getByRole("tabpanel", { name: "Alpha" }).textContent).toBe("First");
    fireEvent.click(tab("Gamma"));
    expect(tab("Gamma").getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel", { name: "Gamma" }).textContent).toBe("Third");
  });

  it("moves with the arrow keys, mirrored right to left", async () => {
    render(
      <DirectionProvider dir="rtl">
        <Tabs tabs={tabs} label="Parts" />
      </DirectionProvider>,
    );
    tab("Alpha").focus();
    fireEvent.keyDown(tab("Alpha"), { key: "ArrowLeft" });
    await waitFor(() => expect(document.activeElement).toBe(tab("Beta")));
    fireEvent.keyDown(tab("Beta"), { key: "End" });
    await waitFor(() => expect(document.activeElement).toBe(tab("Gamma")));
    expect(tab("Gamma").getAttribute("aria-selected")).toBe("true");
  });

  it("is controlled by `selected` and `onSelect` (a tab kept in the URL)", () => {
    const chosen: string[] = [];
    render(<Tabs tabs={tabs} label="Parts" selected="b" onSelect={(id) => chosen.push(id)} />);
    expect(tab("Beta").getAttribute("aria-selected")).toBe("true");
    fireEvent.click(tab("Alpha"));
    expect(chosen).toEqual(["a"]);
    expect(tab("Beta").getAttribute("aria-selected")).toBe("true");
  });
});
