import type { AnalyticsConfig } from "./config";

type Command = (...args: unknown[]) => void;
type Pixel = Command & {
  callMethod?: Command;
  queue: unknown[];
  push: Pixel;
  loaded: boolean;
  version: string;
  /** fbevents.js: no PageView of its own on history changes (the portal sends one per route). */
  disablePushState: boolean;
  allowDuplicatePageViews: boolean;
};

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Command;
    fbq?: Pixel;
    _fbq?: Pixel;
  }
}

const consentTypes = ["ad_storage", "ad_user_data", "ad_personalization", "analytics_storage"];
const consentOf = (value: "granted" | "denied") =>
  Object.fromEntries(consentTypes.map((type) => [type, value]));

/** Google's command queue (dataLayer), as the gtag snippet defines it; sends nothing by itself. */
function gtag(...args: unknown[]) {
  window.dataLayer ??= [];
  window.gtag ??= function () {
    // gtag.js reads each command as an `arguments` object, not as an array.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag(...args);
}

/** Consent Mode v2: everything denied until the person accepts (queued; nothing is loaded). */
export function denyByDefault() {
  gtag("consent", "default", consentOf("denied"));
}

function loadScript(src: string) {
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/** Runs when the browser has nothing better to do, so the tools never delay the page. */
function whenIdle(task: () => void) {
  if ("requestIdleCallback" in window) requestIdleCallback(task, { timeout: 3000 });
  else setTimeout(task, 1);
}

function pixelStub(): Pixel {
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  } as Pixel;
  Object.assign(fbq, { push: fbq, loaded: true, version: "2.0", queue: [] });
  fbq.disablePushState = true;
  fbq.allowDuplicatePageViews = true;
  return fbq;
}

/**
 * After consent: the queues are set up at once (page views sent before the scripts arrive wait
 * in them), the scripts load when the browser is idle. No tool sends a page view of its own.
 * `again`: consent given anew on the same page, the tools are there already.
 */
export function startTools(config: AnalyticsConfig, { again }: { again: boolean }) {
  gtag("consent", "update", consentOf("granted"));
  if (again) {
    window.fbq?.("consent", "grant");
    return;
  }
  if (config.gtmId) window.dataLayer!.push({ "gtm.start": Date.now(), event: "gtm.js" });
  if (config.gaMeasurementId) {
    gtag("js", new Date());
    gtag("config", config.gaMeasurementId, { send_page_view: false });
  }
  if (config.adsPixelId && !window.fbq) {
    window.fbq = window._fbq = pixelStub();
    window.fbq("set", "autoConfig", false, config.adsPixelId);
    window.fbq("init", config.adsPixelId);
  }
  whenIdle(() => {
    const google = "https://www.googletagmanager.com";
    if (config.gtmId) loadScript(`${google}/gtm.js?id=${config.gtmId}`);
    if (config.gaMeasurementId) loadScript(`${google}/gtag/js?id=${config.gaMeasurementId}`);
    if (config.adsPixelId) loadScript("https://connect.facebook.net/en_US/fbevents.js");
  });
}

/** After consent is withdrawn: denied again, and the tools' first-party cookies removed. */
export function stopTools() {
  gtag("consent", "update", consentOf("denied"));
  window.fbq?.("consent", "revoke");
  const domains = ["", `; domain=${location.hostname}`, `; domain=.${location.hostname}`];
  for (const name of document.cookie.split(";").map((c) => c.split("=")[0]!.trim())) {
    if (!/^(_ga|_gid|_gcl|_fbp|_fbc)/.test(name)) continue;
    for (const domain of domains) document.cookie = `${name}=; max-age=0; path=/${domain}`;
  }
}

export interface PageView {
  /** "/deals/:id": no query string, ids replaced. */
  path: string;
  /** The previous page the same way; "" for the first. */
  referrerPath: string;
}

/**
 * One page view to each configured tool. Google's get the cleaned address (and it as the title,
 * since titles may name a client). fbevents.js reads the browser's address itself: a page whose
 * address carries a query or fragment (reset and verification tokens) is not reported to it.
 */
export function sendPageView(config: AnalyticsConfig, view: PageView) {
  const page = {
    page_location: `${location.origin}${view.path}`,
    page_referrer: view.referrerPath ? `${location.origin}${view.referrerPath}` : "",
    page_path: view.path,
    page_title: view.path,
  };
  if (config.gtmId) window.dataLayer!.push({ event: "virtual_page_view", ...page });
  if (config.gaMeasurementId)
    gtag("event", "page_view", { ...page, send_to: config.gaMeasurementId });
  if (config.adsPixelId && !location.search && !location.hash) window.fbq?.("track", "PageView");
}
