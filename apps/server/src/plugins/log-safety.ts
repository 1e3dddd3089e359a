import type { FastifyBaseLogger } from "fastify";

/**
 * What an error looks like in a log: no query parameters (they carry names, addresses and emails), no
 * request bodies (finding 12). Drizzle puts the parameters in both `params` and the message.
 */
export function safeError(err: unknown): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  if (!(err instanceof Error)) return { type: typeof err, message: "", stack: "" };
  const { code, statusCode } = err as { code?: unknown; statusCode?: unknown };
  const withoutParams = (text: string | undefined) => text?.split("\nparams:")[0];
  return {
    type: err.constructor.name,
    message: withoutParams(err.message) ?? "",
    stack: withoutParams(err.stack) ?? "",
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
