import type { QueryClient } from "@tanstack/react-query";
import type { Params } from "react-router";

/**
 * A page module may export `prefetch`: the router runs it as soon as the page's code is in, before the page's
 * first render, so its data is asked for alongside the rest of the page instead of once the page has drawn
 * (issue 13). It only starts queries; the page reads them with its usual hooks, under the same keys.
 */
export type PagePrefetch = (client: QueryClient, page: { params: Params; url: URL }) => void;
