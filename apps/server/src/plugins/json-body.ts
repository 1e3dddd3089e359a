import type { FastifyInstance } from "fastify";

import { HttpError } from "./errors.js";

/** Far above any body the shop takes, far below what would overflow a stack (security finding 7). */
export const MAX_JSON_DEPTH = 32;

/** True when objects and arrays nest deeper than `max`; brackets inside strings do not count. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i += 1;
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x7b || ch === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (ch === 0x7d || ch === 0x5d) depth -= 1;
  }
  return false;
}

/**
 * Fastify's own JSON parser (prototype poisoning refused) behind a nesting cap checked before parsing, so a
 * deeply nested body is a 400 for every route instead of a stack overflow wherever it is walked.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (nestsDeeperThan(String(body), MAX_JSON_DEPTH)) {
      done(new HttpError(400, `JSON may nest at most ${MAX_JSON_DEPTH} levels`), undefined);
      return;
    }
    parse(request, String(body), done);
  });
}
