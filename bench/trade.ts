// `npm run bench:trade`: issue 26's two server targets, in process, on the demo catalogue in PGlite and, when
// DATABASE_URL is set, on PostgreSQL (`<name>_bench_quick_order`, made again each run). The HTTP layer around
// them (JSON and the answer's schema) is not in the figures.
// - Quick order: 200 lines checked in one request, p95 ≤ 300 ms: the whole check as the route runs it (read the
//   lines, find every part number in one query, fit and store the accepted lines through the cart, answer the
//   cart).
// - Cart pricing: a 100-line cart read and priced (GET /api/cart's work), p95 ≤ 5 ms.
import { randomUUID } from "node:crypto";

import { sql } from "drizzle-orm";

import { openDatabase, type DatabaseHandle } from "../apps/server/src/db/client.js";
import { addLinesToCart, clearCart, getCart } from "../apps/server/src/modules/cart/cart.service.js";
import { quickOrder } from "../apps/server/src/modules/cart/quick-order.service.js";
import { seedDemoCatalog } from "../apps/server/src/seed/seed.js";

import { benchName, ensureDatabase } from "./postgres.js";

const runs = Number(process.env.BENCH_RUNS ?? 50);
const WARMUPS = 5;
const TARGET_P95_MS = 300;
const CART_TARGET_P95_MS = 5;

/**
 * 200 lines as a buyer's list holds them: 90 products (a cart holds 100) by SKU or cross-reference, spelled
 * with other case and separators, each several times over, plus unknown numbers and unreadable lines.
 */
async function pasteOf(handle: DatabaseHandle): Promise<string> {
  const { rows } = (await handle.db.execute(
    sql`select sku, cross_references as refs from products where archived_at is null order by position limit 90`,
  )) as unknown as { rows: { sku: string; refs: string[] }[] };
  const lines: string[] = [];
  for (let i = 0; lines.length < 180; i += 1) {
    const { sku, refs } = rows[i % rows.length]!;
    const number = i % 3 === 1 && refs[0] ? refs[0] : sku;
    const spelled = i % 2 ? number.toLowerCase().replaceAll("-", " ") : number;
    lines.push(`${spelled}${i % 4 ? "\t" : ","}${1 + (i % 37)}`);
  }
  for (let i = 0; lines.length < 195; i += 1) lines.push(`NO-SUCH-${i} 3`);
  while (lines.length < 200) lines.push("a line without a quantity");
  return ["sku,quantity", ...lines].join("\n");
}

async function measure(label: string, handle: DatabaseHandle) {
  await handle.migrate();
  await seedDemoCatalog(handle.db);
  const userId = randomUUID();
  await handle.db.execute(
    sql`insert into "user" (id, name, email) values (${userId}, 'Bench buyer', ${`${userId}@bench.test`})`,
  );
  const text = await pasteOf(handle);
  const times: number[] = [];
  let answer: Awaited<ReturnType<typeof quickOrder>> | undefined;
  for (let i = 0; i < WARMUPS + runs; i += 1) {
    // The same work each time: an empty cart, then the whole list.
    await clearCart(handle.db, userId);
    const started = performance.now();
    answer = await quickOrder(handle.db, userId, text);
    if (i >= WARMUPS) times.push(performance.now() - started);
  }
  const at = percentiles(times);
  const p95 = at(0.95);
  const count = (status: string) => answer!.lines.filter((l) => l.status === status).length;
  console.log(
    `${label}: 200 lines, ${runs} runs: p50 ${at(0.5)} ms, p95 ${p95} ms, max ${at(1)} ms ` +
      `(target p95 ≤ ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? "met" : "NOT met"}); ` +
      `lines added ${count("added")}, adjusted ${count("adjusted")}, refused ${count("refused")}, ` +
      `cart ${answer!.cart.lines.length} lines`,
  );
  await measureCartPricing(label, handle, userId);
}

/** p(q) of the timings in ms, rounded to 0.1 ms. */
function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return (q: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! * 10) / 10;
}

/** A 100-line cart (the most a cart holds), read and priced by the shared rule as GET /api/cart answers it. */
async function measureCartPricing(label: string, handle: DatabaseHandle, userId: string) {
  const { rows } = (await handle.db.execute(
    sql`select id, min_order as "minOrder", order_step as step from products
        where archived_at is null and available_qty >= min_order * 4 order by position limit 100`,
  )) as unknown as { rows: { id: string; minOrder: number; step: number }[] };
  await clearCart(handle.db, userId);
  await addLinesToCart(
    handle.db,
    userId,
    rows.map((r) => ({ productId: r.id, quantity: Math.ceil((r.minOrder * 3) / r.step) * r.step })),
  );
  const times: number[] = [];
  let lines = 0;
  for (let i = 0; i < WARMUPS + runs * 4; i += 1) {
    const started = performance.now();
    lines = (await getCart(handle.db, userId)).lines.length;
    if (i >= WARMUPS) times.push(performance.now() - started);
  }
  const at = percentiles(times);
  console.log(
    `${label}: pricing a ${lines}-line cart, ${times.length} runs: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms ` +
      `(target p95 ≤ ${CART_TARGET_P95_MS} ms: ${at(0.95) <= CART_TARGET_P95_MS ? "met" : "NOT met"})`,
  );
}

const pglite = await openDatabase({ memory: true });
await measure("PGlite (demo catalogue)", pglite).finally(() => pglite.close());

const base = process.env.DATABASE_URL;
if (base) {
  const url = await ensureDatabase(base, benchName(base, "quick_order"), true);
  const postgres = await openDatabase({ databaseUrl: url });
  await measure("PostgreSQL (demo catalogue)", postgres).finally(() => postgres.close());
}
