import { ApiClientError } from "#src/lib/api-error";

import type { SessionUser } from "./session-answers";
import { readToken } from "./token-answer";

export type { SessionUser } from "./session-answers";

/**
 * The contract's parsers (packages/shared schemas), loaded beside the first identity request instead of with
 * the first page: zod stays out of the first load, and every answer but the token's (token-answer.ts, decision
 * 0038) is still read with the shared schemas (decision 0010). The pages need the same chunk, so it is usually
 * there already.
 */
const answers = () => import("./session-answers");

/** Calls to the identity service (better-auth under /api/auth) and the token call; cookies ride along. */
export async function identityCall(
  path: string,
  body?: unknown,
  method: "GET" | "POST" | "PUT" = "POST",
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: body === undefined ? { Accept: "application/json" } : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch {
    throw new ApiClientError("Could not reach the shop. Check your connection.", 0, "NetworkError");
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (response.status === 429) {
      const wait = response.headers.get("retry-after");
      throw new ApiClientError(
        `Too many attempts. Please wait${wait ? ` ${wait} seconds` : " a moment"} and try again.`,
        429,
        "TooManyRequests",
        undefined,
        undefined,
        Number(wait) > 0 ? Number(wait) : undefined,
      );
    }
    throw (await answers()).toApiError(response.status, data);
  }
  return data;
}

/** How often a page load's identity call is asked again after a 429 before the error is shown. */
const TRIES_AFTER_TOO_MANY = 4;

/**
 * Runs `call`, and after a 429 waits as long as the answer's Retry-After says and asks again (issue 12): too
 * many requests is a reason to wait, never a sign-out.
 */
async function retryAfterTooMany<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof ApiClientError && error.status === 429) || attempt >= TRIES_AFTER_TOO_MANY)
        throw error;
      await new Promise((resume) => setTimeout(resume, (error.retryAfterSeconds ?? 1) * 1000));
    }
  }
}

/** What every page load needs: the identity session, its API token, and sign-out. */
export const sessionApi = {
  /** The live identity session's user, or null. */
  getSession: () =>
    retryAfterTooMany(async (): Promise<SessionUser | null> => {
      const [data, { readSession }] = await Promise.all([
        identityCall("/api/auth/get-session", undefined, "GET"),
        answers(),
      ]);
      return readSession(data);
    }),
  /** Our API access token for the session holder (PUT /user/{email}). */
  requestToken: (email: string) =>
    retryAfterTooMany(async (): Promise<string> =>
      readToken(await identityCall(`/api/user/${encodeURIComponent(email)}`, { email }, "PUT")),
    ),
  signOut: () => identityCall("/api/auth/sign-out", {}),
};
