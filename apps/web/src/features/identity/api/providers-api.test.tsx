import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";

// The log-in and register pages offer the free trial only when the server says billing is on
// (GET /v1/sign-in-methods `freeTrial`, decision 049); each case loads the module afresh, as a
// page load does (the answer is read once per load).
async function shown(answer: Response | Error) {
  vi.resetModules();
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      if (answer instanceof Error) throw answer;
      return answer;
    }),
  );
  const { useFreeTrial } = await import("./providers-api");
  function Probe() {
    return <p>{useFreeTrial() ? "trial" : "no trial"}</p>;
  }
  render(<Probe />);
  return screen;
}

const methods = (freeTrial: boolean) =>
  new Response(JSON.stringify({ providers: [], freeTrial }), {
    status: 200,
    headers: { "content-type": "application/json" },
  });

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("useFreeTrial", () => {
  it("says so once the server answers that billing is on", async () => {
    const screen = await shown(methods(true));
    expect(screen.getByText("no trial")).toBeTruthy();
    expect(await screen.findByText("trial")).toBeTruthy();
  });

  it("offers none with billing off, or when the server does not answer", async () => {
    const off = await shown(methods(false));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(off.getByText("no trial")).toBeTruthy();
    document.body.innerHTML = "";
    const down = await shown(new TypeError("offline"));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(down.getByText("no trial")).toBeTruthy();
  });
});
