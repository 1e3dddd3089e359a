import {
  CATALOGUE_TRANSFER_TEXTS as TEXTS,
  SPEC_ATTRIBUTES,
  SPEC_KEYS,
  type Specifications,
} from "@xpart/shared";
import { parse } from "csv-parse/sync";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { InvalidError } from "../../domain-errors.js";

import {
  escapeCell,
  formatPrice,
  formatPriceBreaks,
  formatSpecs,
  parseCsv,
  parseFlag,
  parseList,
  parsePrice,
  parsePriceBreaks,
  parseSpecs,
  sameSpecs,
  toCsv,
  unescapeCell,
} from "./catalogue-csv.js";

const FORMULA = /^[=+\-@\t\r\0]/;

/** Strings a spreadsheet cell may hold: quotes, separators, formula starts, line breaks and more. */
const cellText = fc.string({
  unit: fc.oneof(
    fc.constantFrom("=", "+", "-", "@", "\t", "\r", "\n", "'", '"', ",", ";", "|", " ", "é", "🔧"),
    fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
  ),
  maxLength: 20,
});

describe("formula escaping (OWASP CSV injection, ASVS 5 1.2.10)", () => {
  it("puts one quote before a cell a spreadsheet would run, and nothing before others", () => {
    expect(escapeCell('=HYPERLINK("http://evil.test","x")')).toBe('\'=HYPERLINK("http://evil.test","x")');
    expect(escapeCell("-12")).toBe("'-12");
    expect(escapeCell("+1 555")).toBe("'+1 555");
    expect(escapeCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(escapeCell("\tx")).toBe("'\tx");
    expect(escapeCell("\rx")).toBe("'\rx");
    expect(escapeCell("'-12")).toBe("''-12");
    expect(escapeCell("12-A")).toBe("12-A");
    expect(escapeCell("O'Brien")).toBe("O'Brien");
    expect(escapeCell("'quoted")).toBe("'quoted");
    expect(escapeCell("")).toBe("");
  });

  it("the import reads back exactly what the export escaped, whatever the text", () => {
    fc.assert(
      fc.property(cellText, (value) => {
        const escaped = escapeCell(value);
        expect(FORMULA.test(escaped)).toBe(false);
        expect(unescapeCell(escaped)).toBe(value);
      }),
    );
  });

  it("a whole file round-trips through node-csv: quoting, line breaks, commas and formula starts", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(cellText, cellText, cellText), { minLength: 1, maxLength: 8 }),
        (rows) => {
          // A row of one empty cell is a blank line, which the import skips; the files never have one.
          const data = rows.map(([a, b, c]) => [`k${a}`, b, c]);
          const csv = toCsv([["a", "b", "c"], ...data], { bom: true });
          // What a spreadsheet reads in each cell never starts as a formula.
          for (const cell of parse(csv, { bom: true }).flat()) expect(FORMULA.test(cell)).toBe(false);
          const read = parseCsv(csv, ["a", "b", "c"]);
          expect(read.map((row) => row.cells && [row.cells.a, row.cells.b, row.cells.c])).toEqual(data);
        },
      ),
    );
  });
});

describe("parseCsv", () => {
  const columns = ["sku", "name"] as const;

  it("numbers each row by the line it starts on, across quoted line breaks and blank lines", () => {
    const rows = parseCsv('sku,name\r\nA,"two\nlines"\n\n\nB,three\rC,four', columns);
    expect(rows.map((r) => [r.line, r.cells?.sku])).toEqual([
      [2, "A"],
      [6, "B"],
      [7, "C"],
    ]);
  });

  it("takes the columns in any order, case and spaces aside, and skips the byte order mark", () => {
    expect(parseCsv("\uFEFF Name ,SKU\nTape,T-1\n", columns)[0]!.cells).toEqual({ sku: "T-1", name: "Tape" });
  });

  it("refuses a missing, unknown or repeated column as a whole-file error", () => {
    expect(() => parseCsv("sku\nA\n", columns)).toThrow(TEXTS.missingColumns(["name"]));
    expect(() => parseCsv("sku,name,price\nA,B,1\n", columns)).toThrow(TEXTS.unknownColumns(["price"]));
    expect(() => parseCsv("sku,name,sku\nA,B,C\n", columns)).toThrow(TEXTS.repeatedColumns(["sku"]));
    expect(() => parseCsv("\n\n", columns)).toThrow(TEXTS.noHeader);
  });

  it("names the line of bad quoting", () => {
    expect(() => parseCsv('sku,name\nA,B\nC,"open\nD,E\n', columns)).toThrow(
      TEXTS.notValidCsv(3, "a quoted value is never closed"),
    );
    expect(() => parseCsv('sku,name\nA,B\nC,x"y\n', columns)).toThrow(
      /line 3: a quote inside an unquoted value/,
    );
    expect(() => parseCsv('sku,name\nA,"B"x\n', columns)).toThrow(/line 2: a closing quote/);
  });

  it("refuses more rows than the limit, and answers a row of the wrong width with its problem", () => {
    expect(() => parseCsv("sku,name\nA,1\nB,2\nC,3\n", columns, 2)).toThrow(TEXTS.tooManyRows);
    expect(parseCsv("sku,name\nA,1\nB,2\n", columns, 2)).toHaveLength(2);
    expect(parseCsv("sku,name\nA\n", columns)).toEqual([
      { line: 2, cells: null, problem: "has 1 value, the header has 2" },
    ]);
    expect(() => parseCsv("sku,name\nA,1\n", columns)).not.toThrow(InvalidError);
  });
});

describe("cell formats", () => {
  it("reads specifications as key=value pairs of the vocabulary, numbers as numbers", () => {
    expect(parseSpecs("voltage=12; material=Steel, zinc;length=1.25;")).toEqual({
      value: { voltage: 12, material: "Steel, zinc", length: 1.25 },
    });
    expect(parseSpecs("")).toEqual({ value: {} });
    expect(parseSpecs("colour=red")).toEqual({
      problem: expect.stringContaining("'colour' is not a specification"),
    });
    expect(parseSpecs("voltage=twelve")).toEqual({ problem: "voltage must be a number, like 12 or 1.25" });
    expect(parseSpecs("voltage=12;voltage=24")).toEqual({ problem: "gives voltage twice" });
    expect(parseSpecs("voltage")).toEqual({ problem: "'voltage' is not key=value" });
    expect(parseSpecs("material=")).toEqual({ problem: "material has no value" });
    expect(parseSpecs(`material=${"x".repeat(41)}`)).toEqual({
      problem: "material must be at most 40 characters",
    });
  });

  it("writes any specification so that it reads back the same", () => {
    const value = (key: (typeof SPEC_KEYS)[number]) =>
      SPEC_ATTRIBUTES[key].kind === "number"
        ? fc
            .integer({ min: 0, max: 999_999_999 })
            .chain((whole) =>
              fc
                .integer({ min: 0, max: 999 })
                .map((milli) => Number(`${whole}.${String(milli).padStart(3, "0")}`)),
            )
        : fc
            .string({ minLength: 1, maxLength: 40 })
            .map((s) => s.replace(/[;\p{C}]/gu, "x").trim())
            .filter(Boolean);
    const specs = fc.record(Object.fromEntries(SPEC_KEYS.map((key) => [key, value(key)])), {
      requiredKeys: [],
    }) as fc.Arbitrary<Specifications>;
    fc.assert(
      fc.property(specs, (s) => {
        const read = parseSpecs(formatSpecs(s));
        expect("value" in read && sameSpecs(read.value, s)).toBe(true);
      }),
    );
  });

  it("reads prices in dollars with at most two decimals, as cents", () => {
    expect(parsePrice("12.50", 1_000_000)).toEqual({ value: 1250 });
    expect(parsePrice("12.5", 1_000_000)).toEqual({ value: 1250 });
    expect(parsePrice("7", 1_000_000)).toEqual({ value: 700 });
    expect(parsePrice("0.00", 1_000_000)).toEqual({ problem: "must be above 0" });
    expect(parsePrice("1.234", 1_000_000)).toHaveProperty("problem");
    expect(parsePrice("-1", 1_000_000)).toHaveProperty("problem");
    expect(parsePrice("$5", 1_000_000)).toHaveProperty("problem");
    expect(parsePrice("1000000.01", 1_000_000)).toEqual({ problem: "must be at most 1000000" });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (cents) => {
        expect(parsePrice(formatPrice(cents), 1_000_000)).toEqual({ value: cents });
      }),
    );
  });

  it("reads flags and lists", () => {
    expect(parseFlag("TRUE")).toEqual({ value: true });
    expect(parseFlag("false")).toEqual({ value: false });
    expect(parseFlag("yes")).toEqual({ problem: "must be true or false" });
    expect(parseList(" A-1 | B-2 ||", 40, 20)).toEqual({ value: ["A-1", "B-2"] });
    expect(parseList("A|A", 40, 20)).toEqual({ problem: "lists a number twice" });
    expect(parseList("A|B|C", 40, 2)).toEqual({ problem: "may list at most 2 numbers" });
  });
});

describe("issue 27: optional columns and the price_breaks cell", () => {
  const LIMITS = { maxQuantity: 1_000_000, maxDollars: 1_000_000, maxCount: 3 };

  it("issue 27: an optional column may be left out (its cells are absent), never repeated or misspelt", () => {
    const columns = ["sku", "name", "order_step"] as const;
    const rows = parseCsv("sku,name\nA,B\n", columns, 10, ["order_step"]);
    expect(rows).toEqual([{ line: 2, cells: { sku: "A", name: "B" } }]);
    expect(Object.hasOwn(rows[0]!.cells!, "order_step")).toBe(false);
    expect(parseCsv("sku,name,order_step\nA,B,5\n", columns, 10, ["order_step"])[0]!.cells).toEqual({
      sku: "A",
      name: "B",
      order_step: "5",
    });
    expect(() => parseCsv("sku,order_step\nA,5\n", columns, 10, ["order_step"])).toThrow(
      TEXTS.missingColumns(["name"]),
    );
    expect(() => parseCsv("sku,name,order_step,order_step\nA,B,1,1\n", columns, 10, ["order_step"])).toThrow(
      TEXTS.repeatedColumns(["order_step"]),
    );
    expect(() => parseCsv("sku,name\nA,B\n", columns)).toThrow(TEXTS.missingColumns(["order_step"]));
  });

  it("issue 27: reads quantity:price pairs by quantity, in cents; an empty cell is no breaks", () => {
    expect(parsePriceBreaks(" 200:3.9 ; 50:4.20 ;", LIMITS)).toEqual({
      value: [
        { minQuantity: 50, priceCents: 420 },
        { minQuantity: 200, priceCents: 390 },
      ],
    });
    expect(parsePriceBreaks("", LIMITS)).toEqual({ value: [] });
  });

  it.each([
    ["50-4.20", "'50-4.20' is not quantity:price, like 50:4.20"],
    ["50:4.20:1", "'50:4.20:1' is not quantity:price, like 50:4.20"],
    ["0:4.20", "quantity in '0:4.20' must be at least 1"],
    ["1.5:4.20", "quantity in '1.5:4.20' must be a whole number"],
    ["50:0", "price in '50:0' must be above 0"],
    ["50:4.201", "price in '50:4.201' must be dollars with at most two decimals, like 12.50"],
    ["50:4;50:3", "gives quantity 50 twice"],
    ["10:4;20:3;30:2;40:1", "may list at most 3 volume prices"],
  ])("issue 27: refuses %j: %s", (cell, problem) => {
    expect(parsePriceBreaks(cell, LIMITS)).toEqual({ problem });
  });

  it("issue 27: what formatPriceBreaks writes, parsePriceBreaks reads back", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.record({
            minQuantity: fc.integer({ min: 1, max: 1_000_000 }),
            priceCents: fc.integer({ min: 1, max: 99_999_999 }),
          }),
          { selector: (b) => b.minQuantity, maxLength: 3 },
        ),
        (breaks) => {
          const sorted = [...breaks].sort((a, b) => a.minQuantity - b.minQuantity);
          expect(parsePriceBreaks(formatPriceBreaks(breaks), LIMITS)).toEqual({ value: sorted });
        },
      ),
    );
    expect(
      formatPriceBreaks([
        { minQuantity: 200, priceCents: 390 },
        { minQuantity: 50, priceCents: 420 },
      ]),
    ).toBe("50:4.20;200:3.90");
  });
});
