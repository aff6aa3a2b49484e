import { Fragment, type ReactNode } from "react";

/**
 * A deal's reference (D-000123) on one line: browsers may break after its hyphen, which leaves
 * "D-" at a line's end in a narrow column, a bell's row or a card. Isolated (<bdi>) so it keeps its
 * order inside Arabic text. Everywhere a reference is shown, it is shown through this.
 */
export function Reference({ children }: { children: string }) {
  return (
    <bdi data-reference translate="no" className="whitespace-nowrap">
      {children}
    </bdi>
  );
}

/**
 * `text` with each of `references` found in it shown as a Reference (a sentence from the
 * catalogue that names a deal).
 */
export function withReferences(text: string, references: readonly string[]): ReactNode {
  const wanted = references.filter(Boolean);
  if (!wanted.length) return text;
  const escaped = wanted.map((r) => r.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  // Whole references only: "D-000123" is not the start of "D-0001234".
  const parts = text.split(new RegExp(`(?<![\\w-])(${escaped.join("|")})(?!\\w)`));
  return parts.map((part, i) =>
    i % 2 === 1 ? <Reference key={i}>{part}</Reference> : <Fragment key={i}>{part}</Fragment>,
  );
}
