import { z } from "zod";

import { CATALOGUE_KINDS, IMPORT_MODES } from "./catalogue-transfer-texts.js";

/**
 * The catalogue's CSV import and export (issue 25, decision 0030): the queries and the import's answer. The
 * kinds, column lists, limits and texts are zod-free, in catalogue-transfer-texts.ts.
 */

const kind = z.enum(CATALOGUE_KINDS, { error: `kind must be one of: ${CATALOGUE_KINDS.join(", ")}` });
const mode = z.enum(IMPORT_MODES, { error: `mode must be one of: ${IMPORT_MODES.join(", ")}` });

/** POST /api/admin/catalogue-import?kind=&mode= with the file as a `text/csv` body. */
export const catalogueImportQuerySchema = z.strictObject({ kind, mode });
export type CatalogueImportQuery = z.infer<typeof catalogueImportQuerySchema>;

/** GET /api/admin/catalogue-export?kind=: the file, `text/csv; charset=utf-8`, as an attachment (products by default). */
export const catalogueExportQuerySchema = z.strictObject({ kind: kind.default("products") });
export type CatalogueExportQuery = z.input<typeof catalogueExportQuerySchema>;

/** A row the import refused: its 1-based line in the file (the header is line 1) and why. */
export const refusedRowSchema = z.object({ line: z.number().int(), reason: z.string() });
export type RefusedRow = z.infer<typeof refusedRowSchema>;

const count = z.number().int().nonnegative();

/**
 * What an import found (dry run) or did (apply): rows added, changed and unchanged, and the rows the file
 * removes (fitment: the named products' rows the file does not repeat; a price list: its `remove` rows).
 * `applied` is true only for an apply that wrote; an apply with any refused row answers 400 and writes nothing.
 */
export const importCountsSchema = z.object({
  mode,
  applied: z.boolean(),
  added: count,
  changed: count,
  unchanged: count,
  removed: count,
  refused: z.array(refusedRowSchema),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

export const catalogueImportAnswerSchema = importCountsSchema.extend({ kind });
export type CatalogueImportAnswer = z.infer<typeof catalogueImportAnswerSchema>;

/** POST /api/admin/companies/:id/price-list-import?mode= with the file as a `text/csv` body (issue 40 item 7). */
export const priceListImportQuerySchema = z.strictObject({ mode });
