import { useCallback, useState } from "react";

/** Spec §3/§9: light (default), dark or system, stored locally under "theme". */
export const themes = ["light", "dark", "system"] as const;
export type Theme = (typeof themes)[number];
// public/theme-init.js applies the same key before first paint and follows the system setting.
const key = "theme";

export function readTheme(): Theme {
  const value = localStorage.getItem(key);
  return themes.includes(value as Theme) ? (value as Theme) : "light";
}

/** Stores the choice and applies it as the `dark` class on <html>, which swaps the colour tokens. */
export function applyTheme(theme: Theme) {
  localStorage.setItem(key, theme);
  const dark =
    theme === "dark" || (theme === "system" && matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.classList.toggle("dark", dark);
}

export function useTheme(): [Theme, (theme: Theme) => void] {
  const [theme, setTheme] = useState<Theme>(readTheme);
  const choose = useCallback((next: Theme) => {
    applyTheme(next);
    setTheme(next);
  }, []);
  return [theme, choose];
}
