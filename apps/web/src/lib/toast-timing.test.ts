import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createToastController, type Toast } from "./toast-timing";

describe("toast timing (spec §4)", () => {
  let shown: (Toast | null)[];
  let controller: ReturnType<typeof createToastController>;
  beforeEach(() => {
    vi.useFakeTimers();
    shown = [];
    controller = createToastController((t) => shown.push(t));
  });
  afterEach(() => vi.useRealTimers());
  const current = () => shown.at(-1) ?? null;

  it("appears after 200 ms and disappears after 5000 ms, then runs the callback", () => {
    const onTimeout = vi.fn();
    controller.show("success", "Saved", { onTimeout });
    vi.advanceTimersByTime(199);
    expect(current()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(current()).toMatchObject({ kind: "success", message: "Saved" });
    vi.advanceTimersByTime(4999);
    expect(current()).not.toBeNull();
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(current()).toBeNull();
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it("honours a custom timeout", () => {
    controller.show("warning", "Careful", { timeout: 1000 });
    vi.advanceTimersByTime(200 + 999);
    expect(current()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(current()).toBeNull();
  });

  it("a new toast replaces the current one and cancels its callback", () => {
    const first = vi.fn();
    controller.show("primary", "First", { onTimeout: first });
    vi.advanceTimersByTime(300);
    controller.show("danger", "Second");
    expect(current()).toBeNull();
    vi.advanceTimersByTime(200);
    expect(current()).toMatchObject({ message: "Second", kind: "danger" });
    vi.advanceTimersByTime(10_000);
    expect(first).not.toHaveBeenCalled();
  });

  it("can be dismissed, and then never comes back or calls back", () => {
    const onTimeout = vi.fn();
    controller.show("default", "Hello", { onTimeout });
    vi.advanceTimersByTime(250);
    controller.dismiss();
    expect(current()).toBeNull();
    vi.advanceTimersByTime(10_000);
    expect(current()).toBeNull();
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it("stops its timers when disposed", () => {
    const onTimeout = vi.fn();
    controller.show("success", "Saved", { onTimeout });
    controller.dispose();
    vi.advanceTimersByTime(10_000);
    expect(shown).toEqual([null]);
    expect(onTimeout).not.toHaveBeenCalled();
  });
});
