import { describe, expect, it, vi } from "vitest";
import { useState } from "react";
import { fireEvent, render, screen, within } from "@testing-library/react";
import "@/lib/i18n";
import { DataTable, type DataColumn, type DataSort } from "./data-table";

interface Loan {
  id: string;
  name: string;
  amount: number;
}

const loans: Loan[] = [
  { id: "a", name: "Beta", amount: 200 },
  { id: "b", name: "alpha", amount: 1000 },
  { id: "c", name: "Gamma", amount: 30 },
];

const columns: DataColumn<Loan>[] = [
  { id: "name", header: "Name", cell: (l) => l.name, sortValue: (l) => l.name },
  {
    id: "amount",
    header: "Amount",
    align: "end",
    cell: (l) => `£${l.amount}`,
    sortValue: (l) => l.amount,
  },
  { id: "open", header: "Open", hideHeader: true, cell: (l) => <a href={`/${l.id}`}>Open</a> },
];

const names = () =>
  screen
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[0]!.textContent);

describe("DataTable", () => {
  it("aligns each heading with its cells: words to the start, amounts to the end", () => {
    render(<DataTable label="Loans" columns={columns} rows={loans} rowId={(l) => l.id} />);
    const amount = screen.getByRole("columnheader", { name: "Amount" });
    expect(amount.className).toContain("text-end");
    expect(screen.getByRole("cell", { name: "£200" }).className).toContain("text-end");
    expect(screen.getByRole("columnheader", { name: "Name" }).className).toContain("text-start");
    expect(screen.getByRole("cell", { name: "Beta" }).className).toContain("text-start");
    // The table is named by its caption and sits in a region of the same name that scrolls.
    expect(screen.getByRole("table", { name: "Loans" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Loans" }).tabIndex).toBe(0);
    // On a phone each cell is led by its column's name; a hidden heading leads nothing.
    expect(screen.getByRole("cell", { name: "£200" }).dataset.label).toBe("Amount");
    expect(screen.getAllByRole("cell", { name: "Open" })[0]!.dataset.label).toBeUndefined();
  });

  it("sorts in the browser by a sortable heading, and says the order with aria-sort", () => {
    render(
      <DataTable
        label="Loans"
        columns={columns}
        rows={loans}
        rowId={(l) => l.id}
        defaultSort={{ column: "name", desc: false }}
      />,
    );
    expect(names()).toEqual(["alpha", "Beta", "Gamma"]);
    const name = screen.getByRole("columnheader", { name: "Name" });
    const amount = screen.getByRole("columnheader", { name: "Amount" });
    expect(name.getAttribute("aria-sort")).toBe("ascending");
    expect(amount.getAttribute("aria-sort")).toBe("none");
    // A heading without a sort value is not a button and has no aria-sort.
    expect(screen.getByRole("columnheader", { name: "Open" }).hasAttribute("aria-sort")).toBe(
      false,
    );

    fireEvent.click(within(amount).getByRole("button", { name: "Amount" }));
    expect(amount.getAttribute("aria-sort")).toBe("ascending");
    expect(name.getAttribute("aria-sort")).toBe("none");
    expect(names()).toEqual(["Gamma", "Beta", "alpha"]);
    fireEvent.click(within(amount).getByRole("button", { name: "Amount" }));
    expect(amount.getAttribute("aria-sort")).toBe("descending");
    expect(names()).toEqual(["alpha", "Beta", "Gamma"]);
  });

  it("leaves the order to the server when the sort is controlled", () => {
    const onSortChange = vi.fn();
    const serverColumns = columns.map((c) => ({ ...c, sortValue: undefined, sortable: true }));
    render(
      <DataTable
        label="Loans"
        columns={serverColumns}
        rows={loans}
        rowId={(l) => l.id}
        sort={{ column: "amount", desc: true }}
        onSortChange={onSortChange}
      />,
    );
    const amount = screen.getByRole("columnheader", { name: "Amount" });
    expect(amount.getAttribute("aria-sort")).toBe("descending");
    fireEvent.click(within(amount).getByRole("button"));
    expect(onSortChange).toHaveBeenCalledWith({ column: "amount", desc: false } satisfies DataSort);
    fireEvent.click(screen.getByRole("button", { name: "Name" }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: "name", desc: false });
    // The rows stay in the order given: the server sorts them.
    expect(names()).toEqual(["Beta", "alpha", "Gamma"]);
  });

  it("picks rows by their boxes and all at once, each box named", () => {
    function Picking() {
      const [selected, setSelected] = useState<string[]>(["c"]);
      return (
        <>
          <p>Picked: {selected.join(",")}</p>
          <DataTable
            label="Loans"
            columns={columns}
            rows={loans}
            rowId={(l) => l.id}
            selection={{
              selected,
              onChange: setSelected,
              rowLabel: (l) => `Pick ${l.name}`,
              allLabel: "Pick all loans",
              // At most two: a third is refused until one is unpicked.
              canSelect: () => selected.length < 2,
            }}
          />
        </>
      );
    }
    render(<Picking />);
    const all = screen.getByRole<HTMLInputElement>("checkbox", { name: "Pick all loans" });
    expect(all.indeterminate).toBe(true);
    fireEvent.click(screen.getByRole("checkbox", { name: "Pick Beta" }));
    expect(screen.getByText("Picked: c,a")).toBeTruthy();
    // Full: the others cannot be picked, the picked ones can still be unpicked.
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: "Pick alpha" }).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole("checkbox", { name: "Pick Gamma" }));
    expect(screen.getByText("Picked: a")).toBeTruthy();
    fireEvent.click(screen.getByRole("checkbox", { name: "Pick alpha" }));
    expect(screen.getByText("Picked: a,b")).toBeTruthy();
    fireEvent.click(all);
    expect(all.checked).toBe(false);
  });

  it("shows what will be here when there is nothing, and a spinner while loading", () => {
    const { rerender } = render(
      <DataTable label="Loans" columns={columns} rows={[]} rowId={(l) => l.id} loading />,
    );
    expect(screen.getByRole("status").textContent).toBe("Loading…");
    expect(screen.queryByRole("table")).toBeNull();
    rerender(
      <DataTable
        label="Loans"
        columns={columns}
        rows={[]}
        rowId={(l) => l.id}
        empty="No loans yet."
      />,
    );
    expect(screen.getByText("No loans yet.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    // Rows already shown stay while the next ones load, marked busy.
    rerender(
      <DataTable label="Loans" columns={columns} rows={loans} rowId={(l) => l.id} loading />,
    );
    expect(screen.getByRole("table").getAttribute("aria-busy")).toBe("true");
  });

  it("has a compact density and can keep its layout on a phone", () => {
    render(
      <DataTable
        label="Loans"
        columns={columns}
        rows={loans}
        rowId={(l) => l.id}
        density="compact"
        stackOnPhone={false}
      />,
    );
    expect(screen.getByRole("cell", { name: "Beta" }).className).toContain("py-1");
    expect(screen.getByRole("table").className).not.toContain("stack-on-phone");
  });
});
