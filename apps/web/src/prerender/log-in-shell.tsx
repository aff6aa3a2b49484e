// The log-in page's markup, rendered at build time into index.html (vite.config.ts,
// docs/decisions/086-log-in-page-lighthouse.md) so that its first paint needs no JavaScript. The
// same route table and providers as the app (app/router.tsx) at "/", signed out, in each language;
// main.tsx then renders the app over it.
import "./node-globals";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { AppRoutes } from "@/app/router";
import { paths } from "@/config/paths";
import { applyLanguage } from "@/lib/i18n";

async function renderLogInShell(language: "en" | "ar") {
  await applyLanguage(language);
  return renderToString(
    <StrictMode>
      <StaticRouter location={paths.logIn}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
    // Both languages' shells are in one document: their ids (labels' `for`) must not collide.
    { identifierPrefix: `shell-${language}-` },
  );
}

/** Rendered when this module is loaded: the build's module runner closes once it is (vite.config.ts). */
export const shells = { en: await renderLogInShell("en"), ar: await renderLogInShell("ar") };
export type LogInShells = typeof shells;
