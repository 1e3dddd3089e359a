// Issue 27's sales dashboard at 100,000 orders on PostgreSQL (the database `<name>_bench_dashboard` beside the
// one named is made again each run): each of the dashboard's queries, and the whole answer, 20 times, best and
// median, each under 100 ms (decision 0033). The HTTP layer is not in it. Part (f) of `npm run bench`, and
// `npm run bench:dashboard` alone.
import { sql } from "drizzle-orm";

import { openDatabase, type DatabaseHandle } from "../apps/server/src/db/client.js";
import { customersCreatedSince } from "../apps/server/src/modules/accounts/index.js";
import { lowStockProducts } from "../apps/server/src/modules/catalog/index.js";
import { salesDashboard, salesWindow } from "../apps/server/src/modules/insights/sales-dashboard.service.js";
import { countOrders, salesPerDay, topProductsSince } from "../apps/server/src/modules/orders/index.js";
import { paymentAttemptsSince } from "../apps/server/src/modules/payments/index.js";
import { seedDemoCatalog } from "../apps/server/src/seed/seed.js";

import { benchName, ensureDatabase } from "./postgres.js";
import type { Budget } from "./report.js";

const ORDERS = 100_000;
const CUSTOMERS = 5_000;
const RUNS = 20;
const BUDGET_MS = 100;

/**
 * A year of trade: CUSTOMERS accounts joined over it, ORDERS one-line checkouts placed evenly over it, in every
 * state (2 in 10 unpaid, 4 paid, 3 shipped, 1 cancelled), each paid one with its test-card payment and one in
 * ten unpaid with a refused card; one product in ten of the demo catalogue at its reorder threshold.
 */
async function fill(handle: DatabaseHandle) {
  await handle.migrate();
  await seedDemoCatalog(handle.db);
  const { db } = handle;
  const minute = (g: string) =>
    sql.raw(`now() - (${g} % 365) * interval '1 day' - (${g} % 1440) * interval '1 minute'`);
  await db.execute(sql`
    insert into "user" (id, name, email, role, created_at, updated_at)
    select 'bench-' || g, 'Bench buyer ' || g, 'buyer' || g || '@bench.test', 'customer',
      now() - (g % 365) * interval '1 day', now()
    from generate_series(1, ${CUSTOMERS}) g`);
  await db.execute(sql`
    insert into checkouts (id, user_id, created_at, updated_at)
    select md5('checkout' || g)::uuid, 'bench-' || (1 + g % ${CUSTOMERS}), ${minute("g")}, now()
    from generate_series(1, ${ORDERS}) g`);
  await db.execute(sql`
    with p as (
      select id, name, img, category, description, price_cents, row_number() over (order by position) as rn,
        count(*) over () as n
      from products
    )
    insert into orders (id, user_id, email, checkout_id, product_id, product_name, img, category, details,
      quantity, unit_price_cents, total_cents, name, address, phone, status, transaction_id, paid_at, shipped_at,
      cancelled_at, cancel_reason, created_at, updated_at)
    select md5('checkout' || g)::uuid, 'bench-' || (1 + g % ${CUSTOMERS}), 'buyer' || (1 + g % ${CUSTOMERS}) || '@bench.test',
      md5('checkout' || g)::uuid, p.id, p.name, p.img, p.category, p.description,
      50 + (g % 5) * 10, p.price_cents, p.price_cents::bigint * (50 + (g % 5) * 10), 'Bench buyer', '1 Bench Road',
      '+1 555 0100',
      case when g % 10 < 2 then 'unpaid' when g % 10 < 6 then 'paid' when g % 10 < 9 then 'shipped' else 'cancelled' end,
      case when g % 10 between 2 and 8 then 'pi_bench_' || g end,
      case when g % 10 between 2 and 8 then ${minute("g")} + interval '10 minutes' end,
      case when g % 10 between 6 and 8 then ${minute("g")} + interval '1 day' end,
      case when g % 10 = 9 then ${minute("g")} + interval '7 days' end,
      case when g % 10 = 9 then 'expiry' end,
      ${minute("g")}, now()
    from generate_series(1, ${ORDERS}) g
    join p on p.rn = 1 + g % p.n`);
  await db.execute(sql`
    insert into test_card_payments (id, checkout_id, amount_cents, currency, status, last_error_code, created_at, updated_at)
    select 'pi_bench_' || o.g, md5('checkout' || o.g)::uuid, 1000, 'usd',
      case when o.g % 10 = 1 then 'requires_payment_method' else 'succeeded' end,
      case when o.g % 10 = 1 then 'card_declined' end, ${minute("o.g")}, now()
    from generate_series(1, ${ORDERS}) o(g) where o.g % 10 between 1 and 8`);
  await db.execute(sql`
    insert into payments (checkout_id, provider, provider_payment_id, amount_cents, currency, created_at, updated_at)
    select md5('checkout' || o.g)::uuid, 'test-cards', 'pi_bench_' || o.g, 1000, 'usd', ${minute("o.g")}, now()
    from generate_series(1, ${ORDERS}) o(g) where o.g % 10 between 1 and 8`);
  await db.execute(sql`update products set reorder_threshold = available_qty where position % 10 = 0`);
  await db.execute(sql`analyze`);
}

/** Best and median of RUNS timings of `query`, after one warm-up, in ms rounded to 0.1. */
async function time(query: () => Promise<unknown>) {
  await query();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await query();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { best: round(times[0]!), median: round((times[RUNS / 2 - 1]! + times[RUNS / 2]!) / 2) };
}

export interface DashboardTiming {
  query: string;
  best: number;
  median: number;
}

/** Fills the side database with ORDERS orders and times each of the dashboard's queries. */
export async function dashboardOnPostgres(
  base: string,
): Promise<{ orders: number; timings: DashboardTiming[] }> {
  const handle = await openDatabase({
    databaseUrl: await ensureDatabase(base, benchName(base, "dashboard"), true),
  });
  try {
    await fill(handle);
    const { db } = handle;
    const { from } = salesWindow(new Date());
    const queries: [string, () => Promise<unknown>][] = [
      ["revenue and orders per day", () => salesPerDay(db, from)],
      ["orders by status", () => countOrders(db)],
      ["top products", () => topProductsSince(db, from, 5)],
      ["new customers", () => customersCreatedSince(db, from)],
      ["payment failures", () => paymentAttemptsSince(db, from)],
      ["low stock", () => lowStockProducts(db)],
      ["the whole answer", () => salesDashboard(db)],
    ];
    const timings: DashboardTiming[] = [];
    for (const [query, run] of queries) timings.push({ query, ...(await time(run)) });
    return { orders: ORDERS, timings };
  } finally {
    await handle.close();
  }
}

/** Issue 27's budget: each query's median at 100,000 orders under 100 ms. */
export function dashboardBudgets(orders: number, timings: DashboardTiming[]): Record<string, Budget> {
  return Object.fromEntries(
    timings.map(({ query, median }) => [
      `(f) dashboard ${query} at ${orders} orders < ${BUDGET_MS} ms (median)`,
      { value: median, ok: median < BUDGET_MS },
    ]),
  );
}
