import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { DropdownMenu } from "./dropdown-menu";

describe("DropdownMenu", () => {
  it("opens from its button with the keyboard, chooses with Enter, and closes", async () => {
    const edit = vi.fn();
    const remove = vi.fn();
    render(
      <DropdownMenu
        trigger={<button type="button">More</button>}
        items={[
          { label: "Edit", onSelect: edit },
          { label: "Remove", onSelect: remove, danger: true },
          { label: "Archive", onSelect: () => {}, disabled: true },
        ]}
      />,
    );
    const button = screen.getByRole("button", { name: "More" });
    expect(button.getAttribute("aria-haspopup")).toBe("menu");
    fireEvent.keyDown(button, { key: "Enter" });
    const menu = await screen.findByRole("menu", { name: "More" });
    expect(screen.getAllByRole("menuitem").map((i) => i.textContent)).toEqual([
      "Edit",
      "Remove",
      "Archive",
    ]);
    expect(screen.getByRole("menuitem", { name: "Archive" }).getAttribute("aria-disabled")).toBe(
      "true",
    );
    fireEvent.keyDown(screen.getByRole("menuitem", { name: "Remove" }), { key: "Enter" });
    expect(remove).toHaveBeenCalledOnce();
    expect(edit).not.toHaveBeenCalled();
    await waitFor(() => expect(menu.isConnected).toBe(false));
  });
});
