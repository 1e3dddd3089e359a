import { CATALOGUE_COLUMNS, type CatalogueKind, type ImportMode } from "@xpart/shared";
import type { SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";

import type { Database } from "../src/db/client.js";

import { anAdmin } from "./admin-fixtures.js";
import { bearer } from "./auth-helpers.js";
import { imageForm, png, upload } from "./image-fixtures.js";
import { createTestApp } from "./test-app.js";

/** Shared pieces of the catalogue CSV tests (issues 25 and 27): the cast, both routes, hand-written files. */

/** A fresh app, its admin, and a picture uploaded to it (a new product's row names one of the shop's). */
export async function catalogueCast() {
  const t = await createTestApp();
  const admin = await anAdmin(t.app, t.db);
  const picture = await upload(t.app, admin.token, imageForm(await png(12, 12, "#123456")));
  return { t, admin, img: picture.json().data.url as string };
}

/** Raw SQL's rows (the database handle is PGlite's or node-postgres', whose results differ in type only). */
export const sqlRows = async <T>(db: Database, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** POST /api/admin/catalogue-import as `token` (null: signed out), the body sent as text/csv unless said. */
export const importCatalogue = (
  app: FastifyInstance,
  token: string | null,
  kind: CatalogueKind,
  mode: ImportMode,
  csv: string | Buffer,
  contentType = "text/csv",
) =>
  app.inject({
    method: "POST",
    url: `/api/admin/catalogue-import?kind=${kind}&mode=${mode}`,
    headers: { ...(token ? bearer(token) : {}), "content-type": contentType },
    payload: csv,
  });

/** GET /api/admin/catalogue-export as `token` (null: signed out). */
export const exportCatalogue = (app: FastifyInstance, token: string | null, kind: CatalogueKind) =>
  app.inject({
    method: "GET",
    url: `/api/admin/catalogue-export?kind=${kind}`,
    headers: token ? bearer(token) : {},
  });

/** One CSV line, every cell quoted (no formula escaping: these are files an admin wrote). */
export const csvLine = (cells: readonly string[]) =>
  cells.map((c) => `"${c.replaceAll('"', '""')}"`).join(",");

/** A file of these columns: the header, then the lines, each ended CRLF as the export ends them. */
export const csvFile = (columns: readonly string[], lines: (readonly string[])[]) =>
  [columns.join(","), ...lines.map(csvLine)].join("\r\n") + "\r\n";

export type ProductColumn = (typeof CATALOGUE_COLUMNS.products)[number];
export type ProductCells = Record<ProductColumn, string>;

/** A products row: `base` with `changes`, its cells in the order of `columns` (all by default). */
export const productRow = (
  base: ProductCells,
  changes: Partial<ProductCells> = {},
  columns: readonly ProductColumn[] = CATALOGUE_COLUMNS.products,
): string[] => columns.map((column) => ({ ...base, ...changes })[column]);

/** The refused lines an import answers, written `[line, reason]`: `refusals([3, "price must be above 0"])`. */
export const refusals = (...lines: [line: number, reason: unknown][]) =>
  lines.map(([line, reason]) => ({ line, reason }));
