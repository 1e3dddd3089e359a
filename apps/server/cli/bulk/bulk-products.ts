import { CATEGORY, type Specifications } from "@xpart/shared";
import { sql } from "drizzle-orm";

import type { Database } from "../../src/db/client.js";
import { clearCatalogCaches } from "../../src/modules/catalog/catalog.cache.js";
import { countProducts, type NewFitment } from "../../src/modules/catalog/index.js";

import {
  applicationsFor,
  baseVehicles,
  insertFitmentRows,
  itemSeed,
  seededRandom,
  type BaseVehicle,
  type Random,
} from "./bulk-fitment.js";
import { MORE_KINDS } from "./bulk-kinds-more.js";
import { PART_KINDS } from "./bulk-kinds-parts.js";
import type { Kind } from "./bulk-kinds.js";

/**
 * `npm run db:seed -- --products N`: the benchmarks' big catalogue (issue 25). Generated products read like a
 * parts maker's: a brand, the brand's SKU, sometimes a manufacturer's number, 0 to 3 cross-references
 * (OEM-style numbers, an X in each so no real OEM number is used), specifications of the vocabulary for their
 * kind, a price, minimum order and stock of that kind; tools and most accessories are universal, the other
 * parts get 10 to 22 ACES-like applications on the vehicles in the database (bulk-fitment.ts). All of it
 * follows from a seed and the product's serial number, so the same command gives the same catalogue.
 */

/** SKUs of generated products: a three-letter brand code and a serial of six digits or more. */
export const BULK_SKU_PATTERN = "^[A-Z]{3}-[0-9]{6,}$";
/** The first serial: six digits from the start, so the pattern above tells generated products apart. */
const FIRST_SERIAL = 100_001;
const SEED = 25;
/** Products per INSERT (one JSON parameter); their fitment rows follow in one more. */
const BATCH = 5_000;

const KINDS: readonly Kind[] = [...PART_KINDS, ...MORE_KINDS];

const TOTAL_WEIGHT = KINDS.reduce((sum, k) => sum + k.weight, 0);

function kindOf(r: Random): Kind {
  let at = r.next() * TOTAL_WEIGHT;
  for (const kind of KINDS) {
    at -= kind.weight;
    if (at < 0) return kind;
  }
  return KINDS.at(-1)!;
}

const digits = (r: Random, n: number) => Array.from({ length: n }, () => r.int(0, 9)).join("");
const letter = (r: Random) => r.pick([..."ABCDEFGHJKLMNPRSTUVW"]);

/** OEM-style numbers in the makers' usual shapes, an X in each so that none is a real OEM number. */
const REFERENCE_SHAPES: readonly ((r: Random) => string)[] = [
  (r) => `${digits(r, 5)}-${r.int(0, 9)}X${digits(r, 3)}`,
  (r) => `${letter(r)}${letter(r)}${digits(r, 2)}-${digits(r, 1)}X${digits(r, 3)}-${letter(r)}X`,
  (r) => `${letter(r)}${digits(r, 4)}-${digits(r, 1)}X${letter(r)}${digits(r, 1)}A`,
  (r) => `${digits(r, 1)}-${digits(r, 5)}-X${digits(r, 2)}-${digits(r, 1)}`,
  (r) => `${letter(r)}${letter(r)} ${digits(r, 4)}.${digits(r, 2)}`,
  (r) => `0 986 X${digits(r, 2)} ${digits(r, 3)}`,
];

export interface BulkProduct {
  name: string;
  category: string;
  description: string;
  img: string;
  minOrder: number;
  availableQty: number;
  priceCents: number;
  sku: string;
  brand: string;
  mpn: string | null;
  crossReferences: string[];
  specs: Specifications;
  universal: boolean;
  applications: Omit<NewFitment, "productId">[];
}

export interface BulkContext {
  seed: number;
  /** Pictures to reuse, per category (the demo products'); `any` for a category without one. */
  pictures: ReadonlyMap<string, readonly string[]>;
  any: readonly string[];
  bases: readonly BaseVehicle[];
}

/** Generated product number `serial`: the same for the same seed, serial and vehicle list. */
export function bulkProduct(context: BulkContext, serial: number): BulkProduct {
  const r = seededRandom(itemSeed(context.seed, serial));
  const kind = kindOf(r);
  const [brand, code] = r.pick(kind.brands);
  const variant = r.pick(kind.variants);
  const specs = kind.specs(r);
  const universal = !kind.fitting || !context.bases.length || r.chance(kind.universal);
  const applications =
    universal || !kind.fitting
      ? []
      : applicationsFor(r, context.bases, {
          ...kind.fitting,
          position: typeof specs.position === "string" ? specs.position : undefined,
        });
  const first = applications[0];
  const forWhat = first ? ` (${first.make} ${first.model})` : "";
  const detail = typeof specs.size === "string" && kind.category === CATEGORY.tires ? ` ${specs.size}` : "";
  const name = `${brand} ${variant} ${kind.noun}${detail}${forWhat}`;
  const fits = first
    ? ` Made for the ${first.make} ${first.model} and ${applications.length - 1} more applications: see the fitment list.`
    : " Fits every vehicle.";
  const [low, high] = kind.price;
  const minOrder = r.pick(kind.minOrders);
  const stockRoll = r.next();
  const availableQty =
    stockRoll < 0.05 ? 0 : stockRoll < 0.1 ? r.int(1, minOrder) - 1 : r.int(minOrder, minOrder * 40);
  const pictures = context.pictures.get(kind.category) ?? context.any;
  return {
    name,
    category: kind.category,
    description: `${variant} ${kind.noun.toLowerCase()} by ${brand}: ${kind.use}.${fits}`,
    img: r.pick(pictures),
    minOrder,
    availableQty,
    priceCents: Math.round(r.int(low, high) / 10) * 10 - (r.chance(0.6) ? 1 : 0),
    sku: `${code}-${String(serial).padStart(6, "0")}`,
    brand,
    mpn: r.chance(0.5) ? `${code}${serial}${r.pick(["", "A", "HD", "SM", "X"])}` : null,
    crossReferences: Array.from({ length: r.int(0, 3) }, () => r.pick(REFERENCE_SHAPES)(r)),
    specs,
    universal,
    applications,
  };
}

/** The serial after the highest one a generated SKU has: a hard delete never makes a number come round again. */
async function nextSerial(db: Database): Promise<number> {
  const result = await db.execute<{ n: number | null }>(sql`
    select max(substring(sku from '[0-9]+$')::bigint)::int as n from products
    where sku ~ ${BULK_SKU_PATTERN}`);
  const [row] = (result as unknown as { rows: { n: number | null }[] }).rows;
  return Math.max(FIRST_SERIAL, (row?.n ?? 0) + 1);
}

async function bulkContext(db: Database, seed: number): Promise<BulkContext> {
  const result = await db.execute<{ category: string; img: string }>(sql`
    select category, img from products where archived_at is null order by position limit 1000`);
  const rows = (result as unknown as { rows: { category: string; img: string }[] }).rows;
  if (!rows.length) throw new Error("seed the demo catalogue first: its pictures are reused");
  const pictures = new Map<string, string[]>();
  for (const { category, img } of rows) pictures.set(category, [...(pictures.get(category) ?? []), img]);
  return { seed, pictures, any: rows.map((r) => r.img), bases: await baseVehicles(db) };
}

/** Inserts products (one JSON parameter); a SKU already taken is skipped. Answers the new ids by SKU. */
async function insertBulkProducts(db: Database, rows: readonly BulkProduct[]): Promise<Map<string, string>> {
  const json = JSON.stringify(
    rows.map((p) => ({
      name: p.name,
      category: p.category,
      description: p.description,
      img: p.img,
      min_order: p.minOrder,
      available_qty: p.availableQty,
      price_cents: p.priceCents,
      sku: p.sku,
      brand: p.brand,
      mpn: p.mpn,
      cross_references: p.crossReferences,
      specs: p.specs,
      universal: p.universal,
    })),
  );
  const result = await db.execute<{ id: string; sku: string }>(sql`
    insert into products (name, category, description, img, min_order, available_qty, price_cents, sku, brand,
      mpn, cross_references, specs, universal)
    select name, category, description, img, min_order, available_qty, price_cents, sku, brand, mpn,
      cross_references, specs, universal
    from jsonb_to_recordset(${json}::jsonb) as r(name text, category text, description text, img text,
      min_order integer, available_qty integer, price_cents integer, sku text, brand text, mpn text,
      cross_references text[], specs jsonb, universal boolean)
    on conflict (sku) do nothing
    returning id, sku`);
  const inserted = (result as unknown as { rows: { id: string; sku: string }[] }).rows;
  return new Map(inserted.map((r) => [r.sku, r.id]));
}

export interface BulkResult {
  products: number;
  fitments: number;
}

/**
 * Fills the catalogue up to `target` products with generated ones and their fitment. Answers how many
 * products it added (and, through `onBatch`, the fitment rows as it goes).
 */
export async function seedBulkProducts(
  db: Database,
  target: number,
  options: { seed?: number; onBatch?: (added: BulkResult) => void } = {},
): Promise<number> {
  let current = await countProducts(db);
  if (current >= target) return 0;
  const context = await bulkContext(db, options.seed ?? SEED);
  let serial = await nextSerial(db);
  let added = 0;
  while (current < target) {
    const batch = Array.from({ length: Math.min(BATCH, target - current) }, () =>
      bulkProduct(context, serial++),
    );
    const ids = await insertBulkProducts(db, batch);
    const fitments: NewFitment[] = batch.flatMap((p) => {
      const productId = ids.get(p.sku);
      return productId ? p.applications.map((a) => ({ ...a, productId })) : [];
    });
    await insertFitmentRows(db, fitments);
    current += ids.size;
    added += ids.size;
    options.onBatch?.({ products: ids.size, fitments: fitments.length });
  }
  clearCatalogCaches();
  return added;
}
