import { stringify } from "csv-stringify/sync";

/**
 * The CSV files the shop writes for spreadsheets (the catalogue export, decision 0030; the activity export,
 * decision 0035): RFC 4180 through node-csv, with formula injection escaped. One writer, so every export
 * escapes alike.
 */

/**
 * A cell a spreadsheet would run as a formula starts with one of these (OWASP 'CSV injection', ASVS 5 1.2.10:
 * `=`, `+`, `-`, `@`, tab, carriage return; NUL too, though no stored text holds one).
 */
const FORMULA_START = /^'*[=+\-@\t\r\0]/;
/** What an escaped cell looks like: the quote the export added, then the text as stored. */
const ESCAPED = /^'+[=+\-@\t\r\0]/;

/**
 * A cell as the export writes it: one `'` before any text a spreadsheet would run as a formula, so `=SUM(A1)`
 * or `-12` shows as text. Text that already starts with quotes before such a character gets one more, so the
 * import's `unescapeCell` gives back exactly what was stored.
 */
export function escapeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** A cell as the import reads it: the one `'` an export put before a formula character is dropped. */
export function unescapeCell(value: string): string {
  return ESCAPED.test(value) ? value.slice(1) : value;
}

/**
 * CSV text of rows, every cell escaped, CRLF line ends (RFC 4180); `bom` starts the file with the UTF-8 byte
 * order mark, which spreadsheets need to read UTF-8 (the import skips it).
 */
export function toCsv(rows: readonly (readonly string[])[], options: { bom?: boolean } = {}): string {
  return stringify(
    rows.map((row) => row.map(escapeCell)),
    // A lone CR or LF inside a cell is quoted too: the import ends a record at either (files saved on any system).
    { record_delimiter: "windows", quoted_match: /[\r\n]/, bom: options.bom ?? false },
  );
}
