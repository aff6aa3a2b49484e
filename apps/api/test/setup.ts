// A console.error during a test is a failure. Test files share a worker's modules (isolate: false in
// vitest.config.ts), so this runs once per file: wrap the original only once.
const wrapped = Symbol.for("portal.test.console-error");
const current = console.error as typeof console.error & { [wrapped]?: true };
if (!current[wrapped]) {
  const original = console.error;
  console.error = Object.assign(
    (...args: unknown[]) => {
      original(...args);
      throw new Error(`console.error during test: ${args.map(String).join(" ")}`);
    },
    { [wrapped]: true as const },
  );
}
