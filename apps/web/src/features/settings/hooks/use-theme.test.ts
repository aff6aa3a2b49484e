import { afterEach, describe, expect, it, vi } from "vitest";
import { applyTheme, readTheme } from "./use-theme";

const systemPrefersDark = (dark: boolean) =>
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: dark, media: query }));

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.classList.remove("dark");
});

describe("theme (spec §9)", () => {
  it("is light by default and ignores unknown stored values", () => {
    expect(readTheme()).toBe("light");
    localStorage.setItem("theme", "purple");
    expect(readTheme()).toBe("light");
  });

  it("stores the choice under 'theme' and applies dark as a class on <html>", () => {
    systemPrefersDark(false);
    applyTheme("dark");
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(readTheme()).toBe("dark");
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    applyTheme("light");
    expect(document.documentElement.classList.contains("dark")).toBe(false);
  });

  it("system follows the device's setting", () => {
    systemPrefersDark(true);
    applyTheme("system");
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    systemPrefersDark(false);
    applyTheme("system");
    expect(document.documentElement.classList.contains("dark")).toBe(false);
    expect(readTheme()).toBe("system");
  });
});
