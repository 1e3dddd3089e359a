import { apiErrorSchema } from "@xpart/shared";
import type { z } from "zod";

import { ApiClientError } from "./api-error";

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

/**
 * GET a JSON resource and check it against its contract schema.
 * Storefront reads are public (SHOP-05), so no Authorization header is ever added here.
 */
export async function apiGet<S extends z.ZodType>(
  path: string,
  schema: S,
  signal?: AbortSignal,
): Promise<ApiResponse<z.output<S>>> {
  let response: Response;
  try {
    response = await fetch(path, { headers: { Accept: "application/json" }, signal });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiClientError("Could not reach the shop. Check your connection.", 0, "NetworkError");
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw toApiError(response.status, body);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiClientError("The shop sent an unexpected answer.", response.status, "BadResponse");
  }
  return { data: parsed.data, headers: response.headers };
}

function toApiError(status: number, body: unknown): ApiClientError {
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) {
    return new ApiClientError(parsed.data.message, status, parsed.data.error, parsed.data.requestId);
  }
  return new ApiClientError(`The shop answered with an error (${status}).`, status, "HttpError");
}
