import { readFileSync } from "node:fs";

import { CATEGORIES } from "@xpart/shared";

import { drawingKinds } from "../../seed-assets/product-drawings.js";

import { withTradeTerms } from "./demo-trade-terms.js";
import type { DemoProduct } from "./demo-types.js";

export type { DemoProduct } from "./demo-types.js";

/** The demo catalogue's data files (issue 38): one JSON array of products per trade, in this order. */
const FOLDER = new URL("../../seed-assets/demo-catalogue/", import.meta.url);

/**
 * The trades, in the catalogue's order: the original shop's products (names and descriptions kept, so links
 * and browser tests that name them still find them), two for each home-page category it had none for, brakes
 * and chassis, engine service, electrical, tyres, accessories, hand tools, power tools.
 */
const TRADES = [
  "original",
  "home",
  "brakes",
  "engine",
  "electrical",
  "tires",
  "accessories",
  "hand-tools",
  "power-tools",
] as const;

/** One trade's products as its file lists them; a category or drawing the shop does not know stops the seed. */
function productsOf(trade: (typeof TRADES)[number]): DemoProduct[] {
  const file = new URL(`products-${trade}.json`, FOLDER);
  const products = JSON.parse(readFileSync(file, "utf8")) as DemoProduct[];
  for (const p of products) {
    if (!CATEGORIES.includes(p.category) || !drawingKinds.includes(p.drawing))
      throw new Error(`${file.pathname}: ${p.sku} has an unknown category or drawing`);
  }
  return products;
}

/**
 * The demo catalogue (issue 25): a maker of auto parts and hardware tools, with part numbers, specifications
 * and vehicle fitment, read from seed-assets/demo-catalogue/. The 31 products the shop has always had come
 * first, in their order and under their names, since browser tests and links name them; the rest are split by
 * trade only to keep files short. Written for this project (no downloaded data); pictures are drawn by
 * seed-assets/product-drawings.ts, and products sharing a drawing kind get distinct accents so no two pictures
 * are alike. Trade terms (issue 26) come from demo-trade-terms.ts, for the products added after the original 31
 * only.
 */
export const demoProducts: readonly DemoProduct[] = [
  ...productsOf("original"),
  ...withTradeTerms(TRADES.slice(1).flatMap(productsOf)),
];
