import { expect, type APIRequestContext, type Page } from "@playwright/test";
import type { Order, Product } from "@xpart/shared";

import { signUpViaApi, tokenFor, type Account } from "./accounts";

/**
 * Each test orders from its own seed product, so tests running side by side never move each other's stock.
 * Stock assertions are relative (before − quantity), and every order takes the product's minimum unless said.
 */
export const PRODUCTS = {
  purchaseFlow: "ISA Ignition Coil Pack and Motorcraft Spark Plug Set of 8 (F150, Mustang)",
  // A minimum order of 50: the clamp test types 10, below it (issue 25 gave the demo products other minimums).
  clamp: "XparT Pipe Wrench",
  details: "AHOOGA Antique 110 dB Air Horn",
  doubleSubmit: "Disc Brake Pad Set",
  cancel: "EverStart Maxx 2200 Lumen Spotlight",
  orderStates: "Trimax TCL65 Wheel Chock Lock",
  pay: "Pyle PLCM7200 Mirror Monitor with Backup Camera",
  payDeclined: "Uniroyal Tiger Paw A/S 235/50R17",
  payStates: "Uniroyal Tiger Paw AS DT 235/55R19",
  stripe: "Schumacher 10A/2A Battery Charger",
  idempotency: "Niche 0.75A Battery Maintainer",
} as const;

/** The product named `name` among those the catalogue lists for `params`, read from the API as it is now. */
async function namedIn(
  request: APIRequestContext,
  name: string,
  params: { q?: string; limit: number },
): Promise<Product | undefined> {
  const response = await request.get("/api/products", { params });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Product[]).find((p) => p.name === name);
}

/** A seed product among the catalogue's first hundred, read from the API as it is now. */
export async function productNamed(request: APIRequestContext, name: string): Promise<Product> {
  const product = await namedIn(request, name, { limit: 100 });
  if (!product) throw new Error(`no seed product named ${name}`);
  return product;
}

/** A seed product found by searching the catalogue for its name, read from the API as it is now. */
export async function productSearchedFor(request: APIRequestContext, name: string): Promise<Product> {
  const product = await namedIn(request, name, { q: name, limit: 10 });
  expect(product).toBeDefined();
  return product!;
}

export async function productById(request: APIRequestContext, id: string): Promise<Product> {
  const response = await request.get(`/api/products/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Product;
}

/** A new customer, signed in in this page's context, with an API token for direct calls. */
export async function newCustomer(page: Page): Promise<{ account: Account; token: string }> {
  const account = await signUpViaApi(page);
  return { account, token: await tokenFor(page, account.email) };
}

/** Places an order through the API, as the page's customer. */
export async function placeOrder(
  page: Page,
  token: string,
  productId: string,
  quantity = 50,
  billing = { address: "12 Harbour Road, Chattogram", phone: "+880 1711-000000" },
): Promise<Order> {
  const response = await page.request.post("/api/orders", {
    headers: { Authorization: `Bearer ${token}` },
    data: { productId, quantity, name: "Test Buyer", ...billing },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { order: Order }).order;
}

/** Puts each product in the cart at its minimum and checks the cart out through the API: the checkout's answer. */
export async function checkOutProducts(
  page: Page,
  token: string,
  products: Product[],
  billing: { name: string; address: string; phone: string; poNumber?: string },
): Promise<{ orders: Order[]; total: number }> {
  const headers = { Authorization: `Bearer ${token}` };
  const added = await page.request.post("/api/cart/items", {
    headers,
    data: { lines: products.map((p) => ({ productId: p._id, quantity: p.minOrder })) },
  });
  expect(added.status(), await added.text()).toBe(200);
  const placed = await page.request.post("/api/checkout", { headers, data: billing });
  expect(placed.status(), await placed.text()).toBe(201);
  const answer = (await placed.json()) as { orders: Order[]; total: number };
  expect(answer.orders).toHaveLength(products.length);
  return answer;
}

export async function ordersOf(page: Page, token: string, email: string): Promise<Order[]> {
  const response = await page.request.get("/api/orders", {
    headers: { Authorization: `Bearer ${token}` },
    params: { email },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Order[];
}

export async function orderById(page: Page, token: string, id: string): Promise<Order> {
  const response = await page.request.get(`/api/orders/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Order;
}

/** Pays an order through the API with the test-card processor's good card (4242…). */
export async function payOrder(page: Page, token: string, orderId: string): Promise<Order> {
  const headers = { Authorization: `Bearer ${token}` };
  const intent = await page.request.post("/api/create-payment-intent", { headers, data: { orderId } });
  expect(intent.ok()).toBe(true);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const confirm = await page.request.post("/api/payments/test-cards/confirm", {
    headers,
    data: { clientSecret, card: { number: "4242424242424242", expMonth: 12, expYear: 2040, cvc: "123" } },
  });
  const { paymentIntent } = (await confirm.json()) as { paymentIntent: { id: string; status: string } };
  const patched = await page.request.patch(`/api/orders/${orderId}`, {
    headers,
    data: { payment: { product: orderId, transactionId: paymentIntent.id, status: paymentIntent.status } },
  });
  expect(patched.ok()).toBe(true);
  return (await patched.json()) as Order;
}

/** A new customer's order of `product`, paid: where shipping starts. */
export async function newPaidOrder(page: Page, product: Product, quantity?: number) {
  const { account, token } = await newCustomer(page);
  const placed = await placeOrder(page, token, product._id, quantity);
  await payOrder(page, token, placed._id);
  return { account, token, placed };
}

/**
 * An order as the API would answer it, for states a customer cannot reach alone (shipped): a checkout of its own,
 * named by its id as every one-line checkout is (decision 0031), unless `overrides` says otherwise.
 */
export function fakeOrder(overrides: Partial<Order>): Order {
  const id = overrides._id ?? "00000000-0000-4000-8000-000000000000";
  return {
    _id: id,
    productId: null,
    img: "/api/images/e2e-order",
    productName: "Rubber Hammer",
    category: "Hardware",
    details: "A soft-faced hammer.",
    quantity: 50,
    unitPrice: 420,
    price: 21000,
    email: "someone@example.test",
    name: "Test Buyer",
    address: "12 Harbour Road",
    phone: "+880 1711-000000",
    status: "unpaid",
    paid: false,
    transactionId: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    checkoutId: id,
    poNumber: null,
    invoiceNumber: null,
    carrier: null,
    trackingNumber: null,
    refunded: 0,
    refunds: [],
    ...overrides,
  };
}

/** The red of the theme's error colour (#b91c1c), as computed styles write it. */
export const ERROR_RED = "rgb(185, 28, 28)";
