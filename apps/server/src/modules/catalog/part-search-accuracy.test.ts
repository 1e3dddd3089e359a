// Issue 25's search target, measured on the demo catalogue: of at least 500 generated queries (every SKU,
// manufacturer's number and cross-reference with its separators removed, changed and its case changed, and
// each name with a one-letter typo), the right product comes first for at least 98%. The test prints the
// figure; it fails below the target, listing the queries that missed.
import type { Product } from "@xpart/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { seededRandom, type Random } from "../../../cli/bulk/bulk-fitment.js";
import { createTestApp } from "../../../test/test-app.js";
import { demoProducts } from "../../seed/demo-products.js";

const TARGET = 0.98;
const SEED = 25;

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** How search compares part numbers (part_key() in SQL): no case, spaces, dashes, dots or slashes. */
const keyOf = (number: string) => number.toLowerCase().replace(/[\s./-]+/g, "");

const SEPARATORS = ["-", " ", ".", "/"];

interface Query {
  kind: "number: separators removed" | "number: separators changed" | "number: case changed" | "name: typo";
  q: string;
  /** Names of the products that are a right first answer: those that carry the number, or the named one. */
  right: Set<string>;
}

/** Each separator replaced by another one (dash to space, space to dot, dot to slash, slash to dash). */
function changeSeparators(number: string): string {
  return number.replace(/[\s./-]/g, (c) => SEPARATORS[(SEPARATORS.indexOf(c) + 1) % SEPARATORS.length]!);
}

function swapCase(text: string): string {
  return [...text].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join("");
}

/**
 * The name with one letter dropped or replaced in one of its words of five letters or more (not the word's
 * first letter: people seldom mistype it, and every trigram search loses most of a word that way).
 */
function withTypo(name: string, random: Random): string | null {
  const words = [...name.matchAll(/[A-Za-z]{5,}/g)];
  if (!words.length) return null;
  const word = random.pick(words);
  const at = word.index + random.int(1, word[0].length - 1);
  const letters = "abcdefghijklmnopqrstuvwxyz".replace(name[at]!.toLowerCase(), "");
  const replacement = random.chance(0.5) ? "" : letters[random.int(0, letters.length - 1)]!;
  return name.slice(0, at) + replacement + name.slice(at + 1);
}

function queries(): Query[] {
  const random = seededRandom(SEED);
  const byKey = new Map<string, Set<string>>();
  for (const p of demoProducts) {
    for (const number of [p.sku, p.mpn ?? "", ...(p.crossReferences ?? [])].filter(Boolean)) {
      byKey.set(keyOf(number), (byKey.get(keyOf(number)) ?? new Set()).add(p.name));
    }
  }
  const all: Query[] = [];
  for (const p of demoProducts) {
    for (const number of [p.sku, p.mpn ?? "", ...(p.crossReferences ?? [])].filter(Boolean)) {
      const right = byKey.get(keyOf(number))!;
      all.push(
        { kind: "number: separators removed", q: number.replace(/[\s./-]+/g, ""), right },
        { kind: "number: separators changed", q: changeSeparators(number), right },
        { kind: "number: case changed", q: swapCase(number), right },
      );
    }
    const typo = withTypo(p.name, random);
    if (typo) all.push({ kind: "name: typo", q: typo, right: new Set([p.name]) });
  }
  return all;
}

describe("part-number and name search accuracy (issue 25 target: ≥ 98% first)", () => {
  it(
    "finds the right product first for at least 98% of 500+ generated queries",
    { timeout: 300_000 },
    async () => {
      const all = queries();
      expect(all.length).toBeGreaterThanOrEqual(500);
      const misses: string[] = [];
      const byKind = new Map<string, { hits: number; total: number }>();
      for (const query of all) {
        const res = await t.app.inject({ url: `/api/products?limit=5&q=${encodeURIComponent(query.q)}` });
        expect(res.statusCode).toBe(200);
        const first = (res.json() as Product[])[0];
        const hit = first !== undefined && query.right.has(first.name);
        const tally = byKind.get(query.kind) ?? { hits: 0, total: 0 };
        byKind.set(query.kind, { hits: tally.hits + (hit ? 1 : 0), total: tally.total + 1 });
        if (!hit) misses.push(`${query.kind}: "${query.q}" gave ${first ? `"${first.name}"` : "nothing"}`);
      }
      const hits = all.length - misses.length;
      const percent = (n: number, of: number) => ((100 * n) / of).toFixed(1);
      console.log(`part search: ${hits}/${all.length} first (${percent(hits, all.length)}%)`);
      for (const [kind, { hits: h, total }] of byKind)
        console.log(`  ${kind}: ${h}/${total} (${percent(h, total)}%)`);
      if (misses.length) console.log(`  missed:\n    ${misses.join("\n    ")}`);
      expect(hits / all.length).toBeGreaterThanOrEqual(TARGET);
    },
  );
});
