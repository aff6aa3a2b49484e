import { afterEach } from "vitest";
import { cleanup } from "@testing-library/react";

// A console.error during a test is a failure (React warnings, unhandled states).
const original = console.error;
console.error = (...args: unknown[]) => {
  original(...args);
  throw new Error(`console.error during test: ${args.map(String).join(" ")}`);
};
afterEach(() => {
  cleanup();
  localStorage.clear();
});
