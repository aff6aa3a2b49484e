import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { CheckboxGroup } from "./checkbox-group";

const documents = [
  { value: "statement", label: "Bank statement" },
  { value: "identity", label: "Identity" },
  { value: "tax", label: "Tax return" },
];

function Group({ onValue, error }: { onValue: (value: string[]) => void; error?: string }) {
  const [value, setValue] = useState(["tax"]);
  return (
    <CheckboxGroup
      legend="Documents to send"
      options={documents}
      value={value}
      error={error}
      onValueChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe("CheckboxGroup", () => {
  it("is a group named by its legend; ticking keeps the options' order", () => {
    const onValue = vi.fn();
    render(<Group onValue={onValue} />);
    expect(screen.getByRole("group", { name: "Documents to send" })).toBeTruthy();
    const tax = screen.getByRole("checkbox", { name: "Tax return" });
    expect(tax.getAttribute("aria-checked")).toBe("true");
    fireEvent.click(screen.getByRole("checkbox", { name: "Bank statement" }));
    expect(onValue).toHaveBeenLastCalledWith(["statement", "tax"]);
    fireEvent.click(tax);
    expect(onValue).toHaveBeenLastCalledWith(["statement"]);
    expect(tax.getAttribute("aria-checked")).toBe("false");
  });

  it("says what is wrong, linked to the group", () => {
    render(<Group onValue={() => {}} error="Choose at least one." />);
    const group = screen.getByRole("group", { name: "Documents to send" });
    expect(group.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(group.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Choose at least one.",
    );
  });
});
