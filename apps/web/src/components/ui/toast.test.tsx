import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import "@/lib/i18n";
import { ToastProvider, useToast } from "./toast";

function Trigger({ kind }: { kind: "success" | "danger" }) {
  const toast = useToast();
  return (
    <button
      type="button"
      onClick={() => toast(kind, kind === "danger" ? "Could not save" : "Profile saved")}
    >
      show
    </button>
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("toast provider (spec §4)", () => {
  it("shows a status after 200 ms, which the Dismiss button removes", () => {
    render(
      <ToastProvider>
        <Trigger kind="success" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "show" }));
    expect(screen.queryByRole("status")).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole("status").textContent).toContain("Profile saved");
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("announces danger as an alert and hides it after 5000 ms", () => {
    render(
      <ToastProvider>
        <Trigger kind="danger" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "show" }));
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole("alert").textContent).toContain("Could not save");
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
