import type { DehydratedState, QueryClient } from "@tanstack/react-query";
import { SERVER_STATE_ELEMENT_ID } from "@xpart/shared/texts";
import type { HydrationState } from "react-router";

/** What the server renderer hands the routes' loaders (React Router's request context): its own query client. */
export interface ServerRenderContext {
  queryClient: QueryClient;
}

/** The server renderer's query client, or undefined in the browser (where loaders get no such context). */
export function queryClientOf(context: unknown): QueryClient | undefined {
  return typeof context === "object" && context !== null && "queryClient" in context
    ? (context as ServerRenderContext).queryClient
    : undefined;
}

/** What a server-rendered page hands the browser to hydrate with (issue 24). */
export interface ServerState {
  router: HydrationState;
  queries: DehydratedState;
}

/** The page's server state, or null when the server did not draw it (the browser then renders from scratch). */
export function readServerState(): ServerState | null {
  const text = document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as ServerState) : null;
}
