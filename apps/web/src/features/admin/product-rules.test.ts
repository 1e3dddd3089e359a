import { PRODUCT_ADMIN_TEXTS } from "@xpart/shared/schemas";
import { describe, expect, it } from "vitest";

import {
  checkImageFile,
  checkNewProduct,
  checkReorderThreshold,
  checkRestock,
  EMPTY_PRODUCT_FORM,
  isLowStock,
  restockMessage,
  type NewProductForm,
} from "./product-rules";

const IMG = `/api/images/${"a".repeat(64)}`;
const FILLED: NewProductForm = {
  category: "Pipe Wrench",
  name: " Heavy Duty Cordless Impact Kit ",
  description: "A cordless impact driver kit.",
  availableQty: "300",
  minOrder: "50",
  price: "19.99",
  reorderThreshold: "",
};

describe("checkNewProduct (ADDP-03/07/08)", () => {
  it("sends numbers as numbers and trimmed texts", () => {
    expect(checkNewProduct(FILLED, IMG)).toEqual({
      ok: true,
      body: {
        category: "Pipe Wrench",
        name: "Heavy Duty Cordless Impact Kit",
        description: "A cordless impact driver kit.",
        availableQty: 300,
        minOrder: 50,
        price: 19.99,
        img: IMG,
      },
    });
  });

  it("ADDP-03 'Image is required' without an uploaded image", () => {
    const result = checkNewProduct(FILLED, null);
    expect(result).toEqual({ ok: false, errors: { img: PRODUCT_ADMIN_TEXTS.imageRequired } });
  });

  it("starts with the usual minimum order of 50", () => {
    expect(EMPTY_PRODUCT_FORM.minOrder).toBe("50");
  });

  it("names every empty field", () => {
    const result = checkNewProduct({ ...EMPTY_PRODUCT_FORM, minOrder: "" }, null);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(
      ["availableQty", "description", "img", "minOrder", "name", "price"].sort(),
    );
    expect(result.errors.name).toBe("Product Name is required");
  });

  it.each([
    ["price", "0", "Price must be above 0"],
    ["price", "1.234", "Price must be in whole cents"],
    ["price", "abc", "Price must be a number"],
    ["availableQty", "-5", "Available Quantity must be at least 0"],
    ["availableQty", "4.5", "Available Quantity must be a whole number"],
    ["minOrder", "0", "Minimum Order must be at least 1"],
    ["minOrder", "1e3", "Minimum Order must be a whole number"],
  ] as const)("refuses %s %s", (field, value, message) => {
    const result = checkNewProduct({ ...FILLED, [field]: value }, IMG);
    expect(result).toEqual({ ok: false, errors: { [field]: message } });
  });

  it("ADDP-08 accepts stock 0 and stock below the minimum order", () => {
    expect(checkNewProduct({ ...FILLED, availableQty: "0" }, IMG).ok).toBe(true);
    expect(checkNewProduct({ ...FILLED, availableQty: "10", minOrder: "50" }, IMG).ok).toBe(true);
  });
});

describe("checkRestock (MANAGE-04..06)", () => {
  it("adds a whole quantity and replaces the price", () => {
    expect(checkRestock({ quantity: "30", price: "20" })).toEqual({
      ok: true,
      body: { updatedQuantity: 30, updatedPrice: 20 },
    });
  });

  it("MANAGE-05 accepts 0 (a price-only change) and refuses -5", () => {
    expect(checkRestock({ quantity: "0", price: "20" }).ok).toBe(true);
    expect(checkRestock({ quantity: "-5", price: "20" })).toEqual({
      ok: false,
      errors: { updatedQuantity: "Quantity must be at least 0" },
    });
  });

  it("MANAGE-06 refuses a price of 0, a negative one or 1.234", () => {
    for (const price of ["0", "-1", "1.234", ""]) {
      const result = checkRestock({ quantity: "0", price });
      expect(result.ok, price).toBe(false);
      if (!result.ok) expect(Object.keys(result.errors)).toEqual(["updatedPrice"]);
    }
  });
});

describe("restockMessage (spec §8)", () => {
  it("'Restocked Successfully' when stock was added, else 'Updated Successfully'", () => {
    expect(restockMessage(30)).toBe("Restocked Successfully");
    expect(restockMessage(0)).toBe("Updated Successfully");
    expect(restockMessage(undefined)).toBe("Updated Successfully");
  });
});

describe("isLowStock", () => {
  it("marks stock below the minimum order", () => {
    expect(isLowStock({ availableQty: 49, minOrder: 50 })).toBe(true);
    expect(isLowStock({ availableQty: 50, minOrder: 50 })).toBe(false);
  });
});

describe("checkImageFile (ADDP-09/10)", () => {
  it("refuses files over 5 MB and declared non-images; leaves the bytes to the server", () => {
    expect(checkImageFile({ size: 5 * 1024 * 1024 + 1, type: "image/png" })).toBe(
      PRODUCT_ADMIN_TEXTS.imageTooLarge,
    );
    expect(checkImageFile({ size: 10, type: "image/svg+xml" })).toBe(PRODUCT_ADMIN_TEXTS.imageFormat);
    expect(checkImageFile({ size: 10, type: "image/webp" })).toBeNull();
    expect(checkImageFile({ size: 10, type: "" })).toBeNull();
  });
});

describe("issue 27: the reorder threshold", () => {
  it("issue 27: Add Product sends it only when typed, as a number, and refuses what the server would", () => {
    const plain = checkNewProduct(FILLED, IMG);
    expect(plain.ok).toBe(true);
    expect(plain.ok && plain.body).not.toHaveProperty("reorderThreshold");
    expect(checkNewProduct({ ...FILLED, reorderThreshold: " 40 " }, IMG)).toMatchObject({
      ok: true,
      body: { reorderThreshold: 40 },
    });
    expect(checkNewProduct({ ...FILLED, reorderThreshold: "-1" }, IMG)).toEqual({
      ok: false,
      errors: { reorderThreshold: "Reorder threshold must be at least 0" },
    });
    expect(checkNewProduct({ ...FILLED, reorderThreshold: "2.5" }, IMG)).toEqual({
      ok: false,
      errors: { reorderThreshold: "Reorder threshold must be a whole number" },
    });
  });

  it("issue 27: the Update modal reads empty as none, 0 and up as the threshold", () => {
    expect(checkReorderThreshold("")).toEqual({ ok: true, value: null });
    expect(checkReorderThreshold(" 0 ")).toEqual({ ok: true, value: 0 });
    expect(checkReorderThreshold("25")).toEqual({ ok: true, value: 25 });
    expect(checkReorderThreshold("-3")).toEqual({ ok: false, error: "Reorder threshold must be at least 0" });
    expect(checkReorderThreshold("abc")).toEqual({
      ok: false,
      error: "Reorder threshold must be a whole number",
    });
  });
});
