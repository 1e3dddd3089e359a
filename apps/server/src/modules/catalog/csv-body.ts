import { CATALOGUE_TRANSFER_LIMITS, CATALOGUE_TRANSFER_TEXTS as TEXTS } from "@xpart/shared";
import type { FastifyError, FastifyInstance } from "fastify";

import { InvalidError, TooLargeError, UnsupportedMediaError } from "../../domain-errors.js";

const CSV_TYPE = "text/csv";

/** The body as text, refused unless it is UTF-8 (a spreadsheet saving in Windows-1252 would garble names). */
function decodeUtf8(body: Buffer): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(body);
  } catch {
    throw new InvalidError(TEXTS.notUtf8);
  }
}

/** A declared charset other than UTF-8 is refused as the wrong kind of body. */
const declaresOtherCharset = (contentType: string | undefined) => {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? "")?.[1]?.toLowerCase();
  return charset !== undefined && charset !== "utf-8" && charset !== "utf8";
};

/**
 * Makes an encapsulated plugin's routes take CSV files as their body (decision 0030): `text/csv` in UTF-8, at
 * most 5 MB, read as text; every other body type is refused with 415, a larger one with 413, in the import
 * page's words. Call it in the plugin that holds only the import routes: it replaces that scope's parsers.
 */
export function acceptCsvBodies(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    CSV_TYPE,
    { parseAs: "buffer", bodyLimit: CATALOGUE_TRANSFER_LIMITS.maxBytes },
    (request, body, done) => {
      if (declaresOtherCharset(request.headers["content-type"])) {
        done(new UnsupportedMediaError(TEXTS.notCsv), undefined);
        return;
      }
      try {
        done(null, decodeUtf8(body as Buffer));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );
  // Fastify's own refusals of a body, in these words; the app's handler answers them (a throw here passes the
  // error on to it).
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") throw new TooLargeError(TEXTS.tooLarge);
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") throw new UnsupportedMediaError(TEXTS.notCsv);
    throw error;
  });
}

/** The parsed body of a CSV route: the text, or a 400 when the request sent none. */
export function csvText(body: unknown): string {
  if (typeof body !== "string") throw new InvalidError(TEXTS.emptyBody);
  return body;
}
