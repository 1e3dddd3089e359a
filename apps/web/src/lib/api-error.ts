/** A failed API call: the server's JSON error shape when it sent one, else a generic message. */
export class ApiClientError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly requestId?: string,
  ) {
    super(message);
    this.name = "ApiClientError";
  }
}

const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);

/**
 * Our error shape `{error, message, requestId}`, or better-auth's `{code, message}`. Checked by hand: this
 * runs on the first page load, which must not carry the schema library.
 */
export function toApiError(status: number, body: unknown): ApiClientError {
  const fields = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const message = text(fields.message);
  if (!message)
    return new ApiClientError(`The shop answered with an error (${status}).`, status, "HttpError");
  return new ApiClientError(
    message,
    status,
    text(fields.error) ?? text(fields.code) ?? "HttpError",
    text(fields.requestId),
  );
}
