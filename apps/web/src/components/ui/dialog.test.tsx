import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { ConfirmDialog } from "./dialog";

const ask = (props: { busy?: boolean; onConfirm?: () => void; onCancel?: () => void }) =>
  render(
    <>
      <button type="button">Behind</button>
      <ConfirmDialog
        open
        title="Accept the offer?"
        confirm="Accept"
        cancel="Not now"
        onConfirm={props.onConfirm ?? (() => {})}
        onCancel={props.onCancel ?? (() => {})}
        busy={props.busy}
      >
        <p>It cannot be undone.</p>
      </ConfirmDialog>
    </>,
  );

describe("ConfirmDialog", () => {
  it("is a modal dialog named by its title, with focus inside and the page behind hidden", () => {
    ask({});
    const dialog = screen.getByRole("dialog", { name: "Accept the offer?" });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.queryByRole("button", { name: "Behind" })).toBeNull();
  });

  it("answers through its buttons, and Escape is a cancel", () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    ask({ onConfirm, onCancel });
    fireEvent.click(screen.getByRole("button", { name: "Accept" }));
    expect(onConfirm).toHaveBeenCalledOnce();
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it("takes no answer while busy", () => {
    ask({ busy: true });
    expect(screen.getByRole("button", { name: "Accept" }).matches(":disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Not now" }).matches(":disabled")).toBe(true);
  });
});
