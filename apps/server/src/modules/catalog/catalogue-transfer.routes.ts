import { Readable } from "node:stream";

import {
  apiErrorSchema,
  CATALOGUE_TRANSFER_LIMITS,
  catalogueExportFileName,
  catalogueExportQuerySchema,
  catalogueImportAnswerSchema,
  catalogueImportQuerySchema,
} from "@xpart/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import type { Database } from "../../db/client.js";

import { exportCatalogue } from "./catalogue-export.service.js";
import { importCatalogue } from "./catalogue-import.service.js";
import { acceptCsvBodies, csvText } from "./csv-body.js";

/**
 * The admin's catalogue CSV routes (decision 0030). The import's body is the file itself, `text/csv` and at
 * most 5 MB, read by this scope's own parser: every other body type is refused here with 415.
 */
export const catalogueTransferRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  acceptCsvBodies(app);

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
      const { kind, mode } = request.query;
      return importCatalogue(db, request.caller!, kind, mode, csvText(request.body));
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
