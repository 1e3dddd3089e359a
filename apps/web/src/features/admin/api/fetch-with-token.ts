import { CATALOGUE_TRANSFER_TEXTS } from "@xpart/shared/schemas";

import { toApiError } from "#src/lib/api-answers";
import { ApiClientError } from "#src/lib/api-error";
import { accessToken, endSession, refreshAccessToken } from "#src/lib/auth/access-token";

/**
 * One call with the bearer token, as `apiRequest` makes it, for bodies and answers that are not JSON: a 401
 * gets one silent token refresh and a retry, a second 401 ends the session, and a refusal carries the
 * server's message.
 */
export async function withToken(path: string, init: RequestInit): Promise<Response> {
  const send = async (token: string | null) => {
    try {
      return await fetch(path, {
        ...init,
        headers: {
          ...(init.headers as Record<string, string>),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
      });
    } catch (cause) {
      if (init.signal?.aborted) throw cause;
      throw new ApiClientError("Could not reach the shop. Check your connection.", 0, "NetworkError");
    }
  };
  let response = await send(accessToken.get());
  if (response.status === 401) {
    const fresh = await refreshAccessToken();
    if (fresh) response = await send(fresh);
  }
  if (!response.ok) {
    if (response.status === 401) endSession();
    const body: unknown = await response.json().catch(() => undefined);
    const error = toApiError(response.status, body);
    // A proxy's own 413 or 415 has no body of ours: say the shop's limit instead.
    if (error.code !== "HttpError" || body) throw error;
    if (response.status === 413)
      throw new ApiClientError(CATALOGUE_TRANSFER_TEXTS.tooLarge, 413, "PayloadTooLarge");
    throw error;
  }
  return response;
}
