/**
 * A company's price list as a CSV file (issue 40 item 7), in the catalogue files' style (decision 0030): the
 * columns, the kinds a row may give and the texts of the shop admin's import and export. Zod-free.
 */

/** The header row, in the order an export writes it; an import takes them in any order. */
export const PRICE_LIST_COLUMNS = ["sku", "kind", "price", "percent_off", "valid_from", "valid_to"] as const;
export type PriceListColumn = (typeof PRICE_LIST_COLUMNS)[number];

/** Left out, a row has no dates: the price holds from now on. */
export const PRICE_LIST_OPTIONAL_COLUMNS = [
  "valid_from",
  "valid_to",
] as const satisfies readonly PriceListColumn[];

/**
 * What a row does: a fixed unit price (`price`), a percentage off the list price (`percent_off`), or `remove`,
 * which takes the product off the list (its members pay the list price again). A file names only the rows it
 * changes: products it does not name keep their company price.
 */
export const PRICE_LIST_ROW_KINDS = ["fixed", "percent", "remove"] as const;
export type PriceListRowKind = (typeof PRICE_LIST_ROW_KINDS)[number];

/** The API's two addresses for one company. */
export const priceListPaths = (companyId: string) => ({
  import: `/api/admin/companies/${encodeURIComponent(companyId)}/price-list-import`,
  export: `/api/admin/companies/${encodeURIComponent(companyId)}/price-list-export`,
});

/** The name an export downloads as: the company's name, in letters and digits a file system keeps. */
export function priceListFileName(companyName: string): string {
  const slug = companyName
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, "-")
    .slice(0, 60);
  return `x-part-prices-${slug || "company"}.csv`;
}

export const PRICE_LIST_TRANSFER_TEXTS = {
  heading: "Price list file",
  intro:
    "Import company prices from a CSV file (UTF-8, with a header row), or download the list as it is. " +
    "Each row names a product by SKU: kind fixed with a price, percent with percent_off, or remove. " +
    "Products the file does not name keep their company price.",
  export: "Download price list",
  exported: (fileName: string) => `Downloaded ${fileName}`,
  applied: (counts: { added: number; changed: number; removed: number }) =>
    `Price list imported: ${counts.added} added, ${counts.changed} changed, ${counts.removed} removed.`,
  /** A row's problems, without the column's name (the reader adds it). */
  unknownSku: "is not a product of the catalogue",
  archivedSku: "is an archived product: it can only be removed from the list (kind remove)",
  kindValues: `must be one of: ${PRICE_LIST_ROW_KINDS.join(", ")}`,
  notForKind: (kind: PriceListRowKind) => `must be empty for kind ${kind}`,
  percentOff: "must be a percentage above 0 and below 100, with at most two decimals, like 12.5",
  day: "must be a date like 2026-12-31",
  datesInOrder: "valid_from must not be after valid_to",
} as const;
