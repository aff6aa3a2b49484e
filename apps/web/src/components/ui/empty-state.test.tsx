import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import "@/lib/i18n";
import { DataTable } from "./data-table";
import { EmptyState } from "./empty-state";
import { EmptyAction } from "./empty-action";
import { QueryState } from "./query-state";

const loaded = <T,>(data: T) => ({ data, error: null, isFetching: false, refetch: () => {} });

describe("empty states carry the one action that fills them", () => {
  it("says what will be here and links to where it is filled", () => {
    render(
      <MemoryRouter>
        <EmptyState action={<EmptyAction to="/deals/new">New deal</EmptyAction>}>
          No deals yet.
        </EmptyState>
      </MemoryRouter>,
    );
    expect(screen.getByText("No deals yet.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "New deal" }).getAttribute("href")).toBe("/deals/new");
  });

  it("offers nothing when the viewer may not fill it", () => {
    render(<EmptyState>No courses yet.</EmptyState>);
    expect(screen.getByText("No courses yet.")).toBeTruthy();
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("QueryState and DataTable pass the action to their empty state", () => {
    render(
      <MemoryRouter>
        <QueryState
          query={loaded([] as string[])}
          isEmpty={(d) => d.length === 0}
          empty="No listings yet."
          emptyAction={<EmptyAction to="/listings/new">New listing</EmptyAction>}
        >
          {() => null}
        </QueryState>
        <DataTable
          label="Leads"
          columns={[{ id: "name", header: "Name", cell: (r: { id: string }) => r.id }]}
          rows={[]}
          rowId={(r) => r.id}
          empty="No leads yet."
          emptyAction={<EmptyAction to="/leads">Add a lead</EmptyAction>}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: "New listing" }).getAttribute("href")).toBe(
      "/listings/new",
    );
    expect(screen.getByText("No leads yet.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Add a lead" })).toBeTruthy();
  });
});
