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

/** better-auth's console logger bypasses pino's redaction: its lines go through pino, errors made safe. */
export function betterAuthLogger(log: FastifyBaseLogger) {
  return {
    level: "warn" as const,
    log(level: BetterAuthLevel, message: string, ...args: unknown[]) {
      const details = args.map((arg) =>
        arg instanceof Error ? safeError(arg) : typeof arg === "object" && arg !== null ? "[object]" : arg,
      );
      log[level]({ betterAuth: details }, message);
    },
  };
}

/** One-time tokens travel in the query of mail links (verification): a logged request line hides them. */
export function withoutTokens(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/g, "$1[redacted]");
}

/** Fastify's request fields in a log line, with `withoutTokens` applied to the address. */
export function safeRequest(request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: request.method,
    url: withoutTokens(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
