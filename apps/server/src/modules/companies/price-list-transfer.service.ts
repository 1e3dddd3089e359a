import {
  CATALOGUE_TRANSFER_LIMITS as LIMITS,
  PRICE_LIST_COLUMNS,
  PRICE_LIST_OPTIONAL_COLUMNS,
  priceListFileName,
  type ImportCounts,
  type ImportMode,
} from "@xpart/shared";
import { eq } from "drizzle-orm";

import type { Database } from "../../db/client.js";
import type { AuditActor } from "../audit/index.js";
import { findProductRows, formatPrice, parseCsv, runCsvImport, toCsv } from "../catalog/index.js";

import { companyPrices } from "./companies.tables.js";
import { requireCompany } from "./company-prices.service.js";
import { planPriceList } from "./price-list-import.plan.js";

/** POST /api/admin/companies/:id/price-list-import: checks (`dry-run`) or applies a price list file. */
export async function importPriceList(
  db: Database,
  actor: AuditActor,
  companyId: string,
  mode: ImportMode,
  csv: string,
): Promise<ImportCounts> {
  await requireCompany(db, companyId);
  const rows = parseCsv(csv, PRICE_LIST_COLUMNS, LIMITS.maxRows, PRICE_LIST_OPTIONAL_COLUMNS);
  return runCsvImport(db, actor, mode, {
    plan: planPriceList(companyId, rows),
    audit: {
      action: "company.price-import",
      target: { type: "company", id: companyId },
      after: { rows: rows.length },
    },
  });
}

/** Hundredths of a percent as the file writes them: 1250 → `12.5`. */
const formatPercent = (hundredths: number) => String(hundredths / 100);

/**
 * GET /api/admin/companies/:id/price-list-export: the list as the import reads it, by SKU. Archived products'
 * prices are left out, as the import refuses them: the file imports back unchanged.
 */
export async function exportPriceList(
  db: Database,
  companyId: string,
): Promise<{ fileName: string; csv: string }> {
  const company = await requireCompany(db, companyId);
  const prices = await db.select().from(companyPrices).where(eq(companyPrices.companyId, companyId));
  const onSale = await findProductRows(
    db,
    prices.map((p) => p.productId),
  );
  const rows = prices
    .flatMap((price) => {
      const sku = onSale.get(price.productId)?.sku;
      return sku === undefined ? [] : [{ sku, price }];
    })
    .sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0));
  const csv = toCsv(
    [
      PRICE_LIST_COLUMNS,
      ...rows.map(({ sku, price }) => [
        sku,
        price.kind,
        price.priceCents === null ? "" : formatPrice(price.priceCents),
        price.percentOffHundredths === null ? "" : formatPercent(price.percentOffHundredths),
        price.validFrom ?? "",
        price.validTo ?? "",
      ]),
    ],
    { bom: true },
  );
  return { fileName: priceListFileName(company.name), csv };
}
