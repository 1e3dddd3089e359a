/**
 * A failed API call: the server's JSON error shape when it sent one, else a generic message. Zod-free, as the
 * first load checks for it; api-answers.ts reads an error answer into one.
 */
export class ApiClientError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly requestId?: string,
    /** The server's message per field of a refused body (400 `{fields}`), keyed by the field's name. */
    readonly fields?: Readonly<Record<string, string>>,
    /** A 429's `Retry-After`: how many seconds to wait before asking again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "ApiClientError";
  }
}
