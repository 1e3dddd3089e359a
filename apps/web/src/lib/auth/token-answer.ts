import { ApiClientError } from "#src/lib/api-error";

/**
 * PUT /api/user/{email}'s answer, `{ token }` as the contract's accessTokenAnswerSchema has it, read without
 * zod: a signed-in page the server drew asks for the token before it comes to life, and zod with the contract's
 * schemas (about 40 ms of a phone's main thread, 30 kB) would load for this one string (issue 24). Held to the
 * schema by token-answer.test.ts.
 */
export function readToken(data: unknown): string {
  const token = typeof data === "object" && data !== null ? (data as { token?: unknown }).token : undefined;
  if (typeof token !== "string")
    throw new ApiClientError("The shop sent an unexpected answer.", 200, "BadResponse");
  return token;
}
