import type { ReactNode } from "react";
import { DirectionProvider } from "@radix-ui/react-direction";
import { useTranslation } from "react-i18next";

/**
 * The kit's primitives (Radix) read the reading direction from here: arrow keys, menus and
 * popovers mirror in Arabic. It follows the language, as <html dir> does (lib/i18n).
 */
export function Direction({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <DirectionProvider dir={i18n.dir(i18n.language)}>{children}</DirectionProvider>;
}
