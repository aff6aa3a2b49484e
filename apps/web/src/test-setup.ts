import { afterEach } from "vitest";
import { cleanup, configure } from "@testing-library/react";

// findBy*/waitFor wait for what the test names, not for a time: the limit is only a guard against
// a hang, generous enough for a machine running two suites at once (decision 058).
configure({ asyncUtilTimeout: 15_000 });

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

// jsdom has <dialog> without its methods: open, show as modal and close it as a browser does
// (the `open` attribute, then a "close" event), enough for the drawer and dialogs under test.
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.show = function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.showModal = HTMLDialogElement.prototype.show;
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
}

// What the kit's Radix primitives ask of the browser and jsdom lacks: they measure their trigger
// (ResizeObserver), scroll the chosen option into view and capture the pointer.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView ??= function () {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= function () {};
