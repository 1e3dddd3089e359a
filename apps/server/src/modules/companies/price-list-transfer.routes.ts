import {
  apiErrorSchema,
  CATALOGUE_TRANSFER_LIMITS,
  companyIdParamsSchema,
  importCountsSchema,
  priceListImportQuerySchema,
} from "@xpart/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import type { Database } from "../../db/client.js";
import { acceptCsvBodies, csvText } from "../catalog/index.js";

import { exportPriceList, importPriceList } from "./price-list-transfer.service.js";

/**
 * A company's price list as a CSV file (issue 40 item 7), for the shop's admins, in the catalogue files' style
 * (decision 0030). Its own plugin: the CSV body parser stays with these routes.
 */
export const priceListTransferRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  acceptCsvBodies(app);
  const admin = { access: "admin" as const };

  app.post(
    "/admin/companies/:id/price-list-import",
    {
      config: admin,
      bodyLimit: CATALOGUE_TRANSFER_LIMITS.maxBytes,
      schema: {
        description:
          "Who may call it: an admin. The body is the CSV file itself (`text/csv`, UTF-8, at most 5 MB and 50,000 rows) with the header sku,kind,price,percent_off and optionally valid_from,valid_to. Each row gives a product a fixed price, a percentage off, or `remove`s it from the list; products not named keep theirs. `dry-run` checks every row and writes nothing; `apply` writes every row in one transaction, or, when any row is refused, nothing (400).",
        params: companyIdParamsSchema,
        querystring: priceListImportQuerySchema,
        response: {
          200: importCountsSchema,
          413: apiErrorSchema.describe("The file is larger than 5 MB"),
          415: apiErrorSchema.describe("The body is not text/csv in UTF-8"),
        },
      },
    },
    (request) =>
      importPriceList(db, request.caller!, request.params.id, request.query.mode, csvText(request.body)),
  );

  app.get(
    "/admin/companies/:id/price-list-export",
    {
      config: admin,
      schema: {
        description:
          "Who may call it: an admin. The company's price list in the columns the import reads, by SKU; cells a spreadsheet would run as formulas start with a quote.",
        params: companyIdParamsSchema,
        response: {
          200: {
            description: "The CSV file, as an attachment",
            content: { "text/csv": { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await exportPriceList(db, request.params.id);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("cache-control", "no-store")
        .send(csv);
    },
  );
};
