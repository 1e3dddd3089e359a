// Scenario (c): POST /api/orders from 100 buyers at once on PostgreSQL, then a sell-out race to check that
// stock never goes below zero (DESIGN §5: one conditional UPDATE per order).
import { query } from "./postgres.js";

interface Buyer {
  email: string;
  token: string;
}

const ORIGIN = "http://127.0.0.1";

function cookiesOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.slice(0, c.indexOf(";")))
    .join("; ");
}

/** Signs a buyer up and gets an API token, as the web app does. */
async function signUpBuyer(shop: string, n: number): Promise<Buyer> {
  const email = `bench-buyer-${n}-${Date.now()}@example.test`;
  const signUp = await fetch(`${shop}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN },
    body: JSON.stringify({ name: `Bench Buyer ${n}`, email, password: "bolt-and-nut-7-bench" }),
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const token = await fetch(`${shop}/api/user/${encodeURIComponent(email)}`, {
    method: "PUT",
    headers: { "content-type": "application/json", origin: ORIGIN, cookie: cookiesOf(signUp) },
    body: JSON.stringify({ email }),
  });
  if (!token.ok) throw new Error(`token answered ${token.status}: ${await token.text()}`);
  return { email, token: ((await token.json()) as { token: string }).token };
}

function order(shop: string, buyer: Buyer, productId: string) {
  return fetch(`${shop}/api/orders`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${buyer.token}` },
    body: JSON.stringify({
      productId,
      quantity: 1,
      name: "Bench Buyer",
      address: "1 Loopback Lane",
      phone: "+1 555 0100",
    }),
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! * 10) / 10
    : 0;

export interface OrdersResult {
  buyers: number;
  seconds: number;
  ordersPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  created: number;
  refused: Record<string, number>;
  stockTaken: number;
  sellOut: { stock: number; attempts: number; created: number; stockLeft: number };
  oversold: boolean;
}

export async function benchOrders(shop: string, databaseUrl: string, buyers: number, seconds: number) {
  const people: Buyer[] = [];
  // Sign-ups hash passwords: a few at a time keeps them from starving each other.
  for (let i = 0; i < buyers; i += 10) {
    people.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, buyers - i) }, (_, k) => signUpBuyer(shop, i + k)),
      )),
    );
  }
  const [product] = await query<{ id: string }>(
    databaseUrl,
    "select id from products order by position limit 1",
  );
  const productId = product!.id;
  const stock = 1_000_000;
  await query(databaseUrl, "update products set available_qty = $1, min_order = 1 where id = $2", [
    stock,
    productId,
  ]);

  // Throughput: every buyer orders one unit after another for `seconds`.
  const latencies: number[] = [];
  const refused: Record<string, number> = {};
  let created = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    people.map(async (buyer) => {
      while (performance.now() < until) {
        const started = performance.now();
        const res = await order(shop, buyer, productId);
        await res.arrayBuffer();
        latencies.push(performance.now() - started);
        if (res.status === 201) created += 1;
        else refused[res.status] = (refused[res.status] ?? 0) + 1;
      }
    }),
  );
  const [after] = await query<{ available_qty: number }>(
    databaseUrl,
    "select available_qty from products where id = $1",
    [productId],
  );
  const stockTaken = stock - after!.available_qty;

  // Sell-out: half as many units as buyers, everyone at once.
  const scarce = Math.floor(buyers / 2);
  await query(databaseUrl, "update products set available_qty = $1 where id = $2", [scarce, productId]);
  const answers = await Promise.all(
    people.map((buyer) => order(shop, buyer, productId).then((r) => r.status)),
  );
  const [left] = await query<{ available_qty: number }>(
    databaseUrl,
    "select available_qty from products where id = $1",
    [productId],
  );
  const sellOut = {
    stock: scarce,
    attempts: buyers,
    created: answers.filter((s) => s === 201).length,
    stockLeft: left!.available_qty,
  };

  latencies.sort((a, b) => a - b);
  return {
    buyers,
    seconds,
    ordersPerSecond: Math.round(created / seconds),
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    created,
    refused,
    stockTaken,
    sellOut,
    oversold:
      stockTaken !== created ||
      sellOut.stockLeft < 0 ||
      sellOut.created > scarce ||
      sellOut.created + sellOut.stockLeft !== scarce,
  } satisfies OrdersResult;
}
