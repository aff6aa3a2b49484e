import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { choose } from "@/testing/choose";
import { FormSelectField, SelectField } from "./select";

const fruits = [
  { value: "apple", label: "Apple" },
  { value: "banana", label: "Banana" },
  { value: "cherry", label: "Cherry" },
];

function Controlled({ onValue, error }: { onValue?: (value: string) => void; error?: string }) {
  const [value, setValue] = useState("");
  return (
    <SelectField
      label="Fruit"
      placeholder="Any fruit"
      options={fruits}
      value={value}
      error={error}
      onValueChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

describe("SelectField", () => {
  it("is a labelled combobox showing the placeholder, then the choice", async () => {
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} />);
    const trigger = screen.getByRole("combobox", { name: "Fruit" });
    expect(trigger.textContent).toBe("Any fruit");
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    await choose(trigger, { name: "Banana" });
    expect(onValue).toHaveBeenLastCalledWith("banana");
    expect(trigger.textContent).toBe("Banana");
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("offers the placeholder again, choosing nothing (a filter's 'any')", async () => {
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} />);
    const trigger = screen.getByRole("combobox", { name: "Fruit" });
    await choose(trigger, "cherry");
    await choose(trigger, { name: "Any fruit" });
    expect(onValue).toHaveBeenLastCalledWith("");
    expect(trigger.textContent).toBe("Any fruit");
  });

  it("opens from the keyboard, and Escape closes it without a change", async () => {
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} />);
    const trigger = screen.getByRole("combobox", { name: "Fruit" });
    fireEvent.keyDown(trigger, { key: "ArrowDown" });
    const list = await screen.findByRole("listbox");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Any fruit",
      "Apple",
      "Banana",
      "Cherry",
    ]);
    fireEvent.keyDown(list, { key: "Escape" });
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(onValue).not.toHaveBeenCalled();
  });

  it("marks an error invalid and links it to the trigger", () => {
    render(<Controlled error="Choose a fruit." />);
    const trigger = screen.getByRole("combobox", { name: "Fruit" });
    expect(trigger.getAttribute("aria-invalid")).toBe("true");
    const described = document.getElementById(trigger.getAttribute("aria-describedby")!);
    expect(described?.textContent).toBe("Choose a fruit.");
  });
});

function Form({ onSubmit }: { onSubmit: (values: { fruit: string }) => void }) {
  const form = useForm({ defaultValues: { fruit: "apple" } });
  return (
    <form onSubmit={form.handleSubmit(onSubmit)}>
      <FormSelectField label="Fruit" options={fruits} control={form.control} name="fruit" />
      <button type="submit">Send</button>
    </form>
  );
}

describe("FormSelectField", () => {
  it("shows the form's value and sends the one chosen", async () => {
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    const trigger = screen.getByRole("combobox", { name: "Fruit" });
    expect(trigger.textContent).toBe("Apple");
    await choose(trigger, "cherry");
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ fruit: "cherry" });
  });
});
