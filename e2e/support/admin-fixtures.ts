import { expect, type Browser, type Locator, type Page } from "@playwright/test";
import type { CreateProductBody, Product } from "@xpart/shared";

import { ADMIN, signInViaApi, tokenFor } from "./accounts";
import { test, waitingGoto } from "./app-test";

/** A 16×16 PNG in the theme's primary colour: small, and a real image for the server to re-encode. */
export const PNG_16 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mPgP/+GJMQwqmFUw/DVAACfFMoQ/6D4ogAAAABJRU5ErkJggg==",
  "base64",
);

/** The admin, signed in in a browser context of its own, with an API token for direct calls. */
export async function adminSession(browser: Browser): Promise<{ page: Page; token: string }> {
  const context = await browser.newContext();
  const page = waitingGoto(await context.newPage());
  await signInViaApi(page, ADMIN.email, ADMIN.password);
  return { page, token: await tokenFor(page, ADMIN.email) };
}

/**
 * The admin, in a context of its own, on the Orders page searched for one order (at `viewport` where given):
 * the page, and that order's card, named by its product.
 */
export async function adminOnOrder(
  browser: Browser,
  orderId: string,
  productName: string,
  viewport?: { width: number; height: number },
): Promise<{ admin: Page; card: Locator }> {
  const admin = (await adminSession(browser)).page;
  if (viewport) await admin.setViewportSize(viewport);
  await admin.goto(`/dashboard/orders?q=${orderId}`);
  return { admin, card: admin.getByRole("article", { name: productName }) };
}

/** A name no other test uses, so searches and rows find this test's product only. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}

/** Uploads the PNG through the API as the admin: its URL for a product's `img`. */
export async function uploadPng(page: Page, token: string): Promise<string> {
  const response = await page.request.post("/api/images", {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { image: { name: "part.png", mimeType: "image/png", buffer: PNG_16 } },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { url: string } }).data.url;
}

/** Adds a product through the API as the admin. */
export async function createProduct(
  page: Page,
  token: string,
  fields: Partial<CreateProductBody> & { name: string },
): Promise<Product> {
  const img = fields.img ?? (await uploadPng(page, token));
  const response = await page.request.post("/api/products", {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      category: "Any Hardware",
      description: "A product made by the admin e2e suite.",
      price: 42,
      availableQty: 300,
      minOrder: 50,
      ...fields,
      img,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { product: Product }).product;
}

/** The ids of every product the shop lists now. */
export async function listedProductIds(page: Page): Promise<Set<string>> {
  const response = await page.request.get("/api/products?limit=100");
  expect(response.status()).toBe(200);
  return new Set(((await response.json()) as Product[]).map((p) => p._id));
}

/**
 * Deletes (or, once ordered, archives) every listed product that was not listed in `before`, so specs that
 * count the demo catalogue see it as seeded.
 */
export async function removeProductsAddedSince(
  page: Page,
  token: string,
  before: Set<string>,
): Promise<void> {
  for (const id of await listedProductIds(page)) {
    if (before.has(id)) continue;
    const response = await page.request.delete(`/api/products/${id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
}

/**
 * For a describe block whose tests add products: notes the listed products before its first test and, after its
 * last, removes the ones added meanwhile (`removeProductsAddedSince`).
 */
export function removeProductsAddedByTheseTests(): void {
  let before: Set<string>;
  test.beforeAll(async ({ browser }) => {
    const { page } = await adminSession(browser);
    before = await listedProductIds(page);
  });
  test.afterAll(async ({ browser }) => {
    const { page, token } = await adminSession(browser);
    await removeProductsAddedSince(page, token, before);
  });
}
