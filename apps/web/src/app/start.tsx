/**
 * The app itself: hydrates a page the server drew, or draws one in the browser. Loaded by the entry (main.tsx)
 * once the server's page has painted.
 */
import { hydrate } from "@tanstack/react-query";
import { startTransition, StrictMode, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes } from "react-router";
import { RouterProvider } from "react-router/dom";

import { AppProviders } from "#src/app/providers";
import { routes } from "#src/app/router";
import { readServerState } from "#src/app/server-render-context";
import { startSessionLoad } from "#src/lib/auth/auth-context";
import { appQueryClient } from "#src/lib/query-client";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

/** The lazy route modules the address needs, loaded before hydrating so the first render matches the server's. */
async function loadMatchedRoutes() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/**
 * Ends the current task: the browser may handle input and paint between the start's steps, so none of them
 * blocks the page for long on a slow phone (total blocking time, issue 24).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * React recovered from an error by drawing again (a hydration mismatch above all): said in the console with the
 * component stack, under a name the hydration check and a reader of the logs can find (issue 37).
 */
function reportRedrawn(error: unknown, info: { componentStack?: string | undefined }) {
  console.error(
    "X-Part: React recovered from an error by drawing again (hydration or a concurrent render).",
    error,
    info.componentStack,
  );
}

/** Hydrates the server's page with the state it was drawn from, or draws the page when the server did not. */
export async function startApp() {
  const server = readServerState();
  if (server) {
    hydrate(appQueryClient, server.queries);
    await loadMatchedRoutes();
  }
  await startSessionLoad(appQueryClient);
  const router = createBrowserRouter(routes, server ? { hydrationData: server.router } : {});
  await nextTask();
  const app: ReactNode = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds (a default update would hydrate the
  // whole page in one task): the page stays responsive on a slow phone, and input reaches it sooner (issue 37).
  if (server) startTransition(() => void hydrateRoot(container!, app, { onRecoverableError: reportRedrawn }));
  else createRoot(container!).render(app);
}
