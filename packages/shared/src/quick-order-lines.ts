/**
 * Reading a quick order (issue 26): lines of "PART QTY" as a buyer pastes them or a CSV holds them. Zod-free,
 * so the web page counts and previews lines as the buyer types, by the very rule the server applies.
 */
import { formatNumber } from "./money.js";
import { MAX_ORDER_QUANTITY } from "./pricing.js";
import { TRADE_LIMITS } from "./trade-texts.js";

/** The quick order's own words; the line outcomes' reasons are TRADE_TEXTS'. */
export const QUICK_ORDER_TEXTS = {
  intro:
    "Paste one line per part: the part number, then the quantity. Or choose a CSV file with those two columns.",
  linesLabel: "Part numbers and quantities",
  linesHelp: "For example 07-1102 20. A space, comma, semicolon or tab may separate them.",
  fileLabel: "Or read a CSV file",
  check: "Check and add to cart",
  checking: "Checking…",
  lineCount: (n: number, max: number) => `${n} of ${max} lines`,
  noLines: "Paste at least one line: a part number and a quantity.",
  tooManyLines: (max: number) => `A quick order checks at most ${max} lines at once`,
  tooLong: (chars: number) => `A quick order holds at most ${formatNumber(chars)} characters`,
  ambiguous: (skus: readonly string[]) => `Matches several products: ${skus.join(", ")}`,
  summedWith: (lines: readonly number[]) =>
    `Added together with line${lines.length === 1 ? "" : "s"} ${lines.join(", ")} of the same product`,
  resultsCaption: "What happened to each line",
  summary: (added: number, refused: number) =>
    `${added} ${added === 1 ? "line" : "lines"} in your cart, ${refused} refused`,
  goToCart: "Go to your cart",
  status: { added: "Added", adjusted: "Adjusted", refused: "Refused" },
} as const;

export const QUICK_ORDER_LIMITS = {
  /** Far above 200 lines of real part numbers, so a paste is refused for its lines, not its characters. */
  maxChars: 40_000,
  /** Longer than any maker's number: a longer "part number" is a pasted sentence. */
  maxPartNumberChars: 64,
  /**
   * A part number, separators and a quantity fit well within this; a longer line is unreadable without being
   * searched, which also keeps the line pattern's backtracking short.
   */
  maxLineChars: 128,
} as const;

/** One non-empty line of the paste, read or not; `line` counts every line, so the buyer can find it. */
export type QuickOrderLine =
  | { line: number; input: string; partNumber: string; quantity: number }
  | { line: number; input: string; partNumber: null; quantity: null };

/** The part number, one or more separators, then a whole number (quoted as a CSV may quote it). */
const PART_THEN_QUANTITY = /^(.*?)[\s,;]+"?(\d+)"?$/u;
/** A CSV's first row naming its columns: its last column is a quantity's name, not a number. */
const HEADER = /(^|[\s,;"])(qty|quantity)"?$/iu;
const TRAILING_SEPARATORS = /[\s,;]+$/u;

function readLine(line: number, input: string): QuickOrderLine {
  const unreadable = { line, input, partNumber: null, quantity: null };
  if (input.length > QUICK_ORDER_LIMITS.maxLineChars) return unreadable;
  const match = PART_THEN_QUANTITY.exec(input.replace(TRAILING_SEPARATORS, ""));
  if (!match) return unreadable;
  const partNumber = match[1]!
    .trim()
    .replace(/^"(.*)"$/u, "$1")
    .trim();
  const asked = Number(match[2]);
  if (
    !/[\p{L}\p{N}]/u.test(partNumber) ||
    partNumber.length > QUICK_ORDER_LIMITS.maxPartNumberChars ||
    asked < 1
  )
    return unreadable;
  // More than any line may hold is still a request for the most: the stock then says how many there are.
  return { line, input, partNumber, quantity: Math.min(asked, MAX_ORDER_QUANTITY) };
}

/**
 * Every non-empty line of `text`, read: a CSV's header row (the first line, naming a quantity column) is left
 * out, as are blank lines. A line that cannot be read stays in, unread, so it can be answered.
 */
export function readQuickOrderLines(text: string): QuickOrderLine[] {
  const read: QuickOrderLine[] = [];
  for (const [index, raw] of text.split(/\r\n|\r|\n/u).entries()) {
    const input = raw.trim();
    if (!input) continue;
    const line = readLine(index + 1, input);
    if (read.length === 0 && line.partNumber === null && HEADER.test(input)) continue;
    read.push(line);
  }
  return read;
}

/** Why `text` cannot be checked at all (no line, too many, too long), or null when it can. */
export function quickOrderTextProblem(text: string): string | null {
  if (text.length > QUICK_ORDER_LIMITS.maxChars)
    return QUICK_ORDER_TEXTS.tooLong(QUICK_ORDER_LIMITS.maxChars);
  const count = readQuickOrderLines(text).length;
  if (count === 0) return QUICK_ORDER_TEXTS.noLines;
  if (count > TRADE_LIMITS.maxQuickOrderLines)
    return QUICK_ORDER_TEXTS.tooManyLines(TRADE_LIMITS.maxQuickOrderLines);
  return null;
}
