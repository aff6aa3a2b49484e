import { useTranslation } from "react-i18next";
import { formatMonth } from "@/lib/format";

/** A line of the chart: its name, its month-end values, and how it is drawn. */
export interface Line {
  key: string;
  label: string;
  values: number[];
  /** A colour and a dash, so the lines differ without colour too. */
  stroke: "stroke-primary" | "stroke-success" | "stroke-fg";
  dash?: string;
}

const width = 300;
const height = 130;
const top = 8;
const bottom = 112;

/**
 * The lines as steps over the months (a balance holds until an entry moves it), against a zero
 * line; the months named below, every other one when 12 would crowd a phone.
 */
export function BalanceLines({
  months,
  lines,
  summary,
}: {
  months: string[];
  lines: Line[];
  summary: string;
}) {
  const { i18n } = useTranslation();
  const all = lines.flatMap((l) => l.values);
  const high = Math.max(0, ...all);
  const low = Math.min(0, ...all);
  const span = high - low || 1;
  const y = (v: number) => bottom - ((v - low) / span) * (bottom - top);
  const slot = width / Math.max(1, months.length);
  const steps = (values: number[]) =>
    values
      .map((v, i) => `${i ? "H" : "M"}${i * slot} ${i ? `V${y(v)}` : y(v)}`)
      .join(" ")
      .concat(` H${width}`);
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className="h-auto w-full"
      role="img"
      aria-label={summary}
    >
      <line x1="0" x2={width} y1={top} y2={top} className="stroke-line" strokeDasharray="3 3" />
      <line x1="0" x2={width} y1={y(0)} y2={y(0)} className="stroke-line" />
      {lines.map((l) => (
        <path
          key={l.key}
          data-line={l.key}
          d={steps(l.values)}
          fill="none"
          strokeWidth="2"
          strokeDasharray={l.dash}
          strokeLinejoin="round"
          className={l.stroke}
        />
      ))}
      {months.map((m, i) =>
        i % 2 === months.length % 2 ? null : (
          <text
            key={m}
            x={i * slot + slot / 2}
            y={height - 4}
            textAnchor="middle"
            fontSize="10"
            className="fill-fg-muted"
          >
            {formatMonth(m, i18n.language, "short")}
          </text>
        ),
      )}
    </svg>
  );
}
