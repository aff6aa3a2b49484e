/**
 * Calls `onChange` once per route change: links and redirects (history.pushState, replaceState)
 * and back/forward (popstate). Changes in the same moment (a redirect right after a link) count
 * once, for where they end; a change of the query string alone is not a new page.
 */
export function watchRouteChanges(onChange: (pathname: string) => void): () => void {
  let last = location.pathname;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (location.pathname === last) return;
      last = location.pathname;
      onChange(last);
    }, 50);
  };
  const { pushState, replaceState } = history;
  history.pushState = function (...args: Parameters<History["pushState"]>) {
    pushState.apply(this, args);
    check();
  };
  history.replaceState = function (...args: Parameters<History["replaceState"]>) {
    replaceState.apply(this, args);
    check();
  };
  window.addEventListener("popstate", check);
  return () => {
    clearTimeout(timer);
    history.pushState = pushState;
    history.replaceState = replaceState;
    window.removeEventListener("popstate", check);
  };
}
