import type { QueryClient } from "@tanstack/react-query";
import type { Params } from "react-router";

/**
 * A page module may export `prefetch`: the router runs it as soon as the page's code is in, before the page's
 * first render, so its data is asked for alongside the rest of the page instead of once the page has drawn
 * (issue 13). It fills the client's cache; the page reads it with its usual hooks, under the same keys. The
 * browser does not wait for it (the page shows its own loading state); the server renderer does, so the data
 * is in the page's HTML (issue 24). Prefetching never throws: a failed query is the page's to show.
 */
export type PagePrefetch = (client: QueryClient, page: { params: Params; url: URL }) => Promise<unknown>;
