import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { captureInstallPrompt } from "./components/pwa/install-prompt-store";
import { pageDataRead } from "./lib/framework-internals/page-data-read";
import { runRouterUpdatesAsTransitions } from "./lib/framework-internals/router-transitions";

// The browser may offer installation before the header's code has arrived.
captureInstallPrompt();
// Navigations wait for the page's islands instead of emptying them (decision 032).
runRouterUpdatesAsTransitions();

// The shell must not wait for the page's data while a shopper's first keystroke can reach it (decision 057).
void pageDataRead().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  }),
);
