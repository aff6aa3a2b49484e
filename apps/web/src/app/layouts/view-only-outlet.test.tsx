import { describe, expect, it } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { Tabs } from "@/components/ui/tabs";
import { ViewOnlyOutlet } from "./view-only-outlet";

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function DealPage() {
  return (
    <form>
      <input aria-label="Purpose" defaultValue="Ovens" />
      <button type="submit">Save</button>
      <Tabs
        label="Deal"
        tabs={[
          { id: "overview", label: "Overview", panel: <p>Facts</p> },
          { id: "documents", label: "Documents", panel: <p>Files</p> },
        ]}
      />
    </form>
  );
}

const open = (path: string) =>
  render(
    <RouterProvider
      router={createMemoryRouter(
        [
          {
            element: <ViewOnlyOutlet />,
            children: [
              { path: "/dashboard", element: <Where /> },
              { path: "/deals/new", element: <p>New deal form</p> },
              { path: "/deals/:id", element: <DealPage /> },
              { path: "/deals/:id/edit", element: <p>Edit form</p> },
              { path: "/settings/account", element: <p>Date of birth</p> },
              { path: "/settings/security", element: <p>Two-factor</p> },
            ],
          },
        ],
        { initialEntries: [path] },
      )}
    />,
  );

// A view as a member (decision 052): read-only pages, tabs still move.
describe("the page during a view as a member", () => {
  it("disables every form control, and its tabs still work", () => {
    open("/deals/d1");
    expect(screen.getByRole("textbox", { name: "Purpose" }).matches(":disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Save" }).matches(":disabled")).toBe(true);
    fireEvent.click(screen.getByRole("tab", { name: "Documents" }));
    expect(screen.getByRole("tab", { name: "Documents" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    expect(screen.getByText("Files")).toBeTruthy();
  });

  it.each(["/deals/new", "/settings/account", "/settings/security"])(
    "leads %s to the dashboard",
    (path) => {
      open(path);
      expect(screen.getByTestId("where").textContent).toBe("/dashboard");
    },
  );

  it("leads editing a deal to the deal", () => {
    open("/deals/d1/edit");
    expect(screen.queryByText("Edit form")).toBeNull();
    expect(screen.getByRole("tab", { name: "Overview" })).toBeTruthy();
  });
});
