import type { PageName } from "./page-paths.js";

/**
 * The id of the JSON block a server-rendered page carries: React Router's loader data and the query cache
 * the page was drawn from, for the browser to hydrate with. A data block, not a script: the CSP allows no
 * inline script.
 */
export const SERVER_STATE_ELEMENT_ID = "xpart-state";

/**
 * The id of the `<template>` holding a server-drawn page's module preloads: inert until the page has painted,
 * when the web app's entry adds them to the document and starts the app (decision 0027), so no script competes
 * with the first paint.
 */
export const AFTER_PAINT_ELEMENT_ID = "xpart-after-paint";

/**
 * The dashboard pages the server draws for a signed-in visitor, with their own data (issue 24: My Orders' heading
 * on a slow phone). Not public, so not held to the public pages' script budget.
 */
export const SERVER_RENDERED_DASHBOARD_PAGES: readonly PageName[] = ["myOrders"];

/**
 * The pages the server sends with their content in the HTML (issue 24): the public ones, the product page (for a
 * signed-in visitor; a signed-out one is sent to the login page) and the dashboard pages above. The 404 page is
 * drawn there too. The other dashboard pages are drawn in the browser.
 */
export const SERVER_RENDERED_PAGES: readonly PageName[] = [
  "home",
  "shop",
  "login",
  "signup",
  "forgotPassword",
  "resetPassword",
  "contact",
  "shippingReturns",
  "terms",
  "privacy",
  "product",
  ...SERVER_RENDERED_DASHBOARD_PAGES,
];

/** What the server's page renderer tells the web app's server entry about a request. */
export interface RenderOptions {
  /** GET /api/auth/get-session's answer for the visitor's cookie; null when they sent none (signed out). */
  session: unknown;
  /**
   * An API token minted for this render, for the signed-in visitor's own data on their page (the calls a page
   * makes with `auth`); null when signed out. It never leaves the server.
   */
  apiToken: string | null;
  /** The server knows no page at this address: only the not-found page may be drawn for it. */
  notFound: boolean;
}

/** What the entry answers: a redirect, nothing (the browser draws the page), or the page as a stream. */
export type RenderResult<State = unknown> =
  | { kind: "redirect"; response: Response }
  | { kind: "none" }
  | {
      kind: "page";
      status: number;
      /** The page's markup for #root. */
      body: ReadableStream<Uint8Array>;
      /** What the browser hydrates with, for the page's SERVER_STATE_ELEMENT_ID block. */
      state: State;
    };

/**
 * The web app's server entry (apps/web/src/entry-server.tsx, built to dist-server/) as the server loads it:
 * the server cannot import the web app, so both hold to this (decision 0027).
 */
export interface WebServerEntry {
  setApiFetch(serverFetch: typeof fetch): void;
  render(request: Request, options: RenderOptions): Promise<RenderResult>;
}
