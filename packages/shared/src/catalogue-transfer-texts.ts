/**
 * The catalogue's CSV files (issue 25, decision 0030): what each kind of file holds, the limits of one import,
 * and the texts of the admin's Catalogue import page and of the server's whole-file refusals. Zod-free, so the
 * dashboard's menu can name the page on the first load; the schemas are in catalogue-transfer.ts.
 */
import { FITMENT_LIMITS } from "./fitment.js";
import { formatNumber } from "./money.js";

/** The three files: products (keyed by SKU), their vehicle fitment, and the vehicle list. */
export const CATALOGUE_KINDS = ["products", "fitment", "vehicles"] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

/** A dry run checks and counts and writes nothing; apply writes everything or, with any refused row, nothing. */
export const IMPORT_MODES = ["dry-run", "apply"] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** Each file's header row, in the order an export writes it (an import takes the columns in any order). */
export const CATALOGUE_COLUMNS = {
  products: [
    "sku",
    "name",
    "brand",
    "mpn",
    "category",
    "description",
    "price",
    "min_order",
    "stock",
    "cross_references",
    "specs",
    "universal",
    "img",
    "order_step",
    "price_breaks",
    "reorder_threshold",
  ],
  fitment: ["sku", "make", "model", "year_from", "year_to", "engine", "position", "quantity", "note"],
  vehicles: ["year", "make", "model", "engine"],
} as const satisfies Record<CatalogueKind, readonly string[]>;

/**
 * Columns a file may leave out (issue 27): files written before them still import. Left out, an existing
 * product keeps its value and a new one takes the default (packs of 1, no volume prices, no alert).
 */
export const CATALOGUE_OPTIONAL_COLUMNS = {
  products: ["order_step", "price_breaks", "reorder_threshold"],
  fitment: [],
  vehicles: [],
} as const satisfies { [K in CatalogueKind]: readonly (typeof CATALOGUE_COLUMNS)[K][number][] };

/**
 * Separators inside one cell: `OEM-1|OEM-2`, `voltage=12;material=Steel`, and volume prices as
 * `50:4.20;200:3.90` (from 50 units $4.20 each, from 200 $3.90; decision 0035).
 */
export const CSV_LIST_SEPARATORS = {
  crossReferences: "|",
  specPairs: ";",
  specValue: "=",
  priceBreaks: ";",
  breakPrice: ":",
} as const;

export const CATALOGUE_TRANSFER_LIMITS = {
  /** One file, in bytes (the request body). */
  maxBytes: 5 * 1024 * 1024,
  /** Data rows of one file, the header not counted. */
  maxRows: 50_000,
  /** An SKU, a manufacturer's number, each cross-reference and the brand. */
  partNumberMaxChars: 40,
  brandMaxChars: 40,
  maxCrossReferences: 20,
  /** Make, model, engine and position, as the vehicle chooser has them. */
  vehicleNameMaxChars: FITMENT_LIMITS.nameMaxChars,
} as const;

/** The API's two addresses. */
export const CATALOGUE_TRANSFER_PATHS = {
  import: "/api/admin/catalogue-import",
  export: "/api/admin/catalogue-export",
} as const;

/** The name an export downloads as. */
export const catalogueExportFileName = (kind: CatalogueKind) => `x-part-${kind}.csv`;

const KIND_LABELS = {
  products: "Products",
  fitment: "Fitment",
  vehicles: "Vehicles",
} as const satisfies Record<CatalogueKind, string>;

const MEGABYTES = CATALOGUE_TRANSFER_LIMITS.maxBytes / (1024 * 1024);
const ROWS = formatNumber(CATALOGUE_TRANSFER_LIMITS.maxRows);

export const CATALOGUE_TRANSFER_TEXTS = {
  menu: "Catalogue import",
  title: "Catalogue import",
  intro:
    "Import products, vehicle fitment or vehicles from a CSV file (UTF-8, comma-separated, with a header row). " +
    "Check the file first: nothing is written until you apply a file with no refused rows.",
  kindLabel: "What the file holds",
  kinds: KIND_LABELS,
  kindHelp: {
    products: "Rows are matched by SKU: a new SKU is added, a known one updated.",
    fitment: "The rows of each SKU in the file replace that product's fitment.",
    vehicles: "New vehicles are added; known ones stay as they are.",
  } satisfies Record<CatalogueKind, string>,
  columnsLabel: "Columns",
  optionalColumns: (columns: readonly string[]) =>
    `Optional: ${columns.join(", ")}. Left out, a product keeps its own; price_breaks reads like 50:4.20;200:3.90.`,
  fileLabel: "CSV file",
  fileHelp: `At most ${MEGABYTES} MB and ${ROWS} rows.`,
  check: "Check file",
  checking: "Checking…",
  apply: "Apply",
  applying: "Applying…",
  applyHint: "Apply is enabled after a check of this file with no refused rows.",
  chooseFile: "Choose a CSV file first.",
  resultHeading: "Check result",
  appliedHeading: "Imported",
  added: "Added",
  changed: "Changed",
  unchanged: "Unchanged",
  removed: "Removed",
  refused: "Refused",
  cleanCheck: "Nothing was refused: the file is ready to apply.",
  refusedSummary: (count: number) =>
    `${formatNumber(count)} ${count === 1 ? "row was" : "rows were"} refused. Fix ${count === 1 ? "it" : "them"} and check the file again.`,
  refusedCaption: "Refused rows: the line in the file and why",
  refusedScrollHint: "Scroll the table sideways to see every column.",
  line: "Line",
  reason: "Reason",
  moreRefused: (count: number) => `…and ${formatNumber(count)} more.`,
  applied: (counts: { added: number; changed: number; removed: number }) =>
    `Import applied: ${counts.added} added, ${counts.changed} changed${counts.removed ? `, ${counts.removed} removed` : ""}.`,
  exportHeading: "Export",
  exportIntro: "Download the catalogue as it is now, in the same formats (archived products left out).",
  exportKind: (kind: CatalogueKind) => `Export ${KIND_LABELS[kind].toLowerCase()}`,
  exporting: "Preparing the file…",
  exported: (fileName: string) => `Downloaded ${fileName}`,
  // The server's refusals of a whole file.
  notCsv: "Send the file as text/csv, in UTF-8",
  notUtf8: "The file must be UTF-8 text",
  emptyBody: "Send the CSV file as the request body",
  tooLarge: `The file must be at most ${MEGABYTES} MB`,
  tooManyRows: `The file may hold at most ${ROWS} rows besides its header`,
  noHeader: "The file is empty: its first line must be the header row",
  notValidCsv: (line: number, problem: string) => `The file is not valid CSV at line ${line}: ${problem}`,
  missingColumns: (columns: readonly string[]) =>
    `The header lacks ${columns.length === 1 ? "the column" : "the columns"} ${columns.join(", ")}`,
  unknownColumns: (columns: readonly string[]) =>
    `The header has ${columns.length === 1 ? "an unknown column" : "unknown columns"}: ${columns.join(", ")}`,
  repeatedColumns: (columns: readonly string[]) => `The header names ${columns.join(", ")} more than once`,
  applyRefused: (count: number) =>
    `Nothing was imported: ${formatNumber(count)} ${count === 1 ? "row was" : "rows were"} refused. Check the file to see why.`,
} as const;
