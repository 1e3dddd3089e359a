import { apiErrorSchema, identityErrorSchema } from "@xpart/shared/schemas";
import type { z } from "zod";

import { ApiClientError } from "./api-error";

/** Our error shape `{error, message, requestId}` (DESIGN §4), or better-auth's `{code, message}`. */
export function toApiError(status: number, body: unknown): ApiClientError {
  const ours = apiErrorSchema.safeParse(body);
  if (ours.success && ours.data.message)
    return new ApiClientError(
      ours.data.message,
      status,
      ours.data.error || "HttpError",
      ours.data.requestId,
      ours.data.fields,
    );
  const identity = identityErrorSchema.safeParse(body);
  if (identity.success && identity.data.message)
    return new ApiClientError(identity.data.message, status, identity.data.code || "HttpError");
  return new ApiClientError(`The shop answered with an error (${status}).`, status, "HttpError");
}

/** An answer checked against its contract schema (packages/shared); anything else is an unexpected answer. */
export function parseAnswer<S extends z.ZodType>(schema: S, data: unknown, status = 200): z.output<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiClientError("The shop sent an unexpected answer.", status, "BadResponse");
  return parsed.data;
}
