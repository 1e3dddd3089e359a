import { CATEGORY, type CategoryName, type Specifications } from "@xpart/shared";
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
  type Fitting,
  type Random,
} from "./bulk-fitment.js";

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

const PART_BRANDS = [
  ["Norrak", "NRK"],
  ["Roadmark", "RDM"],
  ["Quellon", "QLN"],
  ["Brennic", "BRN"],
  ["Kalder", "KLD"],
  ["Veltro", "VLT"],
  ["Harmond", "HMD"],
  ["X-Part", "XPT"],
] as const;
const TOOL_BRANDS = [
  ["Solvik", "SLV"],
  ["Forgemark", "FGM"],
  ["Irongate", "IRG"],
  ["Tessmark", "TSM"],
  ["X-Part", "XPT"],
] as const;
const TIRE_BRANDS = [
  ["Roadmark", "RDM"],
  ["Trailcraft", "TRC"],
  ["Veltro", "VLT"],
  ["Gripstone", "GRS"],
] as const;
const POWER_BRANDS = [
  ["Ampdrive", "AMP"],
  ["Voltane", "VTN"],
  ["X-Part", "XPT"],
] as const;

type Brands = readonly (readonly [string, string])[];

/** A kind of product: its category, names, specifications, prices and how it is fitted. */
interface Kind {
  category: CategoryName;
  noun: string;
  variants: readonly string[];
  brands: Brands;
  /** Relative share of the generated catalogue. */
  weight: number;
  /** Share of the kind that fits every vehicle (1: tools). */
  universal: number;
  /** Price range in cents. */
  price: [number, number];
  minOrders: readonly number[];
  specs(r: Random): Specifications;
  fitting?: Fitting;
  /** What the description says it does. */
  use: string;
}

const steel = ["Steel", "Stainless steel", "Chrome vanadium steel", "Forged steel"];
const front = (r: Random) => r.pick(["Front", "Rear"]);

const KINDS: readonly Kind[] = [
  // Replacement parts: vehicle-specific, the bulk of a parts maker's catalogue.
  {
    category: CATEGORY.replacementParts,
    noun: "Brake Pads",
    variants: ["Ceramic", "Semi-Metallic", "Low-Dust", "Heavy-Duty", "Performance"],
    brands: PART_BRANDS,
    weight: 9,
    universal: 0,
    price: [1890, 8900],
    minOrders: [10, 25, 50],
    specs: (r) => ({
      position: front(r),
      material: r.pick(["Ceramic", "Semi-metallic", "Organic"]),
      weight: r.int(8, 26) / 10,
    }),
    fitting: { quantities: [1] },
    use: "a set for one axle, with shims and clips",
  },
  {
    category: CATEGORY.replacementParts,
    noun: "Brake Disc",
    variants: ["Vented", "Solid", "Slotted", "Drilled"],
    brands: PART_BRANDS,
    weight: 6,
    universal: 0,
    price: [2990, 14900],
    minOrders: [5, 10, 25],
    specs: (r) => ({
      position: front(r),
      diameter: r.pick([256, 276, 288, 296, 300, 319, 330, 350]),
      material: "Cast iron",
      weight: r.int(45, 150) / 10,
    }),
    fitting: { quantities: [2] },
    use: "balanced and coated against rust, sold singly",
  },
  {
    category: CATEGORY.replacementParts,
    noun: "Oil Filter",
    variants: ["Spin-On", "Cartridge", "Long-Life", "Heavy-Duty"],
    brands: PART_BRANDS,
    weight: 7,
    universal: 0,
    price: [490, 2490],
    minOrders: [25, 50, 100],
    specs: (r) => ({
      thread: r.pick(["3/4-16 UNF", "M20 x 1.5", "M22 x 1.5", "13/16-16 UNF"]),
      diameter: r.pick([68, 76, 80, 86, 93]),
      length: r.pick([65, 85, 100, 120, 145]),
    }),
    fitting: { quantities: [1] },
    use: "with an anti-drainback valve and a bypass valve set for the engine",
  },
  {
    category: CATEGORY.replacementParts,
    noun: "Air Filter",
    variants: ["Panel", "Round", "High-Flow", "Dust-Proof"],
    brands: PART_BRANDS,
    weight: 5,
    universal: 0,
    price: [890, 4590],
    minOrders: [10, 25, 50],
    specs: (r) => ({
      length: r.int(18, 38) * 10,
      material: r.pick(["Pleated cellulose", "Synthetic fleece", "Cotton gauze"]),
      weight: r.int(2, 9) / 10,
    }),
    fitting: { quantities: [1] },
    use: "pleated media that holds fine dust on dirt roads",
  },
  {
    category: CATEGORY.replacementParts,
    noun: "Spark Plug",
    variants: ["Iridium", "Platinum", "Nickel", "Double Platinum"],
    brands: PART_BRANDS,
    weight: 5,
    universal: 0,
    price: [390, 2290],
    minOrders: [25, 50, 100],
    specs: (r) => ({
      thread: r.pick(["M14 x 1.25", "M12 x 1.25", "M10 x 1"]),
      size: r.pick(["14 mm hex", "16 mm hex", "5/8 in hex"]),
      material: r.pick(["Iridium", "Platinum", "Nickel"]),
    }),
    fitting: { quantities: [4, 6, 8] },
    use: "pre-gapped, with a resistor against radio noise",
  },
  {
    category: CATEGORY.replacementParts,
    noun: "Ignition Coil",
    variants: ["Pencil", "Coil-on-Plug", "Pack"],
    brands: PART_BRANDS,
    weight: 3,
    universal: 0,
    price: [2490, 9900],
    minOrders: [5, 10, 25],
    specs: (r) => ({ voltage: 12, material: "Epoxy-filled housing", weight: r.int(2, 9) / 10 }),
    fitting: { quantities: [1, 4, 6] },
    use: "cures misfires and rough idle",
  },
  {
    category: CATEGORY.replacementParts,
    noun: "Alternator",
    variants: ["Remanufactured", "New", "High-Output"],
    brands: PART_BRANDS,
    weight: 2,
    universal: 0,
    price: [14900, 42900],
    minOrders: [1, 2, 5],
    specs: (r) => ({
      voltage: r.pick([12, 24]),
      current: r.pick([90, 110, 130, 150, 180]),
      weight: r.int(45, 90) / 10,
    }),
    fitting: { quantities: [1] },
    use: "tested on the bench at full load before it ships",
  },
  {
    category: CATEGORY.replacementParts,
    noun: "Starter Motor",
    variants: ["Remanufactured", "New", "Gear-Reduction"],
    brands: PART_BRANDS,
    weight: 2,
    universal: 0,
    price: [11900, 38900],
    minOrders: [1, 2, 5],
    specs: (r) => ({
      voltage: r.pick([12, 24]),
      power: r.pick([1400, 2000, 2200, 3000]),
      weight: r.int(30, 70) / 10,
    }),
    fitting: { quantities: [1] },
    use: "turns a cold diesel over briskly",
  },
  {
    category: CATEGORY.replacementParts,
    noun: "Shock Absorber",
    variants: ["Gas", "Twin-Tube", "Monotube", "Heavy-Duty"],
    brands: PART_BRANDS,
    weight: 5,
    universal: 0,
    price: [4490, 18900],
    minOrders: [2, 4, 10],
    specs: (r) => ({
      position: front(r),
      length: r.int(30, 65) * 10,
      diameter: r.pick([35, 40, 46, 50]),
      weight: r.int(15, 40) / 10,
    }),
    fitting: { quantities: [2] },
    use: "steady on corrugations and under a loaded tray",
  },
  {
    category: CATEGORY.replacementParts,
    noun: "Wheel Bearing Kit",
    variants: ["Front Hub", "Rear", "Taper Roller"],
    brands: PART_BRANDS,
    weight: 4,
    universal: 0,
    price: [2990, 12900],
    minOrders: [5, 10, 25],
    specs: (r) => ({ position: front(r), diameter: r.pick([62, 72, 80, 85, 90]), material: "Bearing steel" }),
    fitting: { quantities: [1, 2] },
    use: "with seals, nut and grease for one wheel",
  },
  {
    category: CATEGORY.replacementParts,
    noun: "Water Pump",
    variants: ["Mechanical", "Electric", "Heavy-Duty"],
    brands: PART_BRANDS,
    weight: 3,
    universal: 0,
    price: [3990, 15900],
    minOrders: [2, 5, 10],
    specs: (r) => ({ material: r.pick(["Cast aluminium", "Cast iron"]), weight: r.int(10, 35) / 10 }),
    fitting: { quantities: [1] },
    use: "with a new gasket and a sealed bearing",
  },
  {
    category: CATEGORY.replacementParts,
    noun: "Wiper Blade",
    variants: ["Flat", "Hybrid", "Conventional", "Winter"],
    brands: PART_BRANDS,
    weight: 4,
    universal: 0,
    price: [690, 2990],
    minOrders: [10, 25, 50],
    specs: (r) => ({
      length: r.pick([350, 400, 450, 475, 500, 530, 550, 600, 650]),
      position: r.pick(["Driver", "Passenger", "Rear"]),
    }),
    fitting: { quantities: [1] },
    use: "a natural rubber edge that wipes streak-free",
  },
  {
    category: CATEGORY.replacementParts,
    noun: "Headlight Bulb",
    variants: ["Halogen", "LED", "Long-Life", "Xenon"],
    brands: PART_BRANDS,
    weight: 3,
    universal: 0,
    price: [490, 4990],
    minOrders: [10, 25, 50],
    specs: (r) => ({
      voltage: 12,
      power: r.pick([25, 35, 55, 60]),
      size: r.pick(["H4 (P43t)", "H7 (PX26d)", "H11 (PGJ19-2)", "HB3 (P20d)"]),
    }),
    fitting: { quantities: [2] },
    use: "a bright, even beam within the legal pattern",
  },
  {
    category: CATEGORY.replacementParts,
    noun: "Clutch Kit",
    variants: ["3-Piece", "Heavy-Duty", "Organic"],
    brands: PART_BRANDS,
    weight: 2,
    universal: 0,
    price: [12900, 49900],
    minOrders: [1, 2, 5],
    specs: (r) => ({ diameter: r.pick([225, 240, 250, 275, 300]), weight: r.int(60, 140) / 10 }),
    fitting: { quantities: [1] },
    use: "cover, plate and release bearing, matched",
  },
  {
    category: CATEGORY.replacementParts,
    noun: "Tie Rod End",
    variants: ["Outer", "Inner", "Greasable"],
    brands: PART_BRANDS,
    weight: 3,
    universal: 0,
    price: [1490, 5490],
    minOrders: [5, 10, 25],
    specs: (r) => ({
      thread: r.pick(["M12 x 1.25", "M14 x 1.5", "M16 x 1.5"]),
      position: r.pick(["Front Left", "Front Right"]),
      material: "Forged steel",
    }),
    fitting: { quantities: [1] },
    use: "a sealed ball joint with a new castle nut",
  },
  {
    category: CATEGORY.replacementParts,
    noun: "Glow Plug",
    variants: ["Ceramic", "Metal", "Fast-Start"],
    brands: PART_BRANDS,
    weight: 2,
    universal: 0,
    price: [890, 3490],
    minOrders: [10, 25, 50],
    specs: (r) => ({
      voltage: r.pick([11, 12]),
      thread: r.pick(["M10 x 1", "M10 x 1.25", "M8 x 1"]),
      length: r.pick([90, 100, 120, 140]),
    }),
    fitting: { quantities: [4, 6] },
    use: "heats in seconds for a clean cold start",
  },
  // Tires fit by size, which the vehicle decides.
  {
    category: CATEGORY.tires,
    noun: "Tire",
    variants: ["All-Terrain", "Highway", "Mud-Terrain", "All-Season", "Light Truck"],
    brands: TIRE_BRANDS,
    weight: 12,
    universal: 0,
    price: [7900, 32900],
    minOrders: [4, 8, 20],
    specs: (r) => ({
      size: `${r.pick([195, 205, 215, 225, 235, 245, 255, 265, 275, 285])}/${r.pick([55, 60, 65, 70, 75])} R${r.pick([15, 16, 17, 18, 20])}`,
      weight: r.int(90, 200) / 10,
    }),
    fitting: { quantities: [4, 5] },
    use: "a tread that sheds stones and water",
  },
  // Accessories: mostly universal, some made for one vehicle.
  {
    category: CATEGORY.autoSafetyAccessories,
    noun: "Warning Triangle",
    variants: ["Folding", "Twin Pack", "LED"],
    brands: PART_BRANDS,
    weight: 2,
    universal: 1,
    price: [990, 3990],
    minOrders: [10, 25, 50],
    specs: (r) => ({ length: 430, material: "Reflective PMMA, steel base", weight: r.int(8, 15) / 10 }),
    use: "seen from 150 m at night",
  },
  {
    category: CATEGORY.autoSafetyAccessories,
    noun: "Fire Extinguisher",
    variants: ["1 kg ABE", "2 kg ABE", "Foam"],
    brands: PART_BRANDS,
    weight: 2,
    universal: 1,
    price: [2490, 7990],
    minOrders: [5, 10, 25],
    specs: (r) => ({ material: "Steel cylinder", weight: r.pick([1.6, 2.1, 3.4]) }),
    use: "with a vehicle bracket and a gauge",
  },
  {
    category: CATEGORY.autoSafetyAccessories,
    noun: "Mud Flap Set",
    variants: ["Moulded", "Heavy-Duty", "Flat"],
    brands: PART_BRANDS,
    weight: 2,
    universal: 0,
    price: [1990, 6990],
    minOrders: [5, 10, 25],
    specs: (r) => ({ position: front(r), material: "Moulded rubber", weight: r.int(8, 20) / 10 }),
    fitting: { quantities: [1] },
    use: "shaped for the wheel arch, with the fixings",
  },
  {
    category: CATEGORY.batteryChargers,
    noun: "Battery Charger",
    variants: ["Smart", "Workshop", "Trickle", "Multi-Stage"],
    brands: POWER_BRANDS,
    weight: 2,
    universal: 1,
    price: [2990, 24900],
    minOrders: [2, 5, 10],
    specs: (r) => ({
      voltage: r.pick([12, 24]),
      current: r.pick([4, 10, 15, 25, 40]),
      weight: r.int(6, 120) / 10,
    }),
    use: "charges and maintains lead-acid and AGM batteries",
  },
  {
    category: CATEGORY.batteryChargers,
    noun: "Jump Starter",
    variants: ["Lithium", "Heavy-Duty", "Compact"],
    brands: POWER_BRANDS,
    weight: 2,
    universal: 1,
    price: [4990, 19900],
    minOrders: [2, 5, 10],
    specs: (r) => ({
      voltage: r.pick([12, 24]),
      current: r.pick([1000, 1500, 2000, 2500]),
      capacity: r.pick([12, 16, 20, 24]),
    }),
    use: "starts a flat engine without a second car",
  },
  // Tools: universal.
  {
    category: CATEGORY.measuringTape,
    noun: "Measuring Tape",
    variants: ["Pro", "Compact", "Magnetic", "Wide Blade"],
    brands: TOOL_BRANDS,
    weight: 3,
    universal: 1,
    price: [499, 3990],
    minOrders: [10, 25, 50, 100],
    specs: (r) => ({
      length: r.pick([3000, 5000, 8000, 10000]),
      material: r.pick(["Nylon-coated steel", "Steel"]),
      finish: r.pick(["Yellow", "Chrome"]),
    }),
    use: "metric and imperial markings and a thumb lock",
  },
  {
    category: CATEGORY.pipeWrench,
    noun: "Pipe Wrench",
    variants: ["Straight", "Offset", "Aluminium", "Heavy-Duty"],
    brands: TOOL_BRANDS,
    weight: 3,
    universal: 1,
    price: [1490, 12900],
    minOrders: [5, 10, 25],
    specs: (r) => ({
      length: r.pick([250, 300, 350, 450, 600, 900]),
      material: r.pick(steel),
      finish: r.pick(["Red enamel", "Black oxide", "Polished"]),
    }),
    use: "hardened jaws that grip round pipe",
  },
  {
    category: CATEGORY.anyHardware,
    noun: "Hex Bolt Pack",
    variants: ["Zinc", "Stainless", "High-Tensile", "Flange"],
    brands: TOOL_BRANDS,
    weight: 4,
    universal: 1,
    price: [399, 2990],
    minOrders: [10, 25, 50, 100],
    specs: (r) => ({
      thread: r.pick(["M6 x 1", "M8 x 1.25", "M10 x 1.5", "M12 x 1.75"]),
      length: r.pick([20, 30, 40, 50, 60, 80]),
      material: r.pick(steel),
      finish: r.pick(["Zinc plated", "Plain", "Black"]),
    }),
    use: "a box of 50 with nuts and washers",
  },
  {
    category: CATEGORY.woodCuttingDisk,
    noun: "Wood Cutting Disk",
    variants: ["Carbide", "Chain", "Fine-Cut", "Demolition"],
    brands: TOOL_BRANDS,
    weight: 3,
    universal: 1,
    price: [990, 6990],
    minOrders: [10, 25, 50],
    specs: (r) => ({
      diameter: r.pick([115, 125, 180, 230]),
      size: r.pick(["22.2 mm bore", "16 mm bore"]),
      speed: r.pick([8500, 12000, 13300]),
    }),
    use: "for angle grinders, cuts timber and nail-embedded wood",
  },
  {
    category: CATEGORY.weldingMachine,
    noun: "MIG Welder",
    variants: ["Inverter", "Gasless", "Multi-Process"],
    brands: TOOL_BRANDS,
    weight: 2,
    universal: 1,
    price: [24900, 189900],
    minOrders: [1, 2, 5],
    specs: (r) => ({
      voltage: r.pick([230, 400]),
      current: r.pick([140, 180, 200, 250, 350]),
      weight: r.int(90, 450) / 10,
    }),
    use: "welds mild and stainless steel up to 10 mm",
  },
  {
    category: CATEGORY.circularSawMachine,
    noun: "Circular Saw",
    variants: ["Corded", "Cordless", "Plunge", "Worm-Drive"],
    brands: TOOL_BRANDS,
    weight: 2,
    universal: 1,
    price: [6990, 39900],
    minOrders: [1, 2, 5],
    specs: (r) => ({
      power: r.pick([1200, 1400, 1800, 2000]),
      diameter: r.pick([165, 184, 190, 235]),
      speed: r.pick([4700, 5200, 5800]),
      weight: r.int(30, 70) / 10,
    }),
    use: "a bevel to 45 degrees and an electric brake",
  },
  {
    category: CATEGORY.electricPlanner,
    noun: "Electric Planer",
    variants: ["Compact", "Heavy-Duty", "Cordless"],
    brands: TOOL_BRANDS,
    weight: 2,
    universal: 1,
    price: [5990, 29900],
    minOrders: [1, 2, 5],
    specs: (r) => ({
      power: r.pick([650, 750, 900, 1050]),
      speed: r.pick([15000, 16500, 17000]),
      weight: r.int(25, 45) / 10,
    }),
    use: "planes doors and beams to 3 mm a pass",
  },
  {
    category: CATEGORY.weldingMachineArc,
    noun: "Arc Welder",
    variants: ["Inverter", "Stick", "Dual-Voltage"],
    brands: TOOL_BRANDS,
    weight: 2,
    universal: 1,
    price: [12900, 89900],
    minOrders: [1, 2, 5],
    specs: (r) => ({
      voltage: r.pick([230, 400]),
      current: r.pick([120, 160, 200, 250]),
      weight: r.int(40, 250) / 10,
    }),
    use: "strikes easily with general-purpose rods",
  },
  {
    category: CATEGORY.handBlower,
    noun: "Hand Blower",
    variants: ["Corded", "Cordless", "Variable-Speed"],
    brands: TOOL_BRANDS,
    weight: 2,
    universal: 1,
    price: [2990, 14900],
    minOrders: [2, 5, 10],
    specs: (r) => ({
      power: r.pick([400, 600, 800]),
      speed: r.pick([13000, 16000, 18000]),
      loudness: r.pick([82, 86, 90]),
      weight: r.int(12, 25) / 10,
    }),
    use: "clears dust and shavings from the bench",
  },
];

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
