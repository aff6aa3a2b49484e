// Applies the stored theme before first paint (no flash of the wrong theme), and keeps "system"
// in step with the device's setting. A file, not an inline script, because the
// Content-Security-Policy allows same-origin scripts only.
(function () {
  try {
    var query = matchMedia("(prefers-color-scheme: dark)");
    var apply = function () {
      var t = localStorage.getItem("theme") || "light";
      document.documentElement.classList.toggle(
        "dark",
        t === "dark" || (t === "system" && query.matches),
      );
    };
    apply();
    query.addEventListener("change", apply);
  } catch (e) {}
})();
