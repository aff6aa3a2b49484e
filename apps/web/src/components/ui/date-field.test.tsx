import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import "@/lib/i18n";
import { setFormatRegion } from "@/lib/format-locale";
import { DateField } from "./date-field";
import { parseDateText } from "./date-text";

afterEach(() => setFormatRegion(undefined));

function Dated({ onValue, error }: { onValue: (value: string) => void; error?: string }) {
  const [value, setValue] = useState("2026-11-24");
  return (
    <DateField
      label="Due"
      value={value}
      error={error}
      onValueChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe("parseDateText", () => {
  it("reads the person's order, yyyy-mm-dd, and Arabic digits; refuses days that do not exist", () => {
    setFormatRegion("GB");
    expect(parseDateText("24/11/2026", "en")).toBe("2026-11-24");
    expect(parseDateText("2026-11-24", "en")).toBe("2026-11-24");
    expect(parseDateText("31/02/2026", "en")).toBeNull();
    expect(parseDateText("24/11/26", "en")).toBeNull();
    setFormatRegion("US");
    expect(parseDateText("11/24/2026", "en")).toBe("2026-11-24");
    expect(parseDateText("٢٤/١١/٢٠٢٦", "ar")).toBe("2026-11-24");
  });
});

describe("DateField", () => {
  it("shows the date in the person's format and hands on yyyy-mm-dd as it is typed", () => {
    setFormatRegion("GB");
    const onValue = vi.fn();
    render(<Dated onValue={onValue} />);
    const input = screen.getByRole("textbox", { name: "Due" }) as HTMLInputElement;
    expect(input.value).toBe("24/11/2026");
    fireEvent.change(input, { target: { value: "01/12/2026" } });
    expect(onValue).toHaveBeenLastCalledWith("2026-12-01");
    fireEvent.change(input, { target: { value: "32/12" } });
    expect(onValue).toHaveBeenLastCalledWith("32/12");
    fireEvent.blur(input);
    expect(input.value).toBe("32/12");
  });

  it("picks a day on the calendar from its button, and closes", async () => {
    setFormatRegion("GB");
    const onValue = vi.fn();
    render(<Dated onValue={onValue} />);
    fireEvent.click(screen.getByRole("button", { name: "Open the calendar" }));
    const grid = await screen.findByRole("grid");
    fireEvent.click([...grid.querySelectorAll("button")].find((b) => b.textContent === "27")!);
    expect(onValue).toHaveBeenLastCalledWith("2026-11-27");
    expect(screen.queryByRole("grid")).toBeNull();
    expect((screen.getByRole("textbox", { name: "Due" }) as HTMLInputElement).value).toBe(
      "27/11/2026",
    );
  });

  it("marks an error invalid and links it to the input", () => {
    render(<Dated onValue={() => {}} error="Enter a date." />);
    const input = screen.getByRole("textbox", { name: "Due" });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(input.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Enter a date.",
    );
  });
});

describe("DateField in Arabic", () => {
  it("names the calendar's months in Arabic, in the digits the person's dates are written in", async () => {
    const { applyLanguage } = await import("@/lib/i18n");
    await applyLanguage("ar");
    try {
      setFormatRegion("SA");
      render(<Dated onValue={() => {}} />);
      fireEvent.click(screen.getByRole("button", { name: "افتح التقويم" }));
      const grid = await screen.findByRole("grid");
      expect(document.body.textContent).toContain("نوفمبر");
      const days = [...grid.querySelectorAll("button")].map((b) => b.textContent ?? "");
      expect(days).toContain("٢٧");
      expect(days.join("")).not.toMatch(/[0-9]/);
    } finally {
      await applyLanguage("en");
      localStorage.clear();
    }
  });
});
