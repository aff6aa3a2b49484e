import { useState } from "react";
import { apiBaseUrl } from "@/config/env";

/** Up to two letters: the first of the first and of the last word ("Ann Lee" -> "AL"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase() || "?";
}

/**
 * A person's picture, or their initials when there is none (or it fails to load). `url` is the
 * API's `avatarUrl` (a path on the API). Decorative by default: it stands beside the name; pass
 * `label` when it stands alone. `square` for a company logo.
 */
export function Avatar({
  name,
  url,
  size = 32,
  label,
  square = false,
  className = "",
}: {
  name: string;
  url?: string | null;
  size?: number;
  label?: string;
  square?: boolean;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = url && url !== failed ? (url.startsWith("/") ? `${apiBaseUrl}${url}` : url) : null;
  const shape = square ? "rounded-md" : "rounded-full";
  const box = { width: size, height: size };
  if (src)
    return (
      <img
        src={src}
        alt={label ?? ""}
        width={size}
        height={size}
        style={box}
        onError={() => setFailed(url ?? null)}
        className={`shrink-0 bg-muted ${square ? "object-contain" : "object-cover"} ${shape} ${className}`}
      />
    );
  return (
    <span
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      // A name's initials, as written (decision 070: what stays in its own script is marked).
      translate="no"
      style={{ ...box, fontSize: Math.max(10, Math.round(size * 0.4)) }}
      className={`inline-flex shrink-0 items-center justify-center bg-primary-soft font-medium text-primary select-none ${shape} ${className}`}
    >
      {initialsOf(name)}
    </span>
  );
}
