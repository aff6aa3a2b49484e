import { describe, expect, it } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { Avatar, initialsOf } from "./avatar";

describe("Avatar", () => {
  it("makes up to two initials from the first and last word", () => {
    expect(initialsOf("Ann Lee")).toBe("AL");
    expect(initialsOf("  maria de la cruz ")).toBe("MC");
    expect(initialsOf("Cher")).toBe("C");
    expect(initialsOf("")).toBe("?");
  });

  it("shows the picture from the API's path, and the initials when it fails to load", () => {
    const { container } = render(<Avatar name="Ann Lee" url="/v1/images/abc" size={40} />);
    const img = container.querySelector("img")!;
    expect(img.getAttribute("src")).toBe("/v1/images/abc");
    expect(img.getAttribute("alt")).toBe(""); // beside the name: decorative
    expect(img.getAttribute("width")).toBe("40");
    fireEvent.error(img);
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toBe("AL");
  });

  it("shows the initials when there is no picture, named only when it stands alone", () => {
    const { container, rerender } = render(<Avatar name="Ann Lee" url={null} />);
    expect(container.textContent).toBe("AL");
    expect(screen.queryByRole("img")).toBeNull();
    rerender(<Avatar name="Ann Lee" url={null} label="Ann Lee" />);
    expect(screen.getByRole("img", { name: "Ann Lee" }).textContent).toBe("AL");
  });
});
