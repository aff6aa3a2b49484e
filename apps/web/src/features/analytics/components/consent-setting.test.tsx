import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "@/lib/i18n";
import { onConsentChange, readConsent } from "../consent";
import { ConsentSetting } from "./consent-setting";

// The setting shares no module with the analytics entry (docs/decisions/043): this holds the two
// to one protocol, the answer under "analyticsConsent" announced as a `storage` event.
describe("the Appearance consent setting", () => {
  afterEach(() => {
    document.head.querySelector('meta[name="portal-analytics"]')?.remove();
    localStorage.clear();
  });

  it("shows nothing when analytics is off", () => {
    const { container } = render(<ConsentSetting />);
    expect(container.innerHTML).toBe("");
  });

  it("stores and announces the answer the way the analytics entry reads it", () => {
    const meta = document.createElement("meta");
    meta.name = "portal-analytics";
    meta.content = JSON.stringify({ gaMeasurementId: "G-TEST1234" });
    document.head.append(meta);
    const heard = vi.fn();
    const stop = onConsentChange(heard);
    render(<ConsentSetting />);
    fireEvent.click(screen.getByRole("radio", { name: "Allowed" }));
    expect(readConsent()).toBe("granted");
    expect(heard).toHaveBeenLastCalledWith("granted");
    fireEvent.click(screen.getByRole("radio", { name: "Not allowed" }));
    expect(readConsent()).toBe("denied");
    expect(heard).toHaveBeenLastCalledWith("denied");
    expect((screen.getByRole("radio", { name: "Not allowed" }) as HTMLInputElement).checked).toBe(
      true,
    );
    stop();
  });
});
