// Stand-ins for the analytics tools (docs/decisions/043): the browser asks the real hosts, these
// answer instead (the journeys never reach the internet). Each stand-in script reports the page
// views it is given to its tool's collection address, as the real one would, and the collector
// here writes them down: what reaches Google Tag Manager, Google Analytics and the ads pixel.
import type { BrowserContext } from "@playwright/test";

const hosts =
  /^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net|[\w.]*google-analytics\.com|www\.facebook\.com)\//;

// gtm.js: the container's custom-event trigger on `virtual_page_view`.
const gtm = `(function () {
  var dl = (window.dataLayer = window.dataLayer || []);
  function handle(e) {
    if (e && !("length" in e) && e.event === "virtual_page_view")
      new Image().src = "https://www.googletagmanager.com/stand-in/collect?tool=gtm&dl=" + encodeURIComponent(e.page_location);
  }
  dl.forEach(handle);
  var push = dl.push;
  dl.push = function () { Array.prototype.forEach.call(arguments, handle); return push.apply(dl, arguments); };
})();`;

// gtag.js: reads the gtag() commands (arguments objects), sets its cookie as GA does.
const gtag = `(function () {
  var dl = (window.dataLayer = window.dataLayer || []);
  document.cookie = "_ga=GA1.1.stand-in; path=/";
  function handle(e) {
    if (e && "length" in e && e[0] === "event" && e[1] === "page_view")
      new Image().src = "https://region1.google-analytics.com/g/collect?v=2&en=page_view&tid=" + e[2].send_to + "&dl=" + encodeURIComponent(e[2].page_location) + "&dt=" + encodeURIComponent(e[2].page_title);
  }
  dl.forEach(handle);
  var push = dl.push;
  dl.push = function () { Array.prototype.forEach.call(arguments, handle); return push.apply(dl, arguments); };
})();`;

// fbevents.js: takes over the fbq queue; reports the browser's own address, as the real one does.
const pixel = `(function () {
  var fbq = window.fbq, id = "";
  document.cookie = "_fbp=fb.1.stand-in; path=/";
  function handle(args) {
    if (args[0] === "init") id = args[1];
    if (args[0] === "track" && args[1] === "PageView")
      new Image().src = "https://www.facebook.com/tr?ev=PageView&id=" + id + "&dl=" + encodeURIComponent(location.href);
  }
  fbq.callMethod = function () { handle(arguments); };
  fbq.queue.forEach(handle);
  fbq.queue.length = 0;
})();`;

export type Tool = "gtm" | "ga" | "pixel";
export interface Hit {
  tool: Tool;
  /** The page address the tool was given (for the pixel: the browser's own). */
  location: string;
}

/** Serves the stand-ins on `context`; `requests` lists every request to the tools' hosts. */
export async function standInTags(context: BrowserContext) {
  const requests: string[] = [];
  const hits: Hit[] = [];
  await context.route(hosts, async (route) => {
    const url = new URL(route.request().url());
    requests.push(url.href);
    const script = (body: string) =>
      route.fulfill({
        contentType: "text/javascript",
        body,
        headers: { "cache-control": "no-store" },
      });
    if (url.pathname === "/gtm.js") return script(gtm);
    if (url.pathname === "/gtag/js") return script(gtag);
    if (url.pathname.endsWith("/fbevents.js")) return script(pixel);
    const tool: Tool | undefined =
      url.pathname === "/stand-in/collect"
        ? "gtm"
        : url.pathname === "/g/collect"
          ? "ga"
          : url.pathname === "/tr"
            ? "pixel"
            : undefined;
    if (tool) hits.push({ tool, location: url.searchParams.get("dl") ?? "" });
    return route.fulfill({ status: 204 });
  });
  /** The pages reported to `tool` so far, as paths. */
  const pages = (tool: Tool) =>
    hits.filter((h) => h.tool === tool).map((h) => new URL(h.location).pathname);
  return { requests, hits, pages };
}
