import { ApiClientError, toApiError } from "./api-error";

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
      );
    }
    throw toApiError(response.status, data);
  }
  return data;
}

export interface SessionUser {
  email: string;
  name: string | null;
  image: string | null;
  twoFactorEnabled: boolean;
  phoneNumber: string | null;
}

const orNull = (value: unknown) => (typeof value === "string" ? value : null);

function unexpected(): never {
  throw new ApiClientError("The shop sent an unexpected answer.", 200, "BadResponse");
}

/**
 * What every page load needs (the identity session, its API token, sign-out), checked by hand so that the
 * first load does not carry the schema library.
 */
export const sessionApi = {
  /** The live identity session's user, or null. */
  async getSession(): Promise<SessionUser | null> {
    const data = await identityCall("/api/auth/get-session", undefined, "GET");
    if (data === null) return null;
    const user = (data as { user?: Record<string, unknown> }).user;
    if (!user || typeof user.email !== "string") unexpected();
    return {
      email: user.email,
      name: orNull(user.name),
      image: orNull(user.image),
      twoFactorEnabled: user.twoFactorEnabled === true,
      phoneNumber: orNull(user.phoneNumber),
    };
  },
  /** Our API access token for the session holder (PUT /user/{email}). */
  async requestToken(email: string): Promise<string> {
    const data = await identityCall(`/api/user/${encodeURIComponent(email)}`, { email }, "PUT");
    const token = (data as { token?: unknown } | null)?.token;
    if (typeof token !== "string") unexpected();
    return token;
  },
  signOut: () => identityCall("/api/auth/sign-out", {}),
};
