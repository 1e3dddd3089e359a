/**
 * The server renderer's entry (issue 24, decision 0027): the app's own route table through React Router's
 * static handler, each request with its own query client, rendered to a stream. Built by `vite build --ssr`
 * into dist-server/ and loaded by the server's web-app plugin; nothing here runs in the browser.
 */
import { dehydrate } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";

import { AppProviders } from "#src/app/providers";
import { routes } from "#src/app/router";
import type { ServerRenderContext, ServerState } from "#src/app/server-render-context";
import { setApiFetch } from "#src/lib/api-client";
import { seedSession } from "#src/lib/auth/auth-context";
import { readSession } from "#src/lib/auth/session-answers";
import { hrefs } from "#src/lib/paths";
import { createQueryClient } from "#src/lib/query-client";

export { setApiFetch };

export interface RenderOptions {
  /** GET /api/auth/get-session's answer for the visitor's cookie; null when they sent none (signed out). */
  session: unknown;
  /** The server knows no page at this address: only the not-found page may be drawn for it. */
  notFound: boolean;
}

export type RenderResult =
  | { kind: "redirect"; response: Response }
  /** The page could not be drawn here (a route failed): the browser draws it. */
  | { kind: "none" }
  | {
      kind: "page";
      status: number;
      /** The page's markup for #root. */
      body: ReadableStream<Uint8Array>;
      /** What the browser hydrates with (ServerState), for the page's SERVER_STATE_ELEMENT_ID block. */
      state: ServerState;
    };

const handler = createStaticHandler(routes);

/** Whether a matched route is behind the sign-in guard (its handle says so). */
const needsSignIn = (handle: unknown) =>
  typeof handle === "object" && handle !== null && "signedIn" in handle && handle.signedIn === true;

export async function render(request: Request, options: RenderOptions): Promise<RenderResult> {
  // Never shared between requests: a visitor's page is drawn only from what this request asked for.
  const queryClient = createQueryClient({ server: true });
  const user = options.session === null ? null : readSession(options.session);
  seedSession(queryClient, user);
  const requestContext: ServerRenderContext = { queryClient };
  const context = await handler.query(request, { requestContext });
  if (context instanceof Response) return { kind: "redirect", response: context };
  // The router matches without regard to case or `..`; an address the server does not know as a page is
  // drawn only as the not-found page, never as a page the browser is meant to draw.
  if (options.notFound && context.matches.at(-1)?.route.path !== "*") return { kind: "none" };
  if (!user && context.matches.some((match) => needsSignIn(match.route.handle))) {
    // As the browser's guard does (spec §2), with the page to come back to.
    const { pathname, search } = new URL(request.url);
    const response = new Response(null, {
      status: 302,
      headers: { location: hrefs.login(pathname + search) },
    });
    return { kind: "redirect", response };
  }
  // Loaders never throw (prefetch keeps a failure in the cache); a route whose code failed is left to the browser.
  if (context.errors) return { kind: "none" };
  const router = createStaticRouter(handler.dataRoutes, context);
  const body = await renderToReadableStream(
    <StrictMode>
      <AppProviders client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    { signal: request.signal },
  );
  await body.allReady;
  const state: ServerState = {
    router: { loaderData: context.loaderData, actionData: context.actionData },
    queries: dehydrate(queryClient),
  };
  return { kind: "page", status: context.statusCode, body, state };
}
