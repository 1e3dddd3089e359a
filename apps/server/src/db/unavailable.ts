/** When a client is told to come back while the database is away: a restart or failover takes seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Whether an error says the database cannot be reached or is not serving now, rather than that the request
 * or the code is wrong: the answer is then 503 with Retry-After, and the same request may work later.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (UNAVAILABLE_STATES.test(code) || NETWORK_CODES.has(code))) return true;
    if (PG_CONNECTION_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/**
 * SQLSTATEs: class 08 (connection exception), 53300 (too many connections), 57014 (a statement cancelled by
 * the statement timeout), 57P01–57P03 (the server is shutting down, crashed, or not yet accepting).
 */
const UNAVAILABLE_STATES = /^(08...|53300|57014|57P0[123])$/;

const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** node-postgres says these without a code: a connection that ended, or none to be had in time. */
const PG_CONNECTION_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Whether a SQLSTATE says the database's storage fails rather than the request: class 58 (a data file
 * missing or unreadable, an I/O error) and 53100 (disk full). PGlite reports a removed file this way.
 */
export function isDatabaseStorageFailure(state: string | undefined): boolean {
  return state !== undefined && (state.startsWith("58") || state === "53100");
}
