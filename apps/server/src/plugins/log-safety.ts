import type { FastifyBaseLogger } from "fastify";

/** A SQLSTATE (five characters, digits among them), as opposed to a Node error code such as EPIPE. */
const SQLSTATE = /^(?=.*\d)[0-9A-Z]{5}$/;

/**
 * What an error looks like in a log (finding 12): no query parameters (they carry names, addresses and
 * emails) and no database message (it quotes the value it refused); the SQLSTATE says what went wrong.
 * Drizzle puts the parameters in its message after "params:".
 */
export function safeError(err: unknown): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  if (!(err instanceof Error)) return { type: typeof err, message: "", stack: "" };
  const { code, statusCode } = err as { code?: unknown; statusCode?: unknown };
  const fromDatabase = typeof code === "string" && SQLSTATE.test(code);
  const frames = (err.stack ?? "").split("\n").filter((line) => line.trimStart().startsWith("at "));
  return {
    type: err.constructor.name,
    message: fromDatabase ? `database error ${code}` : (err.message.split("\nparams:")[0] ?? ""),
    stack: frames.join("\n"),
    ...(code !== undefined ? { code } : {}),
    ...(statusCode !== undefined ? { statusCode } : {}),
    ...(err.cause instanceof Error ? { cause: safeError(err.cause) } : {}),
  };
}

type BetterAuthLevel = "debug" | "info" | "warn" | "error";

/**
 * Errors better-auth throws when it refuses what a client sent, beside APIErrors (which say so by their
 * status): the OAuth callback's state is forged or stale.
 */
const REFUSAL_ERRORS = new Set(["StateError"]);

/** The database's own words for a schema our migrations should have made: our fault, however it is logged. */
const DATABASE_FAULT = /^(Failed query|relation "|column ")/;

/**
 * better-auth writes at `error` both when it refuses a request (an untrusted Origin or callback URL, a forged
 * OAuth state, an APIError's message; often with the client's own text) and when it fails itself (L6). Its
 * failures carry the error it caught; a refusal is the client's doing and goes to `warn`.
 */
function betterAuthLevel(level: "warn" | "error", message: string, args: unknown[]): "warn" | "error" {
  if (level === "warn") return "warn";
  const caught = args.find((arg) => arg instanceof Error);
  if (!caught) return DATABASE_FAULT.test(message) ? "error" : "warn";
  const { statusCode } = caught as { statusCode?: unknown };
  const refusal =
    typeof statusCode === "number" ? statusCode < 500 : REFUSAL_ERRORS.has(caught.constructor.name);
  return refusal ? "warn" : "error";
}

/** better-auth's console logger bypasses pino's redaction: its lines go through pino, errors made safe. */
export function betterAuthLogger(log: FastifyBaseLogger) {
  return {
    // At `warn`, `error` or `debug` better-auth also prints every refused request's message to the console
    // itself, around pino; at `info` it does not. Its info lines are dropped below.
    level: "info" as const,
    log(level: BetterAuthLevel, message: string, ...args: unknown[]) {
      // Its info lines name the address being signed up, or advise its developer: not for a shop's log.
      if (level === "info" || level === "debug") return;
      const details = args.map((arg) =>
        arg instanceof Error ? safeError(arg) : typeof arg === "object" && arg !== null ? "[object]" : arg,
      );
      // Drizzle's message lists the query's parameters after "params:" (safeError cuts them too).
      const text = message.split("\nparams:")[0] ?? "";
      log[betterAuthLevel(level, message, args)]({ betterAuth: details }, text);
    },
  };
}

/**
 * Query parameters whose values are credentials (I3): tokens of every kind (`token`, `access_token`…),
 * codes, keys, secrets, passwords, signatures, one-time codes, sessions, OAuth state and nonces.
 */
const CREDENTIAL_PARAM =
  /token|code|key|secret|passw|pwd|signature|^sig$|otp|credential|session|^state$|nonce/i;

/** An email address in a URL, its @ as is or percent-encoded (once or more): `a@b.c`, `a%40b.c`. */
const EMAIL_IN_URL = /[\w.!$'*+^`{|}~%-]+(?:@|%(?:25)*40)[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi;

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/**
 * A URL as it may be logged (I3): credential parameters' values `[redacted]` (verification links carry
 * one-time tokens; a client may send a token as `?access_token=`), and email addresses, in the path or the
 * query, `[email]`.
 */
export function safeUrl(url: string): string {
  const mark = url.indexOf("?");
  const query =
    mark < 0
      ? ""
      : `?${url
          .slice(mark + 1)
          .split("&")
          .map((pair) => {
            const equals = pair.indexOf("=");
            const name = equals < 0 ? pair : pair.slice(0, equals);
            return equals >= 0 && CREDENTIAL_PARAM.test(decodedName(name)) ? `${name}=[redacted]` : pair;
          })
          .join("&")}`;
  return `${mark < 0 ? url : url.slice(0, mark)}${query}`.replace(EMAIL_IN_URL, "[email]");
}

/** Fastify's request fields in a log line, with `safeUrl` applied to the address. */
export function safeRequest(request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: request.method,
    url: safeUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
