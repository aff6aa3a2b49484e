/** Label and value pairs, e.g. a deal's facts or a form's review. */
export function FactList({ facts, label }: { facts: [string, string][]; label?: string }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]" aria-label={label}>
      {facts.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-fg-muted">{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}
