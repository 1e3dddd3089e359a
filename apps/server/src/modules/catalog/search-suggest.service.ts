import { PAGE_PATHS, SEARCH_LIMITS, SEARCH_TEXTS, type SearchSuggestion } from "@xpart/shared";
import { and, desc, sql, type SQL } from "drizzle-orm";

import type { Database } from "../../db/client.js";

import { hasWordsOf, partHitsCte, wordsQueryOf } from "./catalog-search.js";
import { onSale } from "./catalog.service.js";
import { categoryCounts, products, searchTerms } from "./catalog.tables.js";
import { matchedWordsOf } from "./search-terms.service.js";
import { prefixQueryOf, searchWordsOf, type SearchWord } from "./search-words.js";

/**
 * What the search box suggests while a buyer types (issue 42): the part whose number it is, products with every
 * word (or its start) in a part number, brand or name, then categories and brands with them; at most
 * SEARCH_LIMITS.suggestions. Each list is a few index probes, whatever the catalogue's size.
 */

/** Products a suggestion ranks at most: the first ones the name's index gives, then the best of those. */
const RANKED = 50;
const MOST = { parts: 2, categories: 2, brands: 2 } as const;

const productHref = (id: string) => PAGE_PATHS.product.replace(":productId", encodeURIComponent(id));
const shopHref = (param: "category" | "q", value: string) =>
  `${PAGE_PATHS.shop}?${new URLSearchParams({ [param]: value }).toString()}`;

async function partSuggestions(db: Database, q: string): Promise<SearchSuggestion[]> {
  const result = await db.execute<{ id: string; name: string; sku: string }>(sql`
    ${partHitsCte(q)} select id, name, sku from hits where archived_at is null order by position limit ${MOST.parts}`);
  const rows = (result as unknown as { rows: { id: string; name: string; sku: string }[] }).rows;
  return rows.map((row) => ({ kind: "part", label: row.sku, detail: row.name, href: productHref(row.id) }));
}

async function productSuggestions(db: Database, q: string, words: readonly SearchWord[], most: number) {
  const candidates = db.$with("candidates").as(
    db
      .select({ id: products.id, name: products.name, sku: products.sku, doc: products.searchDoc })
      .from(products)
      .where(and(onSale, hasWordsOf(words, "named")))
      .limit(RANKED),
  );
  const rows = await db
    .with(candidates)
    .select({ id: candidates.id, name: candidates.name, sku: candidates.sku })
    .from(candidates)
    .orderBy(
      desc(sql`ts_rank(${candidates.doc}, ${wordsQueryOf(words)})`),
      desc(sql`similarity(${candidates.name}, ${q})`),
    )
    .limit(most);
  return rows.map((row): SearchSuggestion => ({
    kind: "product",
    label: row.name,
    detail: row.sku,
    href: productHref(row.id),
  }));
}

/** A short list's names whose words start with every word typed: a category or a brand. */
const namedBy = (name: SQL, words: readonly SearchWord[]) =>
  sql`to_tsvector('simple', search_text(${name})) @@ to_tsquery('simple', ${prefixQueryOf(words)})`;

/** A category or brand suggestion: its name, how many products it has, and the shop filtered to it. */
const listSuggestion = (
  kind: "category" | "brand",
  name: string,
  count: number,
  href: string,
): SearchSuggestion => ({ kind, label: name, detail: SEARCH_TEXTS.productCount(count), href });

async function categorySuggestions(db: Database, words: readonly SearchWord[]): Promise<SearchSuggestion[]> {
  const rows = await db
    .select({ name: categoryCounts.name, count: categoryCounts.count })
    .from(categoryCounts)
    .where(and(sql`${categoryCounts.count} > 0`, namedBy(sql`${categoryCounts.name}`, words)))
    .orderBy(desc(categoryCounts.count))
    .limit(MOST.categories);
  return rows.map((row) => listSuggestion("category", row.name, row.count, shopHref("category", row.name)));
}

async function brandSuggestions(db: Database, words: readonly SearchWord[]): Promise<SearchSuggestion[]> {
  const rows = await db
    .select({ name: searchTerms.term, count: searchTerms.products })
    .from(searchTerms)
    .where(
      and(
        sql`${searchTerms.kind} = 'brand' and ${searchTerms.products} > 0`,
        namedBy(sql`${searchTerms.term}`, words),
      ),
    )
    .orderBy(desc(searchTerms.products))
    .limit(MOST.brands);
  return rows.map((row) => listSuggestion("brand", row.name, row.count, shopHref("q", row.name)));
}

export async function suggest(db: Database, q: string): Promise<SearchSuggestion[]> {
  if (q.length < SEARCH_LIMITS.suggestMinChars) return [];
  const parts = await partSuggestions(db, q);
  const typed = searchWordsOf(q);
  if (!typed.length) return parts;
  const words = await matchedWordsOf(db, typed);
  const room = SEARCH_LIMITS.suggestions - parts.length;
  const named = await productSuggestions(db, q, words, room);
  const groups = [...(await categorySuggestions(db, words)), ...(await brandSuggestions(db, words))];
  // A part already suggested by its number is not suggested again by its name. Categories and brands keep
  // their places; products fill what is left.
  const partPages = new Set(parts.map((part) => part.href));
  const others = named.filter((product) => !partPages.has(product.href));
  const kept = others.slice(0, Math.max(room - groups.length, Math.min(others.length, 3)));
  return [...parts, ...kept, ...groups].slice(0, SEARCH_LIMITS.suggestions);
}
