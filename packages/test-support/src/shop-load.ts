import { randomUUID } from "node:crypto";

import { TEST_CARD_NUMBERS } from "@xpart/shared";

/** One request as the load sent it and the answer it finally got (null: none before the load gave up). */
export interface RecordedRequest {
  shopper: number;
  method: string;
  path: string;
  /** A request that got no answer (or a 503) is sent again with the same body: how many times it was sent. */
  attempts: number;
  /** Why the tries before the answer got none: network error codes, or 503. */
  missed: string[];
  status: number | null;
  startedAt: number;
  ms: number;
}

/** What one visit meant to do with its order and what the server acknowledged (a 2xx answer). */
export interface OrderIntent {
  shopper: number;
  email: string;
  productId: string;
  quantity: number;
  plan: "pay" | "decline-then-cancel" | "cancel" | "leave-unpaid";
  /** Whether the visit got as far as sending POST /api/orders. */
  orderSent: boolean;
  /** Set once POST /api/orders answered 201 (or the order was found after its answer was lost). */
  orderId?: string;
  acknowledged: boolean;
  paidAcknowledged: boolean;
  cancelAcknowledged: boolean;
  /** Whether a request of this visit went unanswered once (a crash): its retries may meet work already done. */
  sawNoAnswer: boolean;
  /** Set when the visit could not finish its plan (no answer before the load's deadline, or a refusal). */
  unfinished?: string;
}

export interface LoadTarget {
  /** The shop's address now; the server behind it may be killed and started again on the same one. */
  url: string;
}

export interface ShopLoadOptions {
  /** Products the visits order from (with stock enough for the whole run). */
  products: { id: string; minOrder: number }[];
  /** How long one request is sent again while it gets no answer (the server is down or starting). */
  retryForMs: number;
  /** Pause between two tries of one request. */
  retryPauseMs?: number;
  /** Pause between two visits of one shopper (the load's rate). */
  visitPauseMs?: number;
}

const PASSWORD = "Load-Test-Bolt-7";
const CONTACT = { name: "Load Shopper", address: "1 Test Road", phone: "+1 555 0100" };
const card = (number: string) => ({ number, expMonth: 12, expYear: 2040, cvc: "123" });
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

class NoAnswer extends Error {}

/**
 * Shoppers doing what the shop's pages do, through the HTTP API only: browse the catalogue, sign up, sign in
 * again, order, pay with the test-card processor (or be declined), cancel. Every request and its answer is
 * recorded. A request without an answer is sent again until the server answers, so a load started before a
 * crash carries on after the restart.
 */
export class ShopLoad {
  readonly requests: RecordedRequest[] = [];
  readonly orders: OrderIntent[] = [];
  private stopping = false;
  private visits = 0;

  constructor(
    private readonly target: LoadTarget,
    private readonly options: ShopLoadOptions,
  ) {}

  /** Runs `shoppers` shoppers, each visiting again and again, until `stop()`; resolves when all are done. */
  run(shoppers: number): Promise<void> {
    return Promise.all(Array.from({ length: shoppers }, (_, i) => this.shopper(i))).then(() => {});
  }

  /** The shoppers finish the visit they are on and stop. */
  stop() {
    this.stopping = true;
  }

  private async shopper(shopper: number) {
    while (!this.stopping) {
      this.visits += 1;
      await this.visit(shopper, this.visits);
      await sleep(this.options.visitPauseMs ?? 0);
    }
  }

  private async send(
    visit: { shopper: number; sawNoAnswer: boolean },
    method: string,
    path: string,
    init: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; json: unknown; headers: Headers }> {
    const startedAt = Date.now();
    const giveUpAt = startedAt + this.options.retryForMs;
    const entry: RecordedRequest = {
      shopper: visit.shopper,
      method,
      path,
      attempts: 0,
      missed: [],
      status: null,
      startedAt,
      ms: 0,
    };
    this.requests.push(entry);
    for (;;) {
      entry.attempts += 1;
      try {
        const res = await fetch(`${this.target.url}${path}`, {
          method,
          headers: {
            origin: this.target.url,
            ...(init.body === undefined ? {} : { "content-type": "application/json" }),
            ...init.headers,
          },
          ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
          signal: AbortSignal.timeout(15_000),
        });
        const text = await res.text();
        // 503 is the shop saying "not now" (its database is away or it is starting): try again.
        if (res.status === 503) entry.missed.push("503");
        else {
          entry.status = res.status;
          entry.ms = Date.now() - startedAt;
          return {
            status: res.status,
            json: text ? (JSON.parse(text) as unknown) : null,
            headers: res.headers,
          };
        }
      } catch (err) {
        const cause = (err as { cause?: { code?: string } }).cause;
        entry.missed.push(cause?.code ?? (err as Error).name);
        visit.sawNoAnswer = true;
      }
      if (Date.now() > giveUpAt)
        throw new NoAnswer(`${method} ${path}: no answer for ${this.options.retryForMs} ms`);
      await sleep(this.options.retryPauseMs ?? 200);
    }
  }

  private async visit(shopper: number, visit: number) {
    const product = pick(this.options.products);
    const intent: OrderIntent = {
      shopper,
      email: `load-${visit}-${randomUUID().slice(0, 8)}@example.test`,
      productId: product.id,
      quantity: product.minOrder + Math.floor(Math.random() * 5),
      plan: pick(["pay", "pay", "decline-then-cancel", "cancel", "leave-unpaid"] as const),
      orderSent: false,
      acknowledged: false,
      paidAcknowledged: false,
      cancelAcknowledged: false,
      sawNoAnswer: false,
    };
    try {
      this.orders.push(intent);
      await this.browse(intent, product.id);
      const token = await this.account(intent);
      if (!token) return;
      await this.placeOrder(intent, token);
      if (!intent.orderId) return;
      await this.settle(intent, token);
    } catch (err) {
      intent.unfinished = (err as Error).message;
    }
  }

  private async browse(intent: OrderIntent, productId: string) {
    await this.send(intent, "GET", "/api/products?limit=20");
    await this.send(intent, "GET", `/api/products/${productId}`);
  }

  /** Signs up, signs in again as a returning shopper does, and asks for the API token. */
  private async account(intent: OrderIntent): Promise<string | null> {
    const { email } = intent;
    const up = await this.send(intent, "POST", "/api/auth/sign-up/email", {
      body: { email, password: PASSWORD, name: "Load Shopper" },
    });
    // A sign-up whose answer was lost in a crash is already done: its retry is refused, signing in works.
    if (up.status !== 200 && !(up.status === 422 && intent.sawNoAnswer)) {
      intent.unfinished = `sign-up answered ${up.status}`;
      return null;
    }
    const signIn = await this.send(intent, "POST", "/api/auth/sign-in/email", {
      body: { email, password: PASSWORD },
    });
    if (signIn.status !== 200) {
      intent.unfinished = `sign-in answered ${signIn.status}`;
      return null;
    }
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const token = await this.send(intent, "PUT", `/api/user/${encodeURIComponent(email)}`, {
      body: { email },
      headers: { cookie },
    });
    if (token.status === 200) return (token.json as { token: string }).token;
    intent.unfinished = `token answered ${token.status}`;
    return null;
  }

  private async placeOrder(intent: OrderIntent, token: string) {
    const auth = { authorization: `Bearer ${token}` };
    intent.orderSent = true;
    const placed = await this.send(intent, "POST", "/api/orders", {
      body: { productId: intent.productId, quantity: intent.quantity, ...CONTACT },
      headers: { ...auth, "idempotency-key": randomUUID() },
    });
    if (placed.status === 201) {
      intent.orderId = (placed.json as { insertedId: string }).insertedId;
      intent.acknowledged = true;
      return;
    }
    // A first try that died with its server holds the key for a while (409): the order may exist or not.
    const mine = await this.send(intent, "GET", `/api/orders?email=${encodeURIComponent(intent.email)}`, {
      headers: auth,
    });
    const found = mine.status === 200 ? (mine.json as { _id: string }[]) : [];
    if (found[0]) intent.orderId = found[0]._id;
    else intent.unfinished = `order answered ${placed.status}`;
  }

  private async settle(intent: OrderIntent, token: string) {
    const auth = { authorization: `Bearer ${token}` };
    const orderId = intent.orderId!;
    if (intent.plan === "leave-unpaid") return;
    if (intent.plan !== "cancel") {
      const started = await this.send(intent, "POST", "/api/create-payment-intent", {
        body: { orderId },
        headers: auth,
      });
      if (started.status !== 200) throw new Error(`payment intent answered ${started.status}`);
      const { clientSecret } = started.json as { clientSecret: string };
      const number = intent.plan === "pay" ? TEST_CARD_NUMBERS.success : TEST_CARD_NUMBERS.declined;
      const confirmed = await this.send(intent, "POST", "/api/payments/test-cards/confirm", {
        body: { clientSecret, card: card(number) },
        headers: auth,
      });
      if (confirmed.status !== 200) throw new Error(`card confirm answered ${confirmed.status}`);
      if (intent.plan === "pay") {
        const transactionId = clientSecret.split("_secret_")[0]!;
        const paid = await this.send(intent, "PATCH", `/api/orders/${orderId}`, {
          body: { payment: { product: orderId, transactionId, status: "succeeded" } },
          headers: auth,
        });
        if (paid.status !== 200) throw new Error(`payment answered ${paid.status}`);
        intent.paidAcknowledged = true;
        return;
      }
    }
    const cancelled = await this.send(intent, "DELETE", `/api/orders/${orderId}`, { headers: auth });
    if (cancelled.status !== 200) throw new Error(`cancel answered ${cancelled.status}`);
    intent.cancelAcknowledged = true;
  }
}

/**
 * Stock enough for a whole load: the admin (signed in with `admin`, then given an API token) restocks the
 * first `count` products by a million units each, so no visit meets a sold-out product however fast the
 * machine runs. Answers the products, with their stock after the restock.
 */
export async function restockForLoad(
  url: string,
  admin: { email: string; password: string },
  count: number,
): Promise<{ id: string; minOrder: number; availableQty: number }[]> {
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify(admin),
  });
  if (!signIn.ok) throw new Error(`admin sign-in answered ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const { token } = (await (
    await fetch(`${url}/api/user/${encodeURIComponent(admin.email)}`, {
      method: "PUT",
      headers: { "content-type": "application/json", cookie, origin: url },
      body: JSON.stringify({ email: admin.email }),
    })
  ).json()) as { token: string };
  const products = (await (await fetch(`${url}/api/products?limit=${count}`)).json()) as {
    _id: string;
    minOrder: number;
  }[];
  const restocked = [];
  for (const p of products) {
    const res = await fetch(`${url}/api/products/${p._id}`, {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ updatedQuantity: 1_000_000 }),
    });
    if (!res.ok) throw new Error(`restock answered ${res.status}`);
    const after = (await (await fetch(`${url}/api/products/${p._id}`)).json()) as { availableQty: number };
    restocked.push({ id: p._id, minOrder: p.minOrder, availableQty: after.availableQty });
  }
  return restocked;
}
