import type { DemoProduct } from "./demo-types.js";

/**
 * Trade terms of the demo catalogue (issue 26), by SKU: packs for parts sold by the box, and volume prices
 * for consumables a workshop buys in bulk. Each break starts above the product's minimum order, on whole
 * packs, and lowers the price again; demo-products.test.ts checks that. The 31 original products have none,
 * so the spec's tests keep ordering them by the unit at one price.
 */
interface TradeTerms {
  orderStep?: number;
  /** From quantity: unit price in cents (integer keys keep their ascending order). */
  breaks?: Readonly<Record<number, number>>;
}

export const TRADE_TERMS: Readonly<Record<string, TradeTerms>> = {
  // Boxed consumables: sold in whole boxes, cheaper by the hundred.
  "XO-115": { orderStep: 10, breaks: { 250: 610, 1000: 575, 2500: 540 } },
  "XO-209": { orderStep: 10, breaks: { 250: 465, 1000: 440 } },
  "XP-SP-IR16": { orderStep: 10, breaks: { 200: 845, 500: 810, 2000: 760 } },
  "XP-SP-PT14": { orderStep: 25, breaks: { 250: 685, 1000: 650 } },
  "XP-BS-75": { orderStep: 25, breaks: { 500: 450, 2000: 420 } },
  "XP-MT-03": { orderStep: 10, breaks: { 500: 360, 2000: 335 } },
  "SV-H4-6055": { orderStep: 10, breaks: { 100: 940, 500: 890 } },
  "XP-WI-650": { orderStep: 25, breaks: { 100: 1220, 500: 1150 } },
  "XP-HX-1040": { orderStep: 5, breaks: { 25: 1420, 100: 1340 } },
  "XP-NN-1025": { orderStep: 5, breaks: { 25: 1130, 100: 1070 } },
  // Service parts and shop supplies by the unit, with volume prices.
  "XP-WI-400": { breaks: { 100: 940, 500: 890 } },
  "XA-330": { breaks: { 100: 1790, 500: 1690 } },
  "QA.1466": { breaks: { 100: 1700, 300: 1620 } },
  "XC-220": { breaks: { 100: 1410, 500: 1340 } },
  "QC 1201": { breaks: { 100: 1090, 500: 1030 } },
  "SV-W5W-10": { breaks: { 100: 750, 500: 710, 1000: 670 } },
  "SV-P215-10": { breaks: { 100: 620, 500: 585 } },
  "XP-WT-430": { breaks: { 100: 1220, 500: 1150 } },
  "XP-EH-01": { breaks: { 250: 650, 1000: 610 } },
  "XP-SL-8815": { breaks: { 50: 2330, 200: 2200 } },
  "XP-WN-1215": { breaks: { 50: 2840, 200: 2690 } },
  "7PK1515": { breaks: { 50: 2080, 200: 1970 } },
  "NB-1420": { breaks: { 50: 3790, 200: 3590 } },
  "XP-HK-10": { breaks: { 100: 845, 500: 800 } },
  "XP-PW-10": { breaks: { 100: 1700, 500: 1610 } },
  "XP-BP-450": { breaks: { 100: 940, 500: 890 } },
};

/** The products with their trade terms, where the table has some. */
export function withTradeTerms(products: readonly DemoProduct[]): DemoProduct[] {
  return products.map((p) => {
    const terms = TRADE_TERMS[p.sku];
    if (!terms) return p;
    return {
      ...p,
      ...(terms.orderStep ? { orderStep: terms.orderStep } : {}),
      ...(terms.breaks
        ? {
            priceBreaks: Object.entries(terms.breaks).map(([from, priceCents]) => ({
              minQuantity: Number(from),
              priceCents,
            })),
          }
        : {}),
    };
  });
}
