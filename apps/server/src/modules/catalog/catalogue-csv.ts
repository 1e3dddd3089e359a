import {
  SPEC_NUMBER,
  CATALOGUE_TRANSFER_LIMITS,
  CATALOGUE_TRANSFER_TEXTS as TEXTS,
  CSV_LIST_SEPARATORS,
  isSpecKey,
  SPEC_ATTRIBUTES,
  SPEC_KEYS,
  SPEC_LIMITS,
  plainTextProblem,
  type PriceBreak,
  type Specifications,
  type SpecKey,
} from "@xpart/shared";
import { CsvError, parse, type Options } from "csv-parse/sync";

import { unescapeCell } from "../../csv/csv-cells.js";
import { InvalidError } from "../../domain-errors.js";

export { escapeCell, toCsv, unescapeCell } from "../../csv/csv-cells.js";

/**
 * The CSV files' shape (decision 0030): RFC 4180 through node-csv, one header row, and the cell formats of
 * lists, specifications, money and flags. Pure functions, no database.
 */

/**
 * A data row of a file: its first line in the file (the header is line 1) and its cells by column name. An
 * optional column the header leaves out has no cell at all.
 */
export interface CsvRow<C extends string> {
  line: number;
  /** Null when the row has another number of cells than the header: `problem` says so. */
  cells: Record<C, string> | null;
  problem?: string;
}

/** A record as read: the line it starts on and its cells. */
interface Record_ {
  line: number;
  values: string[];
}

/** csv-parse's refusals, in words an admin can act on. */
function csvProblem(error: CsvError): string {
  switch (error.code) {
    case "CSV_QUOTE_NOT_CLOSED":
      return "a quoted value is never closed";
    case "CSV_INVALID_CLOSING_QUOTE":
      return "a closing quote is followed by text; write a quote inside a quoted value as two quotes";
    case "INVALID_OPENING_QUOTE":
      return "a quote inside an unquoted value; quote the whole value and write the quote as two quotes";
    default:
      return error.message.replace(/^[^:]*:\s*/, "");
  }
}

/**
 * Parses a whole file: the header must name exactly `columns` (in any order, case and surrounding spaces
 * ignored; those in `optional` may be left out), and at most `maxRows` data rows follow. Blank lines are skipped. Whole-file problems (bad quoting,
 * the header, too many rows) are an `InvalidError`; a row with the wrong number of cells comes back with its
 * problem, for the caller to refuse.
 */
export function parseCsv<C extends string>(
  text: string,
  columns: readonly C[],
  maxRows: number = CATALOGUE_TRANSFER_LIMITS.maxRows,
  optional: readonly C[] = [],
): CsvRow<C>[] {
  /** The last line of the last record read, so the next record starts on the line after it. */
  let lastLine = 0;
  let kept = 0;
  let records: Record_[];
  const options: Options<Record_, string[]> = {
    bom: true,
    relax_column_count: true,
    record_delimiter: ["\r\n", "\n", "\r"],
    on_record: (values, context) => {
      const line = lastLine + 1;
      lastLine = context.lines;
      if (values.length === 1 && values[0] === "") return null;
      // The header, then at most maxRows rows: stop reading at the first row past them.
      if (++kept > maxRows + 1) throw new InvalidError(TEXTS.tooManyRows);
      return { line, values };
    },
  };
  try {
    // on_record turns each record into a Record_, which the overloads without `columns` do not foresee.
    records = parse(text, options as unknown as Options) as unknown as Record_[];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // A quote left open runs to the end of the file: the record it opened starts after the last one read.
    const at = typeof error.lines === "number" ? error.lines : lastLine + 1;
    const line = error.code === "CSV_QUOTE_NOT_CLOSED" ? lastLine + 1 : at;
    throw new InvalidError(TEXTS.notValidCsv(line, csvProblem(error)));
  }
  const [header, ...rows] = records;
  if (!header) throw new InvalidError(TEXTS.noHeader);
  const order = headerOrder(header.values, columns, optional);
  return rows.map(({ line, values }) => {
    if (values.length !== order.length)
      return {
        line,
        cells: null,
        problem: `has ${values.length} ${values.length === 1 ? "value" : "values"}, the header has ${order.length}`,
      };
    const cells = {} as Record<C, string>;
    order.forEach((column, i) => (cells[column] = unescapeCell(values[i]!)));
    return { line, cells };
  });
}

/** The header's columns, checked against the file's columns: none missing (but optional ones), none unknown, none twice. */
function headerOrder<C extends string>(header: string[], columns: readonly C[], optional: readonly C[]): C[] {
  const names = header.map((name) => name.trim().toLowerCase());
  const known = new Set<string>(columns);
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length) throw new InvalidError(TEXTS.unknownColumns(unknown.map((n) => n || "(empty)")));
  const missing = columns.filter((column) => !names.includes(column) && !optional.includes(column));
  if (missing.length) throw new InvalidError(TEXTS.missingColumns(missing));
  const repeated = columns.filter((column) => names.indexOf(column) !== names.lastIndexOf(column));
  if (repeated.length) throw new InvalidError(TEXTS.repeatedColumns(repeated));
  return names as C[];
}

// Cell formats. Each parser answers the value, or a problem in words (without the column's name).

export type Parsed<T> = { value: T } | { problem: string };

const ok = <T>(value: T): Parsed<T> => ({ value });
const problem = (text: string): Parsed<never> => ({ problem: text });

/** Text from 1 (or 0 when optional) to `max` characters, trimmed, refused with control or hidden characters. */
export function parseText(
  cell: string,
  max: number,
  options: { optional?: boolean; multiline?: boolean } = {},
): Parsed<string> {
  const text = cell.trim();
  if (!text) return options.optional ? ok("") : problem("is required");
  if (text.length > max) return problem(`must be at most ${max} characters`);
  const plain = plainTextProblem(text, { multiline: options.multiline ?? false });
  return plain ? problem(plain) : ok(text);
}

/** A whole number from `min` to `max`, written in digits only; `fallback` for an empty cell when given. */
export function parseWhole(cell: string, min: number, max: number, fallback?: number): Parsed<number> {
  const text = cell.trim();
  if (!text && fallback !== undefined) return ok(fallback);
  if (!text) return problem("is required");
  if (!/^\d{1,10}$/.test(text)) return problem("must be a whole number");
  const value = Number(text);
  if (value < min) return problem(`must be at least ${min}`);
  if (value > max) return problem(`must be at most ${max}`);
  return ok(value);
}

/** Dollars with at most two decimals (`12.5`, `12.50`), above 0 and at most `maxDollars`: answered in cents. */
export function parsePrice(cell: string, maxDollars: number): Parsed<number> {
  const text = cell.trim();
  if (!text) return problem("is required");
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return problem("must be dollars with at most two decimals, like 12.50");
  const cents = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  if (cents <= 0) return problem("must be above 0");
  if (cents > maxDollars * 100) return problem(`must be at most ${maxDollars}`);
  return ok(cents);
}

/** Cents as the price column writes them: `12.50`. */
export function formatPrice(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/**
 * Volume prices as `50:4.20;200:3.90`: from 50 units $4.20 each, from 200 $3.90 (decision 0035), answered by
 * quantity. Each quantity
 * a whole number from 1, each price as the price column reads it, at most `maxCount` breaks, no quantity
 * twice; empty parts (a trailing `;`) are skipped and an empty cell is no breaks. Whether they fit the product
 * (below its price, above its minimum, on its packs) is the caller's check, the same one as Add Product's.
 */
export function parsePriceBreaks(
  cell: string,
  limits: { maxQuantity: number; maxDollars: number; maxCount: number },
): Parsed<PriceBreak[]> {
  const parts = cell
    .split(CSV_LIST_SEPARATORS.priceBreaks)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length > limits.maxCount) return problem(`may list at most ${limits.maxCount} volume prices`);
  const breaks: PriceBreak[] = [];
  for (const part of parts) {
    const [quantityCell, priceCell, ...rest] = part.split(CSV_LIST_SEPARATORS.breakPrice);
    if (priceCell === undefined || rest.length)
      return problem(`'${part.slice(0, 40)}' is not quantity:price, like 50:4.20`);
    const quantity = parseWhole(quantityCell!, 1, limits.maxQuantity);
    if ("problem" in quantity) return problem(`quantity in '${part.slice(0, 40)}' ${quantity.problem}`);
    const price = parsePrice(priceCell, limits.maxDollars);
    if ("problem" in price) return problem(`price in '${part.slice(0, 40)}' ${price.problem}`);
    if (breaks.some((b) => b.minQuantity === quantity.value))
      return problem(`gives quantity ${quantity.value} twice`);
    breaks.push({ minQuantity: quantity.value, priceCents: price.value });
  }
  // Stored by quantity, as Add Product stores them, whatever order the cell had.
  return ok(breaks.sort((a, b) => a.minQuantity - b.minQuantity));
}

/** Volume prices by quantity, as `parsePriceBreaks` reads them. */
export const formatPriceBreaks = (breaks: readonly PriceBreak[]) =>
  [...breaks]
    .sort((a, b) => a.minQuantity - b.minQuantity)
    .map((b) => `${b.minQuantity}${CSV_LIST_SEPARATORS.breakPrice}${formatPrice(b.priceCents)}`)
    .join(CSV_LIST_SEPARATORS.priceBreaks);

/** `true` or `false`, in any case (spreadsheets write TRUE). */
export function parseFlag(cell: string): Parsed<boolean> {
  const text = cell.trim().toLowerCase();
  if (text === "true") return ok(true);
  if (text === "false") return ok(false);
  return problem("must be true or false");
}

/** `OEM-1|OEM-2`: each number 1 to `max` characters, at most `maxCount`; empty parts are skipped. */
export function parseList(cell: string, max: number, maxCount: number): Parsed<string[]> {
  const items = cell
    .split(CSV_LIST_SEPARATORS.crossReferences)
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length > maxCount) return problem(`may list at most ${maxCount} numbers`);
  for (const item of items) {
    const checked = parseText(item, max);
    if ("problem" in checked) return problem(`'${item.slice(0, max)}' ${checked.problem}`);
  }
  if (new Set(items).size !== items.length) return problem("lists a number twice");
  return ok(items);
}

export const formatList = (items: readonly string[]) => items.join(CSV_LIST_SEPARATORS.crossReferences);

/**
 * `voltage=12;material=Steel`: pairs of a key of the specification vocabulary and its value, each key once;
 * a number attribute's value must be a number (`12`, `1.25`), a text one 1 to 40 characters. Empty pairs
 * (a trailing `;`) are skipped.
 */
export function parseSpecs(cell: string): Parsed<Specifications> {
  const specs: Specifications = {};
  const pairs = cell
    .split(CSV_LIST_SEPARATORS.specPairs)
    .map((pair) => pair.trim())
    .filter(Boolean);
  for (const pair of pairs) {
    const at = pair.indexOf(CSV_LIST_SEPARATORS.specValue);
    if (at <= 0) return problem(`'${pair.slice(0, 40)}' is not key=value`);
    const key = pair.slice(0, at).trim();
    const raw = pair.slice(at + 1).trim();
    if (!isSpecKey(key))
      return problem(`'${key.slice(0, 40)}' is not a specification (${SPEC_KEYS.join(", ")})`);
    if (Object.hasOwn(specs, key)) return problem(`gives ${key} twice`);
    if (!raw) return problem(`${key} has no value`);
    if (SPEC_ATTRIBUTES[key].kind === "number") {
      if (!SPEC_NUMBER.test(raw)) return problem(`${key} must be a number, like 12 or 1.25`);
      specs[key] = Number(raw);
    } else {
      const checked = parseText(raw, SPEC_LIMITS.textMaxChars);
      if ("problem" in checked) return problem(`${key} ${checked.problem}`);
      specs[key] = checked.value;
    }
  }
  return ok(specs);
}

/** Specifications in the vocabulary's order, as `parseSpecs` reads them. */
export function formatSpecs(specs: Specifications): string {
  return SPEC_KEYS.filter((key: SpecKey) => specs[key] !== undefined)
    .map((key) => `${key}${CSV_LIST_SEPARATORS.specValue}${String(specs[key])}`)
    .join(CSV_LIST_SEPARATORS.specPairs);
}

/** Two specifications hold the same values, whatever the order of their keys. */
export function sameSpecs(a: Specifications, b: Specifications): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<SpecKey>;
  return [...keys].every((key) => a[key] === b[key]);
}
