import { STATUS_CODES } from "node:http";

import type { ApiError } from "@xpart/shared";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

import { sqlState } from "../db/sql-state.js";
import {
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseStorageFailure,
  isDatabaseUnavailable,
} from "../db/unavailable.js";
import { ConflictError, DomainError, InvalidError, type DomainErrorKind } from "../domain-errors.js";

/** The one mapping from what a module refused to the HTTP status that says it (decision 0009). */
export const STATUS_OF: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  "too-large": 413,
  "unsupported-media": 415,
  "too-many": 429,
  "upstream-failed": 502,
  unavailable: 503,
};

/** An HTTP-level refusal by a plugin (parsing, idempotency keys); modules throw domain errors instead. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Sent with the error answer, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function sendError(
  reply: FastifyReply,
  statusCode: number,
  message: string,
  fields?: ApiError["fields"],
) {
  const body: ApiError = {
    error: STATUS_CODES[statusCode] ?? "Error",
    message,
    requestId: String(reply.request.id),
    ...(fields ? { fields } : {}),
  };
  return reply.code(statusCode).type("application/json; charset=utf-8").send(body);
}

interface Issue {
  path: readonly PropertyKey[];
  code: string;
  message?: string | undefined;
  keys?: unknown;
}

/** Field messages from validation issues; an unknown key is named itself, not its parent object. */
export function fieldsFromIssues(issues: readonly Issue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String);
    if (issue.code === "unrecognized_keys" && Array.isArray(issue.keys)) {
      for (const key of issue.keys) fields[[...path, String(key)].join(".")] = "is not allowed";
    } else {
      fields[path.join(".") || "(request)"] ??= issue.message ?? "is invalid";
    }
  }
  return fields;
}

function validationFields(error: FastifyError): Record<string, string> {
  if (!hasZodFastifySchemaValidationErrors(error)) return {};
  return fieldsFromIssues(
    error.validation.map((v) => ({
      path: v.instancePath.split("/").filter(Boolean),
      code: v.keyword,
      message: v.message,
      keys: v.params.keys,
    })),
  );
}

/** The JSON error shape of DESIGN §4 for every failure: never a stack, SQL or file path. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error.validation) {
      const fields = validationFields(error);
      const where = error.validationContext ?? "request";
      return sendError(reply, 400, `Invalid ${where}: ${Object.keys(fields).join(", ")}`.trim(), fields);
    }
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds !== undefined) reply.header("retry-after", String(error.retryAfterSeconds));
      const fields =
        error instanceof InvalidError || error instanceof ConflictError ? error.fields : undefined;
      return sendError(reply, STATUS_OF[error.kind], error.message, fields);
    }
    if (error instanceof HttpError)
      return sendError(reply.headers(error.headers), error.statusCode, error.message);
    // Class 22 is "data exception" (a NUL byte, an out-of-range number) and 54000 "program limit exceeded"
    // (a value too long to index): the value came from the client, so it is the client's error (finding 4).
    const state = sqlState(error);
    if (state?.startsWith("22") || state === "54000") {
      request.log.warn({ err: error }, "database refused a value from the request");
      request.logged = true;
      return sendError(reply, 400, "The request holds a value that cannot be stored");
    }
    // 23503: a row the request refers to went away meanwhile (a product deleted while its first order was
    // being placed); 23505: another request took the same unique value (a SKU) first; 40P01: two writers
    // waited on each other and the database chose this one to give way. The request was valid a moment ago:
    // a conflict, not our failure.
    if (state === "23503" || state === "23505" || state === "40P01") {
      request.log.warn({ err: error }, "a referenced row went away during the request");
      request.logged = true;
      return sendError(
        reply,
        409,
        "Something this request refers to was changed or removed. Please reload and try again.",
      );
    }
    // The database's own files fail (a data file removed or unreadable, a full disk): nothing is written
    // half-way, the request gets 503, and the log says so as an error, because someone must act (issue 14).
    if (isDatabaseStorageFailure(state)) {
      request.log.error(
        { err: error },
        "database storage failing: files missing or unreadable, or the disk full",
      );
      reply.header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
      return sendError(reply, 503, "The shop is unavailable. Please try again later.");
    }
    // The database is away (a restart, a failover): this server lives and reconnects by itself.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database unavailable");
      request.logged = true;
      reply.header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
      return sendError(reply, 503, "The shop is briefly unavailable. Please try again in a moment.");
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendError(reply, status, error.message);
    request.log.error({ err: error }, "request failed");
    request.logged = true;
    return sendError(reply, 500, "Something went wrong on our side. Please try again.");
  });
}
