/** How the storefront names a product's part numbers (issue 25), on the cards and the product page. */
export const PART_NUMBER_TEXTS = {
  sku: "SKU",
  brand: "Brand",
  mpn: "Manufacturer part no.",
  crossReferences: "Cross-references",
  partNumbersHeading: "Part numbers",
} as const;
