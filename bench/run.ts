// `npm run bench`: the API's budgets (DESIGN §7, issue 13), measured as ratios and best-of-N figures taken in
// one run on this machine. bench/README.md says how to run it and read the report; results go to
// bench/results/<time>-<commit>.{json,md} with the machine they were measured on.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import { productCursor } from "@xpart/shared";

import { dashboardBudgets, dashboardOnPostgres } from "./dashboard.js";
import { latency, type Latency } from "./latency.js";
import { load } from "./load.js";
import { ordersBudgets, ordersOnPostgres } from "./orders.js";
import { benchName, ensureDatabase, query, seedProducts } from "./postgres.js";
import { startBare, startShop, stop, watchRss } from "./processes.js";
import { renderMarkdown, type Budget } from "./report.js";
import { machine } from "./results-file.js";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const runs = Number(process.env.BENCH_RUNS ?? 20);
const bigCatalogue = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const buyers = Number(process.env.BENCH_BUYERS ?? 100);
const postgresUrl = process.env.DATABASE_URL || undefined;
const cpuProfileDir = process.env.BENCH_CPU_PROF || undefined;
const productsPath = "/api/products?limit=20";
const BR = { "accept-encoding": "br, gzip" };

// (a) and (b) on the default database, PGlite: the catalogue against the bare ceiling, a single product.
const shop = await startShop({
  execArgv: cpuProfileDir ? ["--cpu-prof", `--cpu-prof-dir=${cpuProfileDir}`] : [],
});
const pgliteRss = watchRss(shop.child.pid);
const first = await fetch(`${shop.url}${productsPath}`);
const body = await first.text();
const etag = first.headers.get("etag") ?? "";
const bare = await startBare({
  body,
  headers: {
    "content-type": "application/json; charset=utf-8",
    "x-total-count": first.headers.get("x-total-count") ?? "",
  },
});
const productId = (JSON.parse(body) as { _id: string }[])[0]!._id;
const bareRun = await load(`${bare.url}/`, { connections, seconds });
const catalogue = await load(`${shop.url}${productsPath}`, { connections, seconds });
const catalogueCompressed = await load(`${shop.url}/api/products?limit=100`, {
  connections,
  seconds,
  headers: BR,
});
const conditional = await load(`${shop.url}${productsPath}`, {
  connections,
  seconds,
  headers: { "if-none-match": etag },
});
const productPage = await load(`${shop.url}/api/products/${productId}`, { connections, seconds });
const pglite = await pgliteRss.stop();
await stop(bare.child);
await stop(shop.child);

// Start-up to first answer on an existing data directory (migrations done, catalogue seeded).
const restarted = await startShop({ dataDir: shop.dataDir });
await stop(restarted.child);

// (d) and (e): each query shape on PostgreSQL with the demo catalogue and with `bigCatalogue` products,
// catalogue cache off, so every answer is a query.
type Shapes = Record<string, { plain: Latency; compressed: Latency }>;

async function shapesOn(url: string) {
  const [counted] = await query<{ n: number }>(
    url,
    "select count(*)::int as n from products where archived_at is null",
  );
  const [cursor] = await query<{ position: number }>(
    url,
    "select position from products where archived_at is null order by position desc offset 20 limit 1",
  );
  const [priceCursor] = await query<{ position: number; priceCents: number; name: string }>(
    url,
    `select position, price_cents as "priceCents", name from products where archived_at is null
     order by price_cents desc, position desc offset 20 limit 1`,
  );
  const [firstRow] = await query<{ id: string }>(url, "select id from products order by position limit 1");
  const n = counted!.n;
  const id = firstRow!.id;
  const server = await startShop({
    env: { DATABASE_URL: url, CATALOG_CACHE_MS: "0", SEED_DEMO: "false" },
  });
  const rss = watchRss(server.child.pid);
  const paths: Record<string, string> = {
    list: "/api/products?limit=20",
    "search q=wrench": "/api/products?limit=20&q=wrench",
    "search with a typo q=wrnch": "/api/products?limit=20&q=wrnch",
    "category=Pipe Wrench": "/api/products?limit=20&category=Pipe%20Wrench",
    "sort=price-asc": "/api/products?limit=20&sort=price-asc",
    "last page (offset)": `/api/products?limit=20&offset=${Math.max(0, n - 20)}`,
    "last page (keyset after=)": `/api/products?limit=20${cursor ? `&after=${cursor.position}` : ""}`,
    "last page by price-asc (offset)": `/api/products?limit=20&sort=price-asc&offset=${Math.max(0, n - 20)}`,
    "last page by price-asc (keyset after=)": `/api/products?limit=20&sort=price-asc${
      priceCursor ? `&after=${productCursor("price-asc", priceCursor)}` : ""
    }`,
    "one product": `/api/products/${id}`,
    categories: "/api/categories",
  };
  const shapes: Shapes = {};
  for (const [name, p] of Object.entries(paths)) {
    shapes[name] = {
      plain: await latency(`${server.url}${p}`, { runs, headers: { "accept-encoding": "identity" } }),
      compressed: await latency(`${server.url}${p}`, { runs, headers: BR }),
    };
  }
  const memory = await rss.stop();
  await stop(server.child);
  return { products: n, shapes, rss: memory };
}

let postgres: Awaited<ReturnType<typeof postgresPart>> | null = null;

async function postgresPart(base: string) {
  const smallUrl = await ensureDatabase(base, benchName(base, "small"));
  await seedProducts(smallUrl, 0);
  const bigUrl = await ensureDatabase(base, benchName(base, `${bigCatalogue}`));
  await seedProducts(bigUrl, bigCatalogue);
  const small = await shapesOn(smallUrl);
  const big = await shapesOn(bigUrl);

  const { orders, rss: ordersRss } = await ordersOnPostgres(base, buyers, seconds);
  const dashboard = await dashboardOnPostgres(base);
  return { small, big, orders, ordersRss, dashboard };
}

if (postgresUrl) postgres = await postgresPart(postgresUrl);

const ratio = catalogue.requestsPerSecond / bareRun.requestsPerSecond;
const budgets: Record<string, Budget> = {
  "(a) catalogue ≥ 50% of bare node:http (aim 70%)": { value: Number(ratio.toFixed(2)), ok: ratio >= 0.5 },
  "(a) catalogue p99 < 25 ms at 50 connections": { value: catalogue.p99Ms, ok: catalogue.p99Ms < 25 },
  "(a) conditional requests answer 304": {
    value: conditional.non2xx,
    ok: conditional.non2xx > 0 && conditional.errors === 0,
  },
  "(b) single product p99 < 25 ms at 50 connections": {
    value: productPage.p99Ms,
    ok: productPage.p99Ms < 25,
  },
  "resident memory on PGlite < 400 MB (peak over the run)": { value: pglite.peakMb, ok: pglite.peakMb < 400 },
  "restart to first answer < 5 s": { value: Math.round(restarted.startupMs), ok: restarted.startupMs < 5000 },
};
if (postgres) {
  const { small, big, orders } = postgres;
  for (const [name, shape] of Object.entries(big.shapes)) {
    for (const variant of ["plain", "compressed"] as const) {
      const factor = shape[variant].bestMs / small.shapes[name]![variant].bestMs;
      budgets[
        `(${variant === "plain" ? "d" : "e"}) ${name}: ${big.products} vs ${small.products} products ≤ 1.5×`
      ] = {
        value: Number(factor.toFixed(2)),
        ok: factor <= 1.5,
      };
    }
  }
  Object.assign(budgets, ordersBudgets(orders));
  Object.assign(budgets, dashboardBudgets(postgres.dashboard.orders, postgres.dashboard.timings));
  const pgPeak = Math.max(small.rss.peakMb, big.rss.peakMb, postgres.ordersRss.peakMb);
  budgets["resident memory on PostgreSQL < 400 MB (peak over the run)"] = { value: pgPeak, ok: pgPeak < 400 };
}

const report = {
  ...machine(),
  settings: {
    seconds,
    connections,
    runs,
    productsPath,
    responseBytes: Buffer.byteLength(body),
    bigCatalogue,
    buyers,
  },
  results: {
    bare: bareRun,
    catalogue,
    catalogueCompressed,
    conditional,
    productPage,
    pgliteRss: pglite,
    restartMs: Math.round(restarted.startupMs),
    postgres,
  },
  budgets,
};
const dir = path.join(import.meta.dirname, "results");
mkdirSync(dir, { recursive: true });
const file = path.join(dir, `${report.at.replace(/[:.]/g, "-")}-${report.commit}`);
writeFileSync(`${file}.json`, JSON.stringify(report, null, 2) + "\n");
writeFileSync(`${file}.md`, renderMarkdown(report));
console.table(Object.fromEntries(Object.entries(budgets).map(([k, v]) => [k, v])));
console.log(`written to ${path.relative(process.cwd(), file)}.{json,md}`);
