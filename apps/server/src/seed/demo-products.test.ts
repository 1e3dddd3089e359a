import {
  largestQuantity,
  sellingTermsProblems,
  smallestQuantity,
  unitPriceCents,
  CATEGORIES,
  CATEGORY,
  FITMENT_LIMITS,
  HOME_CATEGORIES,
  PRODUCT_CATEGORIES,
  PRODUCT_LIMITS,
  SPEC_ATTRIBUTES,
  SPEC_LIMITS,
  isSpecKey,
  type CategoryName,
  type SpecKey,
} from "@xpart/shared";
import { describe, expect, it } from "vitest";

import { drawProduct, drawingKinds } from "../../seed-assets/product-drawings.js";

import { demoProducts } from "./demo-products.js";
import { TRADE_TERMS } from "./demo-trade-terms.js";
import type { DemoFitment, DemoProduct, DemoVehicle } from "./demo-types.js";
import { demoVehicles } from "./demo-vehicles.js";

/** The shop's first 31 products with their SKUs: browser tests and links name them, so they stay first. */
const FIRST_PRODUCTS: readonly [name: string, sku: string][] = [
  ["XparT Pipe Wrench", "XP-PW-14"],
  ["Measuring Tape Pro 5 m", "XP-MT-05"],
  ["AHOOGA Antique 110 dB Air Horn", "XP-HN-110"],
  ["VEVOR 150 dB 4-Trumpet Air Horn", "XP-HN-150"],
  ["ISA Ignition Coil Pack and Motorcraft Spark Plug Set of 8 (F150, Mustang)", "XP-IG-0508"],
  ["Disc Brake Pad Set", "07-1102"],
  ["EverStart Maxx 2200 Lumen Spotlight", "XP-LT-2200"],
  ["Pyle PLCM7200 Mirror Monitor with Backup Camera", "XP-CM-7200"],
  ["Trimax TCL65 Wheel Chock Lock", "XP-WL-65"],
  ["Uniroyal Tiger Paw A/S 235/50R17", "XP-TY-2355017"],
  ["Uniroyal Tiger Paw AS DT 235/55R19", "XP-TY-2355519"],
  ["Adjustable Wrench", "XP-AW-10"],
  ["Measuring Tape Pro 8 m", "XP-MT-08"],
  ["Pipe Wrench 18 in", "XP-PW-18"],
  ["XparT Rubber Hammer", "XP-RH-450"],
  ["Schumacher 10A/2A Battery Charger", "XP-BC-10"],
  ["Niche 0.75A Battery Maintainer", "XP-BM-075"],
  ["GOOLOO 2A Smart Battery Charger", "XP-BC-02"],
  ["2-Piece 300 dB Train Horn", "XP-HN-300"],
  ["XparT 115 mm 40T Carbide Wood Cutting Disk", "XP-CD-11540"],
  ["XparT 125 mm 60T Fine-Cut Wood Cutting Disk", "XP-CD-12560"],
  ["XparT CS-185 1400 W Circular Saw", "XP-CS-185"],
  ["XparT CS-235 2000 W Heavy-Duty Circular Saw", "XP-CS-235"],
  ["XparT EP-82 750 W Electric Planer", "XP-EP-82"],
  ["XparT EP-82R 900 W Rebating Planer", "XP-EP-82R"],
  ["XparT ARC-160 Inverter Stick Welder", "XP-WD-160"],
  ["XparT ARC-250 Dual-Voltage Arc Welder", "XP-WD-250"],
  ["XparT MIG-200 Gas/Gasless Welding Machine", "XP-MG-200"],
  ["XparT MIG-250 Synergic 3-in-1 Welding Machine", "XP-MG-250"],
  ["XparT HB-600 Electric Hand Blower", "XP-HB-600"],
  ["XparT HB-1000 Workshop Dust Blower", "XP-HB-1000"],
];
const FIRST = FIRST_PRODUCTS.length;
const first = demoProducts.slice(0, FIRST);
const added = demoProducts.slice(FIRST);

const HILUX: DemoVehicle = { year: 2015, make: "Toyota", model: "Hilux", engine: "2.8 D" };

/** The server's rule (fitment.service.ts): same make and model, a year in range, the same engine or any. */
const applies = (row: DemoFitment, vehicle: DemoVehicle): boolean =>
  row.make === vehicle.make &&
  row.model === vehicle.model &&
  row.yearFrom <= vehicle.year &&
  vehicle.year <= row.yearTo &&
  (row.engine === undefined || row.engine === vehicle.engine);
const fitsVehicle = (p: DemoProduct, vehicle: DemoVehicle): boolean =>
  (p.fitment ?? []).some((row) => applies(row, vehicle));

const isLow = (p: DemoProduct): boolean => p.availableQty >= p.minOrder && p.availableQty <= 3 * p.minOrder;
/** part_key() in SQL: numbers compare without case, spaces, dashes, dots or slashes. */
const partKey = (n: string): string => n.toLowerCase().replace(/[\s\-./]/g, "");

/** The attributes every product of a category carries, so its facets line up. */
const CATEGORY_SPECS: Partial<Record<CategoryName, readonly SpecKey[]>> = {
  [CATEGORY.measuringTape]: ["length", "material", "weight"],
  [CATEGORY.pipeWrench]: ["length", "diameter", "material", "weight"],
  [CATEGORY.anyHardware]: ["weight"],
  [CATEGORY.woodCuttingDisk]: ["diameter", "speed", "material", "size"],
  [CATEGORY.weldingMachine]: ["current", "voltage", "weight"],
  [CATEGORY.weldingMachineArc]: ["current", "voltage", "weight"],
  [CATEGORY.circularSawMachine]: ["power", "diameter", "speed", "voltage", "weight"],
  [CATEGORY.electricPlanner]: ["power", "speed", "size", "voltage", "weight"],
  [CATEGORY.handBlower]: ["power", "voltage", "weight"],
  [CATEGORY.tires]: ["size", "diameter", "weight"],
  [CATEGORY.autoSafetyAccessories]: ["material", "weight"],
  [CATEGORY.batteryChargers]: ["voltage", "current", "weight"],
};
/** Tools and chargers fit every vehicle. */
const TOOL_CATEGORIES: readonly CategoryName[] = [
  ...PRODUCT_CATEGORIES,
  ...HOME_CATEGORIES,
  CATEGORY.batteryChargers,
];

describe("demoProducts: the first 31", () => {
  it("keeps the shop's 31 products first, in order, under their names and SKUs", () => {
    expect(demoProducts.length).toBeGreaterThanOrEqual(126);
    expect(first.map((p) => [p.name, p.sku])).toEqual(FIRST_PRODUCTS);
  });

  it("keeps the disc brake pad set's part numbers, and it fits the 2015 Hilux 2.8 D", () => {
    const pads = demoProducts.find((p) => p.sku === "07-1102")!;
    expect(pads.name).toBe("Disc Brake Pad Set");
    expect(pads.mpn).toBe("XPB 1102");
    expect(pads.crossReferences).toEqual(["D1102-8216", "45022-T2A-A01", "0 986 494 1102"]);
    expect(fitsVehicle(pads, HILUX)).toBe(true);
  });

  it("gives them real prices, minimums of 10 to 100 and stock for many orders (browser tests buy)", () => {
    expect(first[0]!.minOrder).toBe(50);
    for (const p of first) {
      expect([10, 25, 50, 100]).toContain(p.minOrder);
      expect(p.availableQty).toBeGreaterThanOrEqual(20 * p.minOrder);
    }
    expect(new Set(first.map((p) => p.minOrder)).size).toBeGreaterThanOrEqual(3);
    const price = (name: string) => first.find((p) => p.name === name)!.priceCents;
    expect(price("Measuring Tape Pro 5 m")).toBeLessThan(2000);
    expect(price("XparT Pipe Wrench")).toBeGreaterThanOrEqual(1000);
    expect(price("XparT Pipe Wrench")).toBeLessThan(10_000);
    expect(price("XparT MIG-200 Gas/Gasless Welding Machine")).toBeGreaterThanOrEqual(10_000);
    expect(price("XparT CS-185 1400 W Circular Saw")).toBeGreaterThanOrEqual(10_000);
    expect(price("XparT CS-235 2000 W Heavy-Duty Circular Saw")).toBeLessThanOrEqual(25_000);
  });
});

describe("demoProducts: prices and stock", () => {
  it("prices in whole cents from about $3 to about $900, within the admin's limits", () => {
    for (const p of demoProducts) {
      expect(Number.isInteger(p.priceCents), p.name).toBe(true);
      expect(p.priceCents, p.name).toBeGreaterThanOrEqual(300);
      expect(p.priceCents, p.name).toBeLessThanOrEqual(90_000);
      expect(p.priceCents).toBeLessThanOrEqual(PRODUCT_LIMITS.maxPriceDollars * 100);
    }
  });

  it("uses varied minimum orders, and stock that fills one order unless the product is sold out", () => {
    const minimums = new Set(demoProducts.map((p) => p.minOrder));
    for (const m of [1, 5, 10, 25, 50, 100]) expect(minimums).toContain(m);
    for (const p of demoProducts) {
      expect(Number.isInteger(p.minOrder) && p.minOrder >= 1, p.name).toBe(true);
      expect(p.minOrder).toBeLessThanOrEqual(PRODUCT_LIMITS.maxMinOrder);
      expect(Number.isInteger(p.availableQty), p.name).toBe(true);
      expect(p.availableQty === 0 || p.availableQty >= p.minOrder, p.name).toBe(true);
      expect(p.availableQty).toBeLessThanOrEqual(PRODUCT_LIMITS.maxStock);
    }
  });

  it("has low-stock and sold-out products, none of them among the first 31", () => {
    expect(added.filter(isLow).length).toBeGreaterThanOrEqual(5);
    expect(added.filter((p) => p.availableQty === 0).length).toBeGreaterThanOrEqual(3);
    expect(first.filter((p) => isLow(p) || p.availableQty === 0)).toEqual([]);
  });
});

describe("demoProducts: trade terms (issue 26)", () => {
  const step = (p: DemoProduct) => p.orderStep ?? 1;
  const breaks = (p: DemoProduct) => p.priceBreaks ?? [];

  it("leaves the first 31 by the unit at one price, so the spec's tests order them as ever", () => {
    for (const p of first) {
      expect(step(p)).toBe(1);
      expect(breaks(p)).toEqual([]);
    }
  });

  it("gives about 25 products volume prices and about 10 packs of 5, 10 or 25, each SKU of the table real", () => {
    const skus = new Set(added.map((p) => p.sku));
    for (const sku of Object.keys(TRADE_TERMS)) expect(skus).toContain(sku);
    expect(added.filter((p) => breaks(p).length > 0).length).toBeGreaterThanOrEqual(25);
    const packed = added.filter((p) => step(p) > 1);
    expect(packed.length).toBeGreaterThanOrEqual(10);
    for (const p of packed) expect([5, 10, 25]).toContain(step(p));
  });

  it("sells whole packs from the minimum order, with stock for many orders of them", () => {
    for (const p of added) {
      expect(p.minOrder % step(p), p.sku).toBe(0);
      expect(smallestQuantity({ ...p, orderStep: step(p) })).toBe(p.minOrder);
      if (step(p) > 1) expect(p.availableQty % step(p), p.sku).toBe(0);
      if (p.availableQty > 0)
        expect(largestQuantity({ ...p, orderStep: step(p) }), p.sku).toBeGreaterThanOrEqual(p.minOrder);
    }
  });

  it("has every break below the list price and the one before, above the minimum, on whole packs, within the stock", () => {
    for (const p of added.filter((q) => breaks(q).length > 0)) {
      const terms = {
        price: p.priceCents / 100,
        minOrder: p.minOrder,
        orderStep: step(p),
        priceBreaks: breaks(p).map((b) => ({ minQuantity: b.minQuantity, price: b.priceCents / 100 })),
      };
      expect(sellingTermsProblems(terms), p.sku).toEqual([]);
      expect(breaks(p).length).toBeLessThanOrEqual(PRODUCT_LIMITS.maxPriceBreaks);
      let last = { minQuantity: 0, priceCents: p.priceCents };
      for (const b of breaks(p)) {
        expect(b.minQuantity, p.sku).toBeGreaterThan(last.minQuantity);
        expect(b.priceCents, p.sku).toBeLessThan(last.priceCents);
        expect(b.minQuantity, p.sku).toBeLessThanOrEqual(p.availableQty);
        expect(unitPriceCents({ ...p, priceBreaks: breaks(p) }, b.minQuantity)).toBe(b.priceCents);
        last = b;
      }
      // Volume prices of a real trade: at most a quarter off the list price.
      expect(last.priceCents, p.sku).toBeGreaterThanOrEqual(0.75 * p.priceCents);
    }
  });
});

describe("demoProducts: names, texts and part numbers", () => {
  it("has distinct names of at most 100 characters; the added ones differ in their first 18", () => {
    const names = demoProducts.map((p) => p.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    for (const p of demoProducts) expect(p.name.length).toBeLessThanOrEqual(PRODUCT_LIMITS.nameMaxChars);
    const prefixes = demoProducts.map((p) => p.name.slice(0, 18).toLowerCase());
    for (const [i, p] of added.entries()) {
      const prefix = prefixes[FIRST + i]!;
      expect(
        prefixes.filter((other) => other === prefix),
        p.name,
      ).toHaveLength(1);
    }
  });

  it("has distinct descriptions of 120 to 300 printable ASCII characters", () => {
    const descriptions = demoProducts.map((p) => p.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const description of descriptions) {
      expect(description.length, description).toBeGreaterThanOrEqual(120);
      expect(description.length, description).toBeLessThanOrEqual(300);
      expect(description).toMatch(/^[\x20-\x7E]+$/);
    }
  });

  it("gives every product a brand and its own SKU, distinct however it is typed", () => {
    const skus = demoProducts.map((p) => partKey(p.sku));
    expect(new Set(skus).size).toBe(skus.length);
    for (const p of demoProducts) {
      expect(p.brand.trim(), p.name).not.toBe("");
      expect(p.sku.trim(), p.name).not.toBe("");
      for (const reference of p.crossReferences ?? []) expect(reference.trim()).not.toBe("");
    }
  });
});

describe("demoProducts: categories and pictures", () => {
  it("uses only the vocabulary's categories (decision 0011), each with at least two products", () => {
    const vocabulary: readonly string[] = CATEGORIES;
    expect(demoProducts.filter((p) => !vocabulary.includes(p.category)).map((p) => p.name)).toEqual([]);
    for (const category of CATEGORIES) {
      expect(demoProducts.filter((p) => p.category === category).length, category).toBeGreaterThanOrEqual(2);
    }
  });

  it.each([...new Set([...HOME_CATEGORIES, ...PRODUCT_CATEGORIES])])(
    "HOME-10 ADDP-02: has at least two products in '%s'",
    (category) => {
      expect(demoProducts.filter((p) => p.category === category).length).toBeGreaterThanOrEqual(2);
    },
  );

  it("uses existing drawing kinds, and no two products get the same picture", () => {
    const known = new Set<string>(drawingKinds);
    for (const p of demoProducts) {
      expect(known.has(p.drawing), p.name).toBe(true);
      if (p.accent !== undefined) expect(p.accent).toMatch(/^#[0-9a-fA-F]{6}$/);
    }
    const pictures = demoProducts.map((p) => drawProduct(p.drawing, p.accent ? { accent: p.accent } : {}));
    expect(new Set(pictures).size).toBe(pictures.length);
  });

  it("draws every kind for at least one product", () => {
    const used = new Set(demoProducts.map((p) => p.drawing));
    expect(drawingKinds.filter((kind) => !used.has(kind))).toEqual([]);
  });
});

describe("demoProducts: specifications", () => {
  it("gives every product 2 to 5 specs from the vocabulary, numbers as numbers", () => {
    for (const p of demoProducts) {
      const entries = Object.entries(p.specs);
      expect(entries.length, p.name).toBeGreaterThanOrEqual(2);
      expect(entries.length, p.name).toBeLessThanOrEqual(5);
      for (const [key, value] of entries) {
        expect(isSpecKey(key), `${p.name}: ${key}`).toBe(true);
        if (!isSpecKey(key)) continue;
        if (SPEC_ATTRIBUTES[key].kind === "number") {
          expect(typeof value, `${p.name}: ${key}`).toBe("number");
          expect(Number.isFinite(value) && (value as number) > 0, `${p.name}: ${key}`).toBe(true);
        } else {
          expect(typeof value, `${p.name}: ${key}`).toBe("string");
          expect((value as string).trim(), `${p.name}: ${key}`).not.toBe("");
          expect((value as string).length, `${p.name}: ${key}`).toBeLessThanOrEqual(SPEC_LIMITS.textMaxChars);
        }
      }
    }
  });

  it("uses the same attributes across a category, so its facets line up", () => {
    for (const p of demoProducts) {
      for (const key of CATEGORY_SPECS[p.category] ?? [])
        expect(p.specs[key], `${p.name}: ${key}`).toBeDefined();
    }
  });

  it("gives brake parts a position, horns a loudness and batteries a capacity", () => {
    const parts = demoProducts.filter((p) => p.category === CATEGORY.replacementParts);
    for (const p of parts.filter((p) => /brake|pads|rotor|caliper/i.test(p.name))) {
      expect(p.specs.position, p.name).toBeDefined();
    }
    for (const p of parts.filter((p) => p.drawing.endsWith("horn")))
      expect(p.specs.loudness, p.name).toBeDefined();
    for (const p of parts.filter((p) => /battery/i.test(p.name)))
      expect(p.specs.capacity, p.name).toBeDefined();
  });

  it("sizes tyres as '265/65 R17', with the overall diameter the size works out to", () => {
    const tyres = demoProducts.filter((p) => p.category === CATEGORY.tires && !/wheel/i.test(p.name));
    expect(tyres.length).toBeGreaterThanOrEqual(10);
    for (const p of tyres) {
      const match = /^(\d{3})\/(\d{2}) R(\d{2})$/.exec(String(p.specs.size));
      expect(match, p.name).not.toBeNull();
      const [, width, aspect, rim] = match!.map(Number);
      const diameter = rim! * 25.4 + (2 * width! * aspect!) / 100;
      expect(Math.abs(Number(p.specs.diameter) - diameter), p.name).toBeLessThanOrEqual(2);
    }
  });
});

describe("demoProducts: fitment", () => {
  it("lists universal products without fitment, and nearly every other product with some", () => {
    for (const p of demoProducts) {
      if (p.universal) expect(p.fitment ?? [], p.name).toEqual([]);
    }
    const neither = demoProducts.filter((p) => !p.universal && (p.fitment ?? []).length === 0);
    expect(neither.length).toBeLessThanOrEqual(3);
  });

  it("makes tools and chargers universal, and lists tyres and most parts for vehicles", () => {
    for (const p of demoProducts.filter((p) => TOOL_CATEGORIES.includes(p.category))) {
      expect(p.universal, p.name).toBe(true);
    }
    for (const p of demoProducts.filter((p) => p.category === CATEGORY.tires)) {
      expect((p.fitment ?? []).length, p.name).toBeGreaterThanOrEqual(1);
    }
    const parts = demoProducts.filter((p) => p.category === CATEGORY.replacementParts);
    expect(parts.filter((p) => (p.fitment ?? []).length > 0).length).toBeGreaterThanOrEqual(30);
  });

  it("writes ACES-like applications, each matching a vehicle of the chooser", () => {
    for (const p of demoProducts) {
      for (const row of p.fitment ?? []) {
        const label = `${p.name}: ${row.make} ${row.model} ${row.yearFrom}-${row.yearTo} ${row.engine ?? ""}`;
        expect(Number.isInteger(row.yearFrom) && Number.isInteger(row.yearTo), label).toBe(true);
        expect(row.yearFrom, label).toBeLessThanOrEqual(row.yearTo);
        expect(row.yearFrom, label).toBeGreaterThanOrEqual(FITMENT_LIMITS.firstYear);
        expect(row.yearTo, label).toBeLessThanOrEqual(FITMENT_LIMITS.lastYear);
        for (const text of [row.make, row.model, row.engine, row.position]) {
          if (text !== undefined)
            expect(text.length > 0 && text.length <= FITMENT_LIMITS.nameMaxChars, label).toBe(true);
        }
        if (row.quantity !== undefined) {
          expect(Number.isInteger(row.quantity) && row.quantity >= 1, label).toBe(true);
          expect(row.quantity, label).toBeLessThanOrEqual(FITMENT_LIMITS.maxQuantity);
        }
        if (row.note !== undefined)
          expect(row.note.length, label).toBeLessThanOrEqual(FITMENT_LIMITS.noteMaxChars);
        expect(
          demoVehicles.some((vehicle) => applies(row, vehicle)),
          label,
        ).toBe(true);
      }
    }
  });

  it("has plenty for a 2015 Hilux 2.8 D, and vehicle-specific parts that do not fit it", () => {
    const forHilux = demoProducts.filter((p) => p.universal || fitsVehicle(p, HILUX));
    expect(forHilux.length).toBeGreaterThanOrEqual(30);
    expect(demoProducts.filter((p) => fitsVehicle(p, HILUX)).length).toBeGreaterThanOrEqual(15);
    const notForHilux = demoProducts.filter((p) => (p.fitment ?? []).length > 0 && !fitsVehicle(p, HILUX));
    expect(notForHilux.length).toBeGreaterThanOrEqual(10);
  });
});
