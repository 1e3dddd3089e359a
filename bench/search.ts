// `npm run bench:search`: issue 42's targets on PostgreSQL. Word search (one word, three words, a typo, a
// prefix), a part-number search, suggestions and a vehicle-filtered word search, each timed as single requests
// (best and median of BENCH_RUNS) through the shop's server with its catalogue cache off, on the demo catalogue
// and on BENCH_PRODUCTS (1,000,000) generated products with their fitment, the two shops side by side. Each
// should stay within 1.5× of the demo figure and under 50 ms, suggestions under 20 ms. Then the plan of each
// query on the big catalogue (EXPLAIN ANALYZE, showing its index), and the relevance of the shop's search on
// the hidden sets bench/search-relevance*.json (the intended product in the first 3 for ≥ 95%).
// bench/README.md says how to run it; results go to bench/results/<time>-<commit>-search.{json,md}.
import { readFileSync } from "node:fs";

import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";

import type { Database } from "../apps/server/src/db/client.js";
import { listProducts } from "../apps/server/src/modules/catalog/catalog-listing.service.js";
import { suggest } from "../apps/server/src/modules/catalog/search-suggest.service.js";

import { benchName, ensureDatabase, query, seed } from "./postgres.js";
import { startShop, stop } from "./processes.js";
import { budgetRows, type Budget } from "./report.js";
import { machine, writeReport } from "./results-file.js";
import { sideBySide } from "./side-by-side.js";

const base = process.env.DATABASE_URL;
if (!base) {
  console.error("bench:search needs DATABASE_URL: a PostgreSQL role that may create databases");
  process.exit(1);
}
const runs = Number(process.env.BENCH_RUNS ?? 20);
const bigProducts = Number(process.env.BENCH_PRODUCTS ?? 1_000_000);
const bigVehicles = Number(process.env.BENCH_VEHICLES ?? 5_000);
const TARGET = { ratio: 1.5, ms: 50, suggestMs: 20, relevance: 0.95 };

async function sizes(url: string) {
  await query(url, "vacuum analyze products");
  const [row] = await query<{ products: number; fitments: number; terms: number }>(
    url,
    `select (select count(*)::int from products where archived_at is null) as products,
            (select count(*)::int from fitments) as fitments,
            (select count(*)::int from search_terms where products > 0) as terms`,
  );
  return row!;
}

/** The vehicle the vehicle-filtered search is for: a demo Hilux, looked up by its description on each database. */
const VEHICLE = `select id from vehicles where make = 'Toyota' and model = 'Hilux' order by year desc, id limit 1`;

type Shape = { name: string; q?: string; path: (vehicle: number) => string; suggestion?: boolean };
const enc = encodeURIComponent;
const SHAPES: Shape[] = [
  { name: "one word", q: "filter", path: () => `/api/products?limit=20&q=filter` },
  {
    name: "three words",
    q: "oil filter toyota",
    path: () => `/api/products?limit=20&q=${enc("oil filter toyota")}`,
  },
  { name: "a typo", q: "filtr", path: () => `/api/products?limit=20&q=filtr` },
  { name: "a prefix", q: "brak", path: () => `/api/products?limit=20&q=brak` },
  { name: "part number", q: "07 1102", path: () => `/api/products?limit=20&q=${enc("07 1102")}` },
  { name: "suggestions", q: "brak", path: () => `/api/search/suggest?q=brak`, suggestion: true },
  {
    name: "vehicle-filtered word search",
    q: "filter",
    path: (vehicle) => `/api/products?limit=20&q=filter&vehicle=${vehicle}&fits=true`,
  },
];

async function pathsOn(url: string) {
  const [vehicle] = await query<{ id: number }>(url, VEHICLE);
  return Object.fromEntries(SHAPES.map((shape) => [shape.name, shape.path(vehicle!.id)]));
}

/**
 * The plans of the statements one query shape runs on the big catalogue: the shop's own code on a pool that
 * records each statement, each then run again under EXPLAIN ANALYZE.
 */
async function plansOf(url: string, shape: Shape): Promise<string> {
  const recorded: { text: string; values: unknown[] }[] = [];
  const pool = new pg.Pool({ connectionString: url, max: 1, options: "-c jit=off" });
  const record = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: unknown }).query = (config: unknown, values?: unknown[]) => {
    const text = typeof config === "string" ? config : (config as { text: string }).text;
    // node-postgres takes the values beside the statement or inside it; drizzle passes them beside.
    const params =
      values ?? (typeof config === "string" ? [] : ((config as { values?: unknown[] }).values ?? []));
    recorded.push({ text, values: params });
    return record(config, values);
  };
  const db = drizzle({ client: pool }) as unknown as Database;
  try {
    const [vehicle] = await query<{ id: number }>(url, VEHICLE);
    const q = shape.q!;
    if (shape.suggestion) await suggest(db, q);
    else
      await listProducts(db, {
        q,
        limit: 20,
        offset: 0,
        ...(shape.name.startsWith("vehicle") ? { vehicle: vehicle!.id, fits: true } : {}),
      });
    const plans: string[] = [];
    for (const { text, values } of recorded) {
      const rows = await query<{ "QUERY PLAN": string }>(url, `explain (analyze, costs off) ${text}`, values);
      plans.push(rows.map((row) => row["QUERY PLAN"]).join("\n"));
    }
    return plans.join("\n\n");
  } finally {
    await pool.end();
  }
}

interface RelevanceCase {
  q: string;
  expect: string;
  form: string;
}

/**
 * The relevance sets, each written by someone who saw neither the code nor the other sets: the first, before the
 * ranking (its misses then shaped the typo rule); a holdout written afterwards, whose four misses (two letters
 * swapped in a short word) then shaped the typo lookup; a second holdout, whose misses then shaped the reading
 * of a number with its unit ('120w'); and a third, written after all of that, that nothing was tuned on.
 */
const RELEVANCE_SETS = [
  "search-relevance.json",
  "search-relevance-holdout.json",
  "search-relevance-holdout-2.json",
  "search-relevance-holdout-3.json",
];

/** A hidden set, asked of the demo shop: how often the intended product is among the first three. */
async function relevanceOn(shop: string, file: string) {
  const cases = JSON.parse(readFileSync(new URL(file, import.meta.url), "utf8")) as RelevanceCase[];
  const misses: (RelevanceCase & { got: string[] })[] = [];
  const byForm: Record<string, { n: number; hits: number }> = {};
  for (const c of cases) {
    const res = await fetch(`${shop}/api/products?limit=3&q=${enc(c.q)}`);
    const skus = ((await res.json()) as { sku: string }[]).map((p) => p.sku);
    const form = (byForm[c.form] ??= { n: 0, hits: 0 });
    form.n += 1;
    if (skus.includes(c.expect)) form.hits += 1;
    else misses.push({ ...c, got: skus });
  }
  return { total: cases.length, hits: cases.length - misses.length, byForm, misses };
}

const smallUrl = await ensureDatabase(base, benchName(base, "parts_small"), true);
const smallSeedSeconds = seed(smallUrl, []);
const small = await sizes(smallUrl);
const bigUrl = await ensureDatabase(base, benchName(base, `parts_${bigProducts}`));
const bigSeedSeconds = seed(bigUrl, ["--vehicles", String(bigVehicles), "--products", String(bigProducts)]);
const big = await sizes(bigUrl);

const env = { CATALOG_CACHE_MS: "0", SEED_DEMO: "false" };
const smallShop = await startShop({ env: { ...env, DATABASE_URL: smallUrl } });
const bigShop = await startShop({ env: { ...env, DATABASE_URL: bigUrl } });
let figures: Awaited<ReturnType<typeof sideBySide>>;
const relevance: Record<string, Awaited<ReturnType<typeof relevanceOn>>> = {};
try {
  figures = await sideBySide(
    { shop: smallShop.url, paths: await pathsOn(smallUrl) },
    { shop: bigShop.url, paths: await pathsOn(bigUrl) },
    runs,
  );
  for (const set of RELEVANCE_SETS) relevance[set] = await relevanceOn(smallShop.url, set);
} finally {
  await stop(smallShop.child);
  await stop(bigShop.child);
}

const budgets: Record<string, Budget> = {};
const rows: string[] = [];
const mark = (ok: boolean) => (ok ? "yes" : "**no**");
for (const shape of SHAPES) {
  const a = figures.small[shape.name]!;
  const b = figures.big[shape.name]!;
  const ratio = Number((b.bestMs / a.bestMs).toFixed(2));
  const ms = shape.suggestion ? TARGET.suggestMs : TARGET.ms;
  budgets[`${shape.name}: ${big.products} vs ${small.products} products ≤ ${TARGET.ratio}×`] = {
    value: ratio,
    ok: ratio <= TARGET.ratio,
  };
  budgets[`${shape.name}: ${big.products} products < ${ms} ms (best of ${runs})`] = {
    value: b.bestMs,
    ok: b.bestMs < ms,
  };
  rows.push(
    `| ${shape.name} | ${a.bestMs} (${a.medianMs}) | ${b.bestMs} (${b.medianMs}) | ${ratio} | ${mark(ratio <= TARGET.ratio)} | ${mark(b.bestMs < ms)} (${ms}) | \`${b.path}\` |`,
  );
}
const relevanceRows: string[] = [];
for (const [set, found] of Object.entries(relevance)) {
  const share = found.hits / found.total;
  budgets[`relevance (${set}): intended product in the first 3 ≥ ${TARGET.relevance * 100}%`] = {
    value: Number((share * 100).toFixed(1)),
    ok: share >= TARGET.relevance,
  };
  relevanceRows.push(
    `### ${set}: ${found.hits} of ${found.total} (${(share * 100).toFixed(1)}%) with the intended product in the first 3`,
    "",
    "| Form | Queries | In the first 3 |",
    "| --- | --- | --- |",
    ...Object.entries(found.byForm).map(([form, f]) => `| ${form} | ${f.n} | ${f.hits} |`),
    "",
    "Misses:",
    "",
    ...found.misses.map(
      (m) => `- \`${m.q}\` (${m.form}): wanted ${m.expect}, got ${m.got.join(", ") || "nothing"}`,
    ),
    "",
  );
}

const plans: string[] = [];
for (const shape of SHAPES)
  plans.push(`### ${shape.name}\n\n\`\`\`\n${await plansOf(bigUrl, shape)}\n\`\`\``);

const report = {
  ...machine(),
  settings: { runs, bigProducts, bigVehicles },
  results: {
    small: { ...small, seedSeconds: smallSeedSeconds, figures: figures.small },
    big: { ...big, seedSeconds: bigSeedSeconds, figures: figures.big },
    relevance,
  },
  budgets,
};
const body = [
  "## Budgets (issue 42)",
  "",
  ...budgetRows(budgets),
  "",
  `## Queries on PostgreSQL, catalogue cache off: best (median) of ${runs} ms`,
  "",
  `Demo catalogue: ${small.products} products, ${small.fitments} fitment rows, ${small.terms} search terms.`,
  `Big catalogue: ${big.products} products, ${big.fitments} fitment rows, ${big.terms} search terms (\`db:seed\` this run: ${bigSeedSeconds} s).`,
  "",
  `| Query | ${small.products} products | ${big.products} products | × | ≤ ${TARGET.ratio}× | under (ms) | request |`,
  "| --- | --- | --- | --- | --- | --- | --- |",
  ...rows,
  "",
  "## Relevance",
  "",
  ...relevanceRows,
  `## Plans on the big catalogue (EXPLAIN ANALYZE of each statement the shop runs)`,
  "",
  ...plans,
].join("\n");
const file = writeReport("search", report, body);
console.log(body.split("## Plans")[0]);
console.log(`\nwritten to ${file}`);
