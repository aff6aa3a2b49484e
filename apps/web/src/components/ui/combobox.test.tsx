import { describe, expect, it, vi } from "vitest";
import { useState } from "react";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Controller, useForm } from "react-hook-form";
import { Combobox, type ComboOption } from "./combobox";

const fruit: ComboOption[] = [
  { value: "apl", label: "Apple", keywords: ["pomme"] },
  { value: "ban", label: "Banana" },
  { value: "chy", label: "Cherry", keywords: ["griotte"] },
  { value: "dat", label: "Date palm" },
];

function One({
  options = fruit,
  onChange = () => {},
}: {
  options?: ComboOption[];
  onChange?: (v: string) => void;
}) {
  const [value, setValue] = useState("");
  return (
    <Combobox
      label="Fruit"
      options={options}
      noMatches="Nothing matches"
      more={(count) => `${count} more`}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

const box = () => screen.getByRole("combobox", { name: "Fruit" });
const activeText = () => {
  const id = box().getAttribute("aria-activedescendant");
  return id ? document.getElementById(id)?.textContent : undefined;
};
const key = (k: string) => fireEvent.keyDown(box(), { key: k });

describe("the combobox", () => {
  it("filters by name and keyword as typed, and Enter chooses the first", () => {
    const onChange = vi.fn();
    render(<One onChange={onChange} />);
    fireEvent.change(box(), { target: { value: "griot" } });
    const list = screen.getByRole("listbox", { name: "Fruit" });
    expect(
      within(list)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Cherry"]);
    key("Enter");
    expect(onChange).toHaveBeenCalledWith("chy");
    expect(box()).toHaveProperty("value", "Cherry");
    expect(box().getAttribute("aria-expanded")).toBe("false");
  });

  it("puts names starting with the text before names merely containing it", () => {
    render(<One />);
    fireEvent.change(box(), { target: { value: "pa" } });
    // "Date palm" has a word starting "pa"; nothing else does.
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Date palm"]);
    fireEvent.change(box(), { target: { value: "an" } });
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Banana"]);
    fireEvent.change(box(), { target: { value: "kiwi" } });
    expect(screen.getByRole("listbox").textContent).toBe("Nothing matches");
  });

  it("moves with the arrows, Home and End, and closes on Escape without choosing", () => {
    const onChange = vi.fn();
    render(<One onChange={onChange} />);
    key("ArrowDown");
    expect(box().getAttribute("aria-expanded")).toBe("true");
    expect(activeText()).toBe("Apple");
    key("ArrowDown");
    expect(activeText()).toBe("Banana");
    key("End");
    expect(activeText()).toBe("Date palm");
    key("ArrowDown");
    expect(activeText()).toBe("Apple");
    key("ArrowUp");
    expect(activeText()).toBe("Date palm");
    key("Home");
    expect(activeText()).toBe("Apple");
    key("Escape");
    expect(box().getAttribute("aria-expanded")).toBe("false");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("clears the choice when its text is erased and the field left", () => {
    const onChange = vi.fn();
    render(<One onChange={onChange} />);
    fireEvent.change(box(), { target: { value: "ban" } });
    key("Enter");
    fireEvent.change(box(), { target: { value: "" } });
    fireEvent.blur(box());
    expect(onChange).toHaveBeenLastCalledWith("");
    expect(box()).toHaveProperty("value", "");
  });

  it("chooses with the mouse", () => {
    const onChange = vi.fn();
    render(<One onChange={onChange} />);
    fireEvent.focus(box());
    fireEvent.mouseDown(screen.getByRole("option", { name: "Banana" }));
    expect(onChange).toHaveBeenCalledWith("ban");
  });

  it("draws at most a hundred options of a long list and says how many more there are", () => {
    const many = Array.from({ length: 300 }, (_, i) => ({ value: `c${i}`, label: `Item ${i}` }));
    render(<One options={many} />);
    fireEvent.focus(box());
    expect(screen.getAllByRole("option")).toHaveLength(100);
    expect(screen.getByText("200 more")).toBeTruthy();
    fireEvent.change(box(), { target: { value: "item 29" } });
    expect(screen.getAllByRole("option")).toHaveLength(11);
    expect(screen.queryByText(/more$/)).toBeNull();
  });

  it("with multiple, shows the chosen as chips, removable by button or Backspace", () => {
    function Many() {
      const [value, setValue] = useState<string[]>(["ban"]);
      return (
        <Combobox
          multiple
          label="Fruit"
          options={fruit}
          noMatches="Nothing matches"
          removeLabel={(name) => `Remove ${name}`}
          value={value}
          onChange={setValue}
        />
      );
    }
    render(<Many />);
    fireEvent.change(box(), { target: { value: "che" } });
    key("Enter");
    const chips = screen.getByRole("list", { name: "Fruit" });
    expect(
      within(chips)
        .getAllByRole("listitem")
        .map((c) => c.textContent),
    ).toEqual(["Banana", "Cherry"]);
    // The chosen are not offered again.
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Apple", "Date palm"]);
    fireEvent.click(screen.getByRole("button", { name: "Remove Banana" }));
    key("Backspace");
    expect(screen.queryByRole("list", { name: "Fruit" })).toBeNull();
  });

  it("fits react-hook-form's Controller: its value, its blur and its focus on error", async () => {
    const onValid = vi.fn();
    function Form() {
      const f = useForm<{ fruit: string }>({ defaultValues: { fruit: "ban" } });
      return (
        <form onSubmit={f.handleSubmit(onValid)}>
          <Controller
            control={f.control}
            name="fruit"
            rules={{ validate: (v) => v !== "ban" || "No bananas" }}
            render={({ field, fieldState }) => (
              <Combobox
                label="Fruit"
                options={fruit}
                noMatches="Nothing matches"
                error={fieldState.error?.message}
                {...field}
              />
            )}
          />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<Form />);
    expect(box()).toHaveProperty("value", "Banana");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(document.activeElement).toBe(box()));
    expect(screen.getByText("No bananas")).toBeTruthy();
    fireEvent.change(box(), { target: { value: "app" } });
    key("Enter");
    fireEvent.blur(box());
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]?.[0]).toEqual({ fruit: "apl" });
  });
});
