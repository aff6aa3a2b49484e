// Applies the stored theme and language before first paint (no flash of the wrong theme, no
// left-to-right flash for Arabic), and keeps "system" in step with the device's setting. A file,
// not an inline script, because the Content-Security-Policy allows same-origin scripts only.
// The language is the one last shown on this device; the profile's corrects it after sign-in
// (lib/i18n/index.ts loads the Arabic strings when <html lang> says "ar").
(function () {
  try {
    var root = document.documentElement;
    if (localStorage.getItem("language") === "ar") {
      root.lang = "ar";
      root.dir = "rtl";
    }
    // The log-in page rendered into index.html at build time (vite.config.ts) is shown before the
    // app's JavaScript runs only where the app will show it: at "/" with no session cached.
    if (location.pathname !== "/" || location.search || localStorage.getItem("signedIn") === "true")
      root.classList.add("no-shell");
    var query = matchMedia("(prefers-color-scheme: dark)");
    var apply = function () {
      var t = localStorage.getItem("theme") || "light";
      root.classList.toggle("dark", t === "dark" || (t === "system" && query.matches));
    };
    apply();
    query.addEventListener("change", apply);
  } catch (e) {}
})();
