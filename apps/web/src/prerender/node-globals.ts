// The browser globals the app's modules read when first evaluated or first rendered (the
// language on <html>, the cached session in localStorage), for rendering the log-in page in Node at
// build time (log-in-shell.tsx). Imported first there; a browser (or jsdom) keeps its own.
const memory = new Map<string, string>();

if (typeof localStorage === "undefined")
  Object.assign(globalThis, {
    localStorage: {
      getItem: (key: string) => memory.get(key) ?? null,
      setItem: (key: string, value: string) => void memory.set(key, String(value)),
      removeItem: (key: string) => void memory.delete(key),
      clear: () => memory.clear(),
      key: (index: number) => [...memory.keys()][index] ?? null,
      get length() {
        return memory.size;
      },
    } satisfies Storage,
  });

if (typeof document === "undefined")
  Object.assign(globalThis, { document: { documentElement: { lang: "en", dir: "ltr" } } });
