/**
 * The server renderer's entry (issue 24, decision 0027): the app's own route table through React Router's
 * static handler, each request with its own query client, rendered to a stream. Built by `vite build --ssr`
 * into dist-server/ and loaded by the server's web-app plugin; nothing here runs in the browser.
 */
import { AsyncLocalStorage } from "node:async_hooks";

import { dehydrate } from "@tanstack/react-query";
import type { RenderResult, WebServerEntry } from "@xpart/shared/texts";
import { StrictMode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";

import { AppProviders } from "#src/app/providers";
import { routes } from "#src/app/router";
import type { ServerRenderContext, ServerState } from "#src/app/server-render-context";
import { prefetchSignedIn } from "#src/app/signed-in-prefetch";
import { carriedLocation } from "#src/features/auth/return-location-rules";
import { setServerApi } from "#src/lib/api-client";
import { seedSession } from "#src/lib/auth/auth-context";
import { readSession } from "#src/lib/auth/session-answers";
import { hrefs } from "#src/lib/paths";
import { createQueryClient } from "#src/lib/query-client";

/**
 * The API token of the visitor whose page is being drawn, for this render's calls alone: renders of several
 * visitors run at once, each in its own async context.
 */
const visitorToken = new AsyncLocalStorage<string | null>();

export const setApiFetch: WebServerEntry["setApiFetch"] = (serverFetch) =>
  setServerApi(serverFetch, () => visitorToken.getStore() ?? null);

const handler = createStaticHandler(routes);

/** Whether a matched route's handle says it is for signed-in (`signedIn`) or signed-out (`signedOut`) visitors. */
const handleSays = (handle: unknown, key: "signedIn" | "signedOut") =>
  typeof handle === "object" &&
  handle !== null &&
  key in handle &&
  (handle as Record<string, unknown>)[key] === true;

const redirectTo = (location: string): RenderResult => ({
  kind: "redirect",
  response: new Response(null, { status: 302, headers: { location } }),
});

/** The page for this request, drawn for this visitor alone (the server's WebServerEntry contract). */
export const render: WebServerEntry["render"] = (request, options) =>
  visitorToken.run(options.apiToken, () => draw(request, options));

const draw: WebServerEntry["render"] = async (request, options) => {
  // Never shared between requests: a visitor's page is drawn only from what this request asked for.
  const queryClient = createQueryClient({ server: true });
  const user = options.session === null ? null : readSession(options.session);
  seedSession(queryClient, user);
  const requestContext: ServerRenderContext = { queryClient };
  // Asked for alongside the page's own data; waited for only when the page is drawn (prefetching never throws).
  const signedInShell = user ? prefetchSignedIn(queryClient, user.email) : null;
  const context = await handler.query(request, { requestContext });
  if (context instanceof Response) return { kind: "redirect", response: context };
  // The router matches without regard to case or `..`; an address the server does not know as a page is
  // drawn only as the not-found page, never as a page the browser is meant to draw.
  if (options.notFound && context.matches.at(-1)?.route.path !== "*") return { kind: "none" };
  const says = (key: "signedIn" | "signedOut") =>
    context.matches.some((match) => handleSays(match.route.handle, key));
  const url = new URL(request.url);
  // As the browser's guard does (spec §2), with the page to come back to.
  if (!user && says("signedIn")) return redirectTo(hrefs.login(url.pathname + url.search));
  if (user && says("signedOut")) {
    // LOGIN-10 as the login page decides it, so a signed-in visitor is not drawn an empty page first. The admin
    // guard's reason lives in history state, which a server never sees: a reloaded admin prompt goes back to the
    // admin page, whose guard brings the form again. The address is sent encoded, as a header must be.
    const { to } = carriedLocation(null, url.searchParams);
    const target = new URL(to, url);
    return redirectTo(target.pathname + target.search + target.hash);
  }
  // Loaders never throw (prefetch keeps a failure in the cache); a route whose code failed is left to the browser.
  if (context.errors) return { kind: "none" };
  await signedInShell;
  const router = createStaticRouter(handler.dataRoutes, context);
  const body = await renderToReadableStream(
    <StrictMode>
      <AppProviders client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    // The page goes out whole (allReady below): a boundary is drawn in place, never outlined behind React's
    // inline reveal script, which the CSP refuses. Past this many bytes React would outline a finished one.
    { signal: request.signal, progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  await body.allReady;
  const state: ServerState = {
    router: { loaderData: context.loaderData, actionData: context.actionData },
    queries: dehydrate(queryClient),
  };
  return { kind: "page", status: context.statusCode, body, state };
};
