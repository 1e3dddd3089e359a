import { Readable } from "node:stream";

import {
  apiErrorSchema,
  CATALOGUE_TRANSFER_LIMITS,
  CATALOGUE_TRANSFER_TEXTS as TEXTS,
  catalogueExportFileName,
  catalogueExportQuerySchema,
  catalogueImportAnswerSchema,
  catalogueImportQuerySchema,
} from "@xpart/shared";
import type { FastifyError } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import type { Database } from "../../db/client.js";
import { InvalidError, TooLargeError, UnsupportedMediaError } from "../../domain-errors.js";

import { exportCatalogue } from "./catalogue-export.service.js";
import { importCatalogue } from "./catalogue-import.service.js";

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
 * The admin's catalogue CSV routes (decision 0030). The import's body is the file itself, `text/csv` and at
 * most 5 MB, read by this scope's own parser: every other body type is refused here with 415.
 */
export const catalogueTransferRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
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
  // Fastify's own refusals of a body, in this page's words; the app's handler answers them (a throw here
  // passes the error on to it).
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") throw new TooLargeError(TEXTS.tooLarge);
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") throw new UnsupportedMediaError(TEXTS.notCsv);
    throw error;
  });

  app.post(
    "/admin/catalogue-import",
    {
      config: { access: "admin" },
      bodyLimit: CATALOGUE_TRANSFER_LIMITS.maxBytes,
      schema: {
        description:
          "Who may call it: an admin. The body is the CSV file itself (`text/csv`, UTF-8, at most 5 MB and 50,000 rows, a header row naming the kind's columns). `dry-run` checks every row and writes nothing; `apply` writes every row in one transaction, or, when any row is refused, nothing (400).",
        querystring: catalogueImportQuerySchema,
        response: {
          200: catalogueImportAnswerSchema,
          413: apiErrorSchema.describe("The file is larger than 5 MB"),
          415: apiErrorSchema.describe("The body is not text/csv in UTF-8"),
        },
      },
    },
    async (request) => {
      if (typeof request.body !== "string") throw new InvalidError(TEXTS.emptyBody);
      const { kind, mode } = request.query;
      return importCatalogue(db, request.caller!, kind, mode, request.body);
    },
  );

  app.get(
    "/admin/catalogue-export",
    {
      config: { access: "admin" },
      schema: {
        description:
          "Who may call it: an admin. The catalogue's products (archived ones left out, in catalogue order), fitment or vehicles, in the columns the import reads; cells a spreadsheet would run as formulas start with a quote.",
        querystring: catalogueExportQuerySchema,
        response: {
          200: {
            description: "The CSV file, as an attachment",
            content: { "text/csv": { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const { kind } = request.query;
      return (
        reply
          .type("text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="${catalogueExportFileName(kind)}"`)
          .header("cache-control", "no-store")
          // The schema documents the file as text; Fastify streams it a page of rows at a time.
          .send(Readable.from(exportCatalogue(db, kind)) as unknown as string)
      );
    },
  );
};
