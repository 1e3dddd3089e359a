import type { CategoryName, Specifications } from "@xpart/shared";

import type { Fitting, Random } from "./bulk-fitment.js";

/**
 * What the big catalogue's products are made of (issue 25): the brands of each trade and the shape of a kind of
 * product. The kinds themselves are bulk-kinds-parts.ts (vehicle-specific parts) and bulk-kinds-more.ts
 * (tyres, accessories, chargers, tools and machines).
 */

export const PART_BRANDS = [
  ["Norrak", "NRK"],
  ["Roadmark", "RDM"],
  ["Quellon", "QLN"],
  ["Brennic", "BRN"],
  ["Kalder", "KLD"],
  ["Veltro", "VLT"],
  ["Harmond", "HMD"],
  ["X-Part", "XPT"],
] as const;
export const TOOL_BRANDS = [
  ["Solvik", "SLV"],
  ["Forgemark", "FGM"],
  ["Irongate", "IRG"],
  ["Tessmark", "TSM"],
  ["X-Part", "XPT"],
] as const;
export const TIRE_BRANDS = [
  ["Roadmark", "RDM"],
  ["Trailcraft", "TRC"],
  ["Veltro", "VLT"],
  ["Gripstone", "GRS"],
] as const;
export const POWER_BRANDS = [
  ["Ampdrive", "AMP"],
  ["Voltane", "VTN"],
  ["X-Part", "XPT"],
] as const;

export type Brands = readonly (readonly [string, string])[];

/** A kind of product: its category, names, specifications, prices and how it is fitted. */
export interface Kind {
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

export const steel = ["Steel", "Stainless steel", "Chrome vanadium steel", "Forged steel"];
export const front = (r: Random) => r.pick(["Front", "Rear"]);
