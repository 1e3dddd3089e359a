import type { CategoryName, PriceBreak, Specifications } from "@xpart/shared";

import type { DrawingKind } from "../../seed-assets/product-drawings.js";

/** One ACES-like application: the base vehicles (make, model, a year range) a part fits, and how. */
export interface DemoFitment {
  make: string;
  model: string;
  yearFrom: number;
  yearTo: number;
  /** Absent: every engine of the model in those years. */
  engine?: string;
  /** 'Front', 'Rear', 'Front Left'… */
  position?: string;
  /** Parts per vehicle (4 spark plugs, 1 pad set). */
  quantity?: number;
  note?: string;
}

export interface DemoProduct {
  name: string;
  category: CategoryName;
  description: string;
  minOrder: number;
  availableQty: number;
  priceCents: number;
  drawing: DrawingKind;
  /** Colour (#rrggbb) passed to drawProduct, so products sharing a drawing kind still look different. */
  accent?: string;
  sku: string;
  brand: string;
  mpn?: string;
  crossReferences?: string[];
  specs: Specifications;
  /** Fits every vehicle (tools, universal accessories); such a product has no fitment rows. */
  universal?: boolean;
  fitment?: DemoFitment[];
  /** Sold in packs of this many (issue 26); absent: by the unit. */
  orderStep?: number;
  /** Volume prices (issue 26); absent: none. */
  priceBreaks?: PriceBreak[];
}

/** A vehicle a shopper can choose: year, make, model, engine. */
export interface DemoVehicle {
  year: number;
  make: string;
  model: string;
  engine: string;
}
