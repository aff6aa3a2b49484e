import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { languageReady } from "@/lib/i18n";
import "@/styles.css";
import { AppRoutes } from "@/app/router";

/**
 * Lets the browser run what is waiting (a paint, input) before the next piece of start-up: the
 * code's evaluation and the first render are separate tasks, not one long one (decision 086).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void languageReady.then(nextTask).then(() => {
  // index.html already shows the log-in page (rendered at build time, vite.config.ts): the app
  // replaces it in one commit. Rendered as a transition, React yields to the browser every few
  // milliseconds while it renders instead of blocking it for the whole tree.
  const root = createRoot(document.getElementById("root")!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </StrictMode>,
    ),
  );
});
