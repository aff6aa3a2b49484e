/**
 * The product's mark and name: two piers joined by an arch (a broker's deal reaching its funder).
 * Drawn in the primary colour token, so it follows the theme; decorative, the name is the text.
 */
export function LogoMark({ className = "size-7" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={`shrink-0 ${className}`} aria-hidden focusable="false">
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M7 23V14M25 23V14M6 23h20M7 16c3-5 15-5 18 0"
        className="stroke-on-primary"
        strokeWidth="2.6"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

export function Logo({ name, compact = false }: { name: string; compact?: boolean }) {
  return (
    <span className="inline-flex min-w-0 items-center gap-2 font-semibold tracking-tight text-fg">
      <LogoMark />
      <span translate="no" className={compact ? "sr-only" : "truncate text-lg"}>
        {name}
      </span>
    </span>
  );
}
