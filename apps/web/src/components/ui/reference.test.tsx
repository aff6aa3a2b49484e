import { describe, expect, it } from "vitest";
import { render } from "@testing-library/react";
import { Reference, withReferences } from "./reference";

describe("Reference", () => {
  it("keeps a deal's reference on one line, isolated from the text around it", () => {
    const { container } = render(<Reference>D-000123</Reference>);
    const shown = container.querySelector("bdi")!;
    expect(shown.textContent).toBe("D-000123");
    expect(shown.className).toContain("whitespace-nowrap");
  });

  it("finds the references in a sentence and shows each as one", () => {
    const { container } = render(
      <p>
        {withReferences("Swift sent an offer for Acme (D-000123), not D-0001234", ["D-000123"])}
      </p>,
    );
    expect(container.textContent).toBe("Swift sent an offer for Acme (D-000123), not D-0001234");
    const shown = [...container.querySelectorAll("[data-reference]")].map((e) => e.textContent);
    expect(shown).toEqual(["D-000123"]);
    for (const e of container.querySelectorAll("[data-reference]"))
      expect(e.className).toContain("whitespace-nowrap");
  });

  it("leaves a sentence without a reference as it is", () => {
    expect(withReferences("Ann accepted your invitation", [""])).toBe(
      "Ann accepted your invitation",
    );
  });
});
