import type { Product } from "@xpart/shared";

/** The checklist's LONG product: 30-character name, 120-character description, $19.99. */
export const LONG: Product = {
  _id: "0b9d7c52-6f8e-4c1a-9d55-1f0c3e5a7b11",
  img: "/api/images/e2e-long",
  category: "Power Tools",
  name: "Heavy Duty Cordless Impact Kit",
  description:
    "A cordless impact driver kit with two batteries, a quick charger and a steel case. It drives lag screws into oak joists.",
  minOrder: 50,
  availableQty: 300,
  price: 19.99,
  sku: "XP-90001",
  brand: "X-Part",
  mpn: null,
  crossReferences: [],
  specs: {},
  universal: true,
  orderStep: 1,
  priceBreaks: [],
};

/** A product whose name and description are short enough to be shown whole. */
export const SHORT: Product = {
  _id: "5c1f2a9e-3d4b-4e6f-8a7b-9c0d1e2f3a4b",
  img: "/api/images/e2e-short",
  category: "Hardware",
  name: "Rubber Hammer",
  description: "A soft-faced hammer.",
  minOrder: 50,
  availableQty: 300,
  price: 420,
  sku: "XP-90002",
  brand: "X-Part",
  mpn: null,
  crossReferences: [],
  specs: {},
  universal: true,
  orderStep: 1,
  priceBreaks: [],
};
