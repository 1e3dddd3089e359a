import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { MAX_ORDER_QUANTITY } from "./pricing.js";
import {
  QUICK_ORDER_LIMITS,
  QUICK_ORDER_TEXTS,
  quickOrderTextProblem,
  readQuickOrderLines,
} from "./quick-order-lines.js";
import { TRADE_LIMITS } from "./trade-texts.js";

const readOne = (text: string) => {
  const lines = readQuickOrderLines(text);
  expect(lines).toHaveLength(1);
  return lines[0]!;
};

describe("readQuickOrderLines (issue 26: quick order)", () => {
  it.each([
    ["07-1102 20", "07-1102", 20],
    ["07-1102\t20", "07-1102", 20],
    ["07-1102,20", "07-1102", 20],
    ["07-1102;20", "07-1102", 20],
    ["07-1102 , 20 ,", "07-1102", 20],
    ['"07-1102","20"', "07-1102", 20],
    ["07 1102 5", "07 1102", 5],
    ["  xpb1102   007  ", "xpb1102", 7],
  ])("reads %j as part %j, quantity %d", (text, partNumber, quantity) => {
    expect(readOne(text)).toMatchObject({ partNumber, quantity });
  });

  it.each([
    "07-1102",
    "07-1102 two",
    "07-1102 -3",
    "07-1102 2.5",
    "07-1102 0",
    "- 5",
    "20",
    `${"A".repeat(65)} 1`,
  ])("keeps %j as an unreadable line", (text) => {
    expect(readOne(text)).toMatchObject({ line: 1, input: text.trim(), partNumber: null, quantity: null });
  });

  it("numbers lines as the buyer sees them, skipping blank ones and a CSV's header row", () => {
    const lines = readQuickOrderLines("sku,quantity\r\nA-1,2\n\n   \nB-2;3\rnonsense\n");
    expect(lines.map(({ line, partNumber }) => [line, partNumber])).toEqual([
      [2, "A-1"],
      [5, "B-2"],
      [6, null],
    ]);
  });

  it("drops only a first line naming a quantity column as a header", () => {
    expect(readQuickOrderLines('"Part number";"Qty"\nA 1')).toHaveLength(1);
    expect(readQuickOrderLines("A 1\nsku,quantity")).toHaveLength(2);
    expect(readQuickOrderLines("qty 5")[0]).toMatchObject({ partNumber: "qty", quantity: 5 });
  });

  it("asks for no more than a line may hold", () => {
    expect(readOne("A-1 99999999999999999999").quantity).toBe(MAX_ORDER_QUANTITY);
  });

  it("leaves a line longer than any part number and quantity unread, without searching it", () => {
    expect(readOne(`A-1${" ".repeat(QUICK_ORDER_LIMITS.maxLineChars)}5`).partNumber).toBeNull();
  });

  it("property: any part number and quantity, joined by any separator, read back as written", () => {
    const part = fc
      .stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ./-]{0,30}$/)
      .map((s) => s.trim())
      .filter((s) => s.length > 0);
    const separator = fc.constantFrom(" ", "\t", ",", ";", " , ", "\t;");
    fc.assert(
      fc.property(part, separator, fc.integer({ min: 1, max: MAX_ORDER_QUANTITY }), (p, sep, qty) => {
        expect(readOne(`${p}${sep}${qty}`)).toMatchObject({ partNumber: p, quantity: qty });
      }),
    );
  });

  it("property: every non-empty line but a header is answered once, in order, whatever it holds", () => {
    const line = fc.oneof(
      fc.string({ maxLength: 40 }).map((s) => s.replace(/[\r\n]/gu, "")),
      fc.constant(""),
      fc.constant("A-1 3"),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const nonEmpty = lines.flatMap((l, i) => (l.trim() ? [i + 1] : []));
        const read = readQuickOrderLines(lines.join("\n")).map((l) => l.line);
        // Only the first non-empty line may be left out, as a header.
        expect(read).toEqual(read.length === nonEmpty.length ? nonEmpty : nonEmpty.slice(1));
      }),
    );
  });
});

describe("quickOrderTextProblem", () => {
  const lines = (n: number) => Array.from({ length: n }, (_, i) => `P-${i} 1`).join("\n");

  it("takes 1 to 200 lines, refuses none or more, and counts no header or blank line", () => {
    expect(quickOrderTextProblem(lines(1))).toBeNull();
    expect(quickOrderTextProblem(`sku,qty\n\n${lines(TRADE_LIMITS.maxQuickOrderLines)}\n\n`)).toBeNull();
    expect(quickOrderTextProblem(lines(TRADE_LIMITS.maxQuickOrderLines + 1))).toBe(
      QUICK_ORDER_TEXTS.tooManyLines(TRADE_LIMITS.maxQuickOrderLines),
    );
    expect(quickOrderTextProblem(" \n\n")).toBe(QUICK_ORDER_TEXTS.noLines);
    expect(quickOrderTextProblem("sku,quantity")).toBe(QUICK_ORDER_TEXTS.noLines);
  });

  it("refuses a text longer than the limit before reading it", () => {
    expect(quickOrderTextProblem("x".repeat(QUICK_ORDER_LIMITS.maxChars + 1))).toBe(
      QUICK_ORDER_TEXTS.tooLong(QUICK_ORDER_LIMITS.maxChars),
    );
  });
});
