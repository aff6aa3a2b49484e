// A console.error during a test is a failure.
const original = console.error;
console.error = (...args: unknown[]) => {
  original(...args);
  throw new Error(`console.error during test: ${args.map(String).join(" ")}`);
};
