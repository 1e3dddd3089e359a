import "./index.css";
import "#src/lib/effect-timing";

import { hydrate } from "@tanstack/react-query";
import { StrictMode, startTransition, type ReactNode } from "react";
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

async function start() {
  const server = readServerState();
  if (server) {
    hydrate(appQueryClient, server.queries);
    await loadMatchedRoutes();
  }
  await startSessionLoad(appQueryClient);
  const router = createBrowserRouter(routes, server ? { hydrationData: server.router } : {});
  const app: ReactNode = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // As a transition the first render yields to the browser every few milliseconds instead of holding the main
  // thread for the whole tree: on a 4×-slowed phone CPU that halved the load's blocking time (issue 13).
  startTransition(() => {
    if (server) hydrateRoot(container!, app);
    else createRoot(container!).render(app);
  });
}

// A page whose code failed to load (a deploy in between) stays as the server drew it: its links still work.
start().catch((error: unknown) => console.error("X-Part could not start", error));
