import type { Product } from "@xpart/shared";

/**
 * A product as the API would answer it, for catalogue states the seed cannot produce: what tells it apart is
 * given, the rest is a plain X-Part product (minimum 50, 300 in stock, no part numbers, specs or volume prices).
 */
function fakeProduct(
  fields: Pick<Product, "_id" | "img" | "category" | "name" | "description" | "price" | "sku">,
): Product {
  return {
    ...fields,
    minOrder: 50,
    availableQty: 300,
    brand: "X-Part",
    mpn: null,
    crossReferences: [],
    specs: {},
    universal: true,
    orderStep: 1,
    priceBreaks: [],
  };
}

/** The checklist's LONG product: 30-character name, 120-character description, $19.99. */
export const LONG = fakeProduct({
  _id: "0b9d7c52-6f8e-4c1a-9d55-1f0c3e5a7b11",
  img: "/api/images/e2e-long",
  category: "Power Tools",
  name: "Heavy Duty Cordless Impact Kit",
  description:
    "A cordless impact driver kit with two batteries, a quick charger and a steel case. It drives lag screws into oak joists.",
  price: 19.99,
  sku: "XP-90001",
});

/** A product whose name and description are short enough to be shown whole. */
export const SHORT = fakeProduct({
  _id: "5c1f2a9e-3d4b-4e6f-8a7b-9c0d1e2f3a4b",
  img: "/api/images/e2e-short",
  category: "Hardware",
  name: "Rubber Hammer",
  description: "A soft-faced hammer.",
  price: 420,
  sku: "XP-90002",
});
