// Applies the stored theme before first paint (no flash of the wrong theme). A file, not an
// inline script, because the Content-Security-Policy allows same-origin scripts only.
(function () {
  try {
    var t = localStorage.getItem("theme") || "light";
    var dark = t === "dark" || (t === "system" && matchMedia("(prefers-color-scheme: dark)").matches);
    document.documentElement.classList.toggle("dark", dark);
  } catch (e) {}
})();
