/** Spec §3/§9: light (default), dark or system, stored locally under "theme". */
export const themes = ["light", "dark", "system"] as const;
export type Theme = (typeof themes)[number];
const key = "theme";

export function readTheme(): Theme {
  const value = localStorage.getItem(key);
  return themes.includes(value as Theme) ? (value as Theme) : "light";
}

export function applyTheme(theme: Theme) {
  localStorage.setItem(key, theme);
  const dark = theme === "dark" || (theme === "system" && matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.classList.toggle("dark", dark);
}
