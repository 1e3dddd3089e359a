import type { z } from "zod";

import { accessToken, endSession, refreshAccessToken } from "#src/lib/auth/access-token";

import { ApiClientError } from "./api-error";

interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal | undefined;
  /**
   * Send the bearer token (spec §7 'Token'). In the browser a 401 gets one silent token refresh and a retry; if
   * that fails the session has ended and the app signs out. The server renderer sends its visitor's token only.
   */
  auth?: boolean;
  /** The caller's own data (spec §4): a 403 here also means the session is no longer theirs. */
  ownData?: boolean;
  /**
   * Sent as the `Idempotency-Key` header (finding 6): one per submission, from `newIdempotencyKey()`. The
   * retry after a silent token refresh is the same submission and carries the same key.
   */
  idempotencyKey?: string;
}

/**
 * How requests reach the API and with which token: the browser's fetch and stored token, or what the server
 * renderer sets (issue 24). Only the browser renews a token or signs out: on the server a refused call is
 * the page's error, which the browser then asks again.
 */
let transport: { fetch: typeof fetch; token: () => string | null; inBrowser: boolean } = {
  fetch: (input, init) => fetch(input, init),
  token: () => accessToken.get(),
  inBrowser: true,
};

/**
 * The server renderer's way to the API (its own routes, in process), set once at start-up, and the token of the
 * visitor whose page is being drawn (none when signed out).
 */
export function setServerApi(serverFetch: typeof fetch, visitorToken: () => string | null): void {
  transport = { fetch: serverFetch, token: visitorToken, inBrowser: false };
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.idempotencyKey !== undefined) headers["Idempotency-Key"] = options.idempotencyKey;
  // A request dropped in the same task that asked for it is never sent: StrictMode's trial unmount in
  // development (TanStack Query aborts a query nobody watches), or a filter changed twice in one render.
  await Promise.resolve();
  options.signal?.throwIfAborted();
  try {
    return await transport.fetch(path, {
      method: options.method ?? "GET",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiClientError("Could not reach the shop. Check your connection.", 0, "NetworkError");
  }
}

/**
 * An answer's contract schema, or how to load it: a page the server draws needs no schema until the browser
 * asks the API itself, so its first load carries no zod (issue 24).
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

/** The error answers' reader, with the schemas it needs, loaded only when an answer is an error. */
const answers = () => import("./api-answers");

/** Calls the API with the token when asked; a refusal is thrown as an ApiClientError with the server's words. */
async function call(path: string, options: RequestOptions): Promise<Response> {
  let response = await send(path, options, options.auth ? transport.token() : null);
  const renews = options.auth && transport.inBrowser;
  if (renews && response.status === 401) {
    const fresh = await refreshAccessToken();
    if (fresh) response = await send(path, options, fresh);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    if (renews && (response.status === 401 || (options.ownData && response.status === 403))) endSession();
    throw (await answers()).toApiError(response.status, body);
  }
  return response;
}

/** Calls the API and checks the answer against its contract schema. */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  source: SchemaSource<S>,
  options: RequestOptions = {},
): Promise<ApiResponse<z.output<S>>> {
  const response = await call(path, options);
  const body: unknown = await response.json().catch(() => undefined);
  const schema = typeof source === "function" ? await source() : source;
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiClientError("The shop sent an unexpected answer.", response.status, "BadResponse");
  }
  return { data: parsed.data, headers: response.headers };
}

/** GET a public JSON resource. Storefront reads carry no Authorization header (SHOP-05). */
export function apiGet<S extends z.ZodType>(path: string, schema: SchemaSource<S>, signal?: AbortSignal) {
  return apiRequest(path, schema, { signal });
}

/**
 * GET a file the API makes (an invoice's PDF) as apiRequest asks for JSON: the same token, silent refresh and
 * error answers, since a plain link would carry no token (spec §7 'Token').
 */
export async function apiFile(path: string, options: Omit<RequestOptions, "method" | "body"> = {}) {
  return (await call(path, options)).blob();
}
