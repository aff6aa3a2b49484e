import { describe, expect, it } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { Tooltip } from "./tooltip";

describe("Tooltip", () => {
  it("shows on keyboard focus as the button's description, and Escape hides it", async () => {
    render(
      <Tooltip content="Collapse the sidebar">
        <button type="button" aria-label="Collapse the sidebar">
          «
        </button>
      </Tooltip>,
    );
    const button = screen.getByRole("button", { name: "Collapse the sidebar" });
    fireEvent.focus(button);
    const tip = await screen.findByRole("tooltip");
    expect(tip.textContent).toBe("Collapse the sidebar");
    expect(button.getAttribute("aria-describedby")).toBe(tip.id);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
    expect(screen.queryByRole("tooltip")).toBeNull();
  });
});
