import { accessoryProducts } from "./demo-products-accessories.js";
import { brakeAndChassisProducts } from "./demo-products-brakes.js";
import { electricalProducts } from "./demo-products-electrical.js";
import { engineServiceProducts } from "./demo-products-engine.js";
import { handToolProducts } from "./demo-products-hand-tools.js";
import { homeCategoryProducts } from "./demo-products-home.js";
import { originalProducts } from "./demo-products-original.js";
import { powerToolProducts } from "./demo-products-power-tools.js";
import { tireProducts } from "./demo-products-tires.js";
import { withTradeTerms } from "./demo-trade-terms.js";
import type { DemoProduct } from "./demo-types.js";

export type { DemoProduct } from "./demo-types.js";

/**
 * The demo catalogue (issue 25): a maker of auto parts and hardware tools, with part numbers, specifications
 * and vehicle fitment. The 31 products the shop has always had come first, in their order and under their
 * names, since browser tests and links name them; the rest are split by trade only to keep files short.
 * Written for this project (no downloaded data); pictures are drawn by seed-assets/product-drawings.ts, and
 * products sharing a drawing kind get distinct accents so no two pictures are alike. Trade terms (issue 26)
 * come from demo-trade-terms.ts, for the products added after the original 31 only.
 */
export const demoProducts: readonly DemoProduct[] = [
  ...originalProducts,
  ...withTradeTerms([
    ...homeCategoryProducts,
    ...brakeAndChassisProducts,
    ...engineServiceProducts,
    ...electricalProducts,
    ...tireProducts,
    ...accessoryProducts,
    ...handToolProducts,
    ...powerToolProducts,
  ]),
];
