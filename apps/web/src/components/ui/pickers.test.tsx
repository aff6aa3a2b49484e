import { describe, expect, it } from "vitest";
import { useState } from "react";
import { fireEvent, render, screen, within } from "@testing-library/react";
import "@/lib/i18n";
import { PersonCurrenciesContext } from "@/lib/person-currencies";
import { CurrencyPicker } from "./currency-picker";
import { IndustryPicker } from "./industry-picker";

function Currency({ currencies }: { currencies?: string[] }) {
  const [value, setValue] = useState("");
  return (
    <PersonCurrenciesContext value={{ displayCurrency: "SAR", country: "GB" }}>
      <CurrencyPicker label="Currency" value={value} onChange={setValue} currencies={currencies} />
    </PersonCurrenciesContext>
  );
}

const options = () => screen.getAllByRole("option").map((o) => o.textContent);
const type = (name: string, text: string) =>
  fireEvent.change(screen.getByRole("combobox", { name }), { target: { value: text } });

describe("the currency picker", () => {
  it("offers the person's display currency and their country's first, then the rest", () => {
    render(<Currency />);
    fireEvent.focus(screen.getByRole("combobox", { name: "Currency" }));
    expect(options().slice(0, 3)).toEqual([
      "SAR · Saudi Riyal",
      "GBP · British Pound",
      "AED · United Arab Emirates Dirham",
    ]);
  });

  it("finds a currency by code, by English name and by Arabic name", () => {
    render(<Currency />);
    type("Currency", "gbp");
    expect(options()[0]).toBe("GBP · British Pound");
    type("Currency", "pound");
    expect(options()).toContain("GBP · British Pound");
    expect(options()).toContain("EGP · Egyptian Pound");
    type("Currency", "جنيه");
    expect(options()).toContain("GBP · British Pound");
    fireEvent.keyDown(screen.getByRole("combobox", { name: "Currency" }), { key: "Enter" });
    expect(screen.getByRole("combobox", { name: "Currency" })).toHaveProperty(
      "value",
      "GBP · British Pound",
    );
  });

  it("offers only the currencies a form's API accepts", () => {
    render(<Currency currencies={["EUR", "GBP", "USD"]} />);
    fireEvent.focus(screen.getByRole("combobox", { name: "Currency" }));
    expect(options()).toEqual(["GBP · British Pound", "EUR · Euro", "USD · US Dollar"]);
  });
});

describe("the industry picker", () => {
  function One() {
    const [value, setValue] = useState("");
    return <IndustryPicker label="Industry" value={value} onChange={setValue} />;
  }

  it.each([
    ["coffee", "Restaurants and cafés"],
    ["bakery", "Food manufacturing"],
    ["salon", "Hair, beauty and personal care"],
    ["plumber", "Specialty trades (electrical, plumbing, roofing...)"],
    ["dentist", "Dentists"],
    ["مخبز", "Food manufacturing"],
  ])("finds an industry by an everyday word: %s", (word, name) => {
    render(<One />);
    type("Industry", word);
    expect(options()).toContain(name);
  });

  it.each([
    ["bail bondsman", "Bail bonds"],
    ["debt relief", "Debt settlement and debt relief"],
    ["escrow", "Title and escrow companies · Legal services"],
    ["541191", "Title and escrow companies · Legal services"],
    ["appraiser", "Property valuers and appraisers · Estate agents and property managers"],
    ["factoring", "Non-bank lenders (finance companies, factoring) · Banking and lending"],
  ])("finds a finer industry funders exclude: %s", (word, name) => {
    render(<One />);
    type("Industry", word);
    expect(options()[0]).toBe(name);
  });

  it("shows the tree: each sector, then the groups inside it, indented", () => {
    render(<One />);
    fireEvent.focus(screen.getByRole("combobox", { name: "Industry" }));
    const drawn = screen.getAllByRole("option");
    expect(drawn.slice(0, 5).map((o) => o.getAttribute("data-value"))).toEqual([
      "accommodation_food",
      "bars_nightclubs",
      "catering_food_trucks",
      "hotels_lodging",
      "restaurants",
    ]);
    expect(drawn[0]!.className).toContain("ps-3");
    expect(drawn[1]!.className).toContain("ps-7");
  });

  it("puts a finer industry under its group, deeper; found, it is flat with its group named", () => {
    function Many() {
      const [value, setValue] = useState<string[]>([]);
      return <IndustryPicker multiple label="Excluded" value={value} onChange={setValue} />;
    }
    render(<Many />);
    fireEvent.focus(screen.getByRole("combobox", { name: "Excluded" }));
    const drawn = screen.getAllByRole("option");
    const at = drawn.findIndex((o) => o.getAttribute("data-value") === "banking_lending");
    expect(
      drawn
        .slice(at, at + 5)
        .map((o) => [o.getAttribute("data-value"), o.className.match(/ps-\d+/)?.[0]]),
    ).toEqual([
      ["banking_lending", "ps-7"],
      ["banks", "ps-11"],
      ["check_cashing_payday", "ps-11"],
      ["non_bank_lenders", "ps-11"],
      ["pawn_shops", "ps-15"],
    ]);
    type("Excluded", "title company");
    const option = screen.getAllByRole("option")[0]!;
    expect(option.getAttribute("data-value")).toBe("title_escrow");
    expect(option.className).toContain("ps-3");
    expect(option.textContent).toBe("Title and escrow companies · Legal services");
    fireEvent.keyDown(screen.getByRole("combobox", { name: "Excluded" }), { key: "Enter" });
    const chips = screen.getByRole("list", { name: "Excluded" });
    expect(within(chips).getByRole("listitem").textContent).toBe("Title and escrow companies");
  });

  it("picks several as chips", () => {
    function Many() {
      const [value, setValue] = useState<string[]>([]);
      return <IndustryPicker multiple label="Excluded" value={value} onChange={setValue} />;
    }
    render(<Many />);
    type("Excluded", "casino");
    fireEvent.keyDown(screen.getByRole("combobox", { name: "Excluded" }), { key: "Enter" });
    type("Excluded", "vape");
    fireEvent.keyDown(screen.getByRole("combobox", { name: "Excluded" }), { key: "Enter" });
    const chips = screen.getByRole("list", { name: "Excluded" });
    expect(
      within(chips)
        .getAllByRole("listitem")
        .map((c) => c.textContent),
    ).toEqual(["Gambling", "Tobacco and vape shops"]);
    fireEvent.click(screen.getByRole("button", { name: "Remove Gambling" }));
    expect(within(chips).getAllByRole("listitem")).toHaveLength(1);
  });
});
