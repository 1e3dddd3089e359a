// `npm run soak [-- --minutes N --shoppers N --database-url postgres://…]`: a long mixed load at a moderate
// rate against a shop on 127.0.0.1 (issue 14). Expects zero errors, a resident-memory curve that is flat after
// warm-up, no connection leak (pool counts) and no growth in open handles. Writes a JSON report and an SVG of
// the memory curve to bench/results/. Not part of CI: it takes minutes on purpose.
import { randomUUID } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

import { restockForLoad, ShopLoad } from "@xpart/test-support/shop-load";
import pg from "pg";

import { rssMb, startShop, stop } from "./processes.js";
import { machine } from "./results-file.js";
import { rssCurveSvg, slopePerMinute, type SoakSample } from "./soak-plot.js";

const { values: args } = parseArgs({
  options: {
    minutes: { type: "string", default: "10" },
    shoppers: { type: "string", default: "4" },
    "pause-ms": { type: "string", default: "250" },
    "sample-seconds": { type: "string", default: "5" },
    "database-url": { type: "string", default: process.env.SOAK_DATABASE_URL ?? "" },
  },
});
const minutes = Number(args.minutes);
const shoppers = Number(args.shoppers);
const sampleS = Number(args["sample-seconds"]);
if (!(minutes > 0) || !(shoppers > 0) || !(sampleS > 0))
  throw new Error("--minutes, --shoppers: positive numbers");
/** The first fifth of the run (at least a minute, at most three) is warm-up: caches fill, the JIT settles. */
const warmUpS = Math.min(180, Math.max(60, (minutes * 60) / 5));

/** On PostgreSQL the soak fills a database of its own beside the given one, and drops it afterwards. */
async function freshPostgres(base: string) {
  const url = new URL(base);
  const name = `${url.pathname.slice(1).replace(/\W/g, "_") || "xpart"}_soak_${randomUUID().slice(0, 8)}`;
  url.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const admin = { email: "soak-admin@example.test", password: "Soak-Admin-Bolt-42" };
const database = args["database-url"] ? await freshPostgres(args["database-url"]) : null;
const shop = await startShop({
  env: {
    NODE_ENV: "development",
    LOG_LEVEL: "warn",
    DATABASE_URL: database?.url ?? "",
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    // One client address stands for every shopper here: the per-address limits would refuse the crowd.
    RATE_LIMIT_MULTIPLIER: "1000",
    CATALOG_CACHE_MS: "1000",
    // GET /api/health/internals, which the samples read, is served only when asked for.
    DIAGNOSTICS: "true",
  },
});

const load = new ShopLoad(
  { url: shop.url },
  {
    products: await restockForLoad(shop.url, admin, 8),
    retryForMs: 0,
    visitPauseMs: Number(args["pause-ms"]),
  },
);
/**
 * A request is an error unless it got the answer the shop's pages expect: 2xx, at the first try (one still in
 * flight has neither an answer nor a miss yet).
 */
const failed = (r: (typeof load.requests)[number]) =>
  r.missed.length > 0 || (r.status !== null && r.status >= 300);
const errorsSoFar = () => load.requests.filter(failed).length;

const samples: SoakSample[] = [];
const began = Date.now();
async function sample() {
  const internals = await fetch(`${shop.url}/api/health/internals`)
    .then(
      (r) =>
        r.json() as Promise<{
          pool: SoakSample["pool"];
          activeResources: Record<string, number>;
          heapUsedBytes: number;
        }>,
    )
    .catch(() => null);
  samples.push({
    atS: Math.round((Date.now() - began) / 1000),
    rssMb: await rssMb(shop.child.pid),
    heapMb: internals ? Math.round(internals.heapUsedBytes / 2 ** 20) : null,
    pool: internals?.pool ?? null,
    activeResources: internals ? Object.values(internals.activeResources).reduce((a, b) => a + b, 0) : null,
    requests: load.requests.length,
    errors: errorsSoFar(),
  });
  const last = samples.at(-1)!;
  console.log(
    `${last.atS} s: rss ${last.rssMb} MB, heap ${last.heapMb} MB, pool ${JSON.stringify(last.pool)}, handles ${last.activeResources}, ${last.requests} requests, ${last.errors} errors`,
  );
}

console.log(
  `soaking ${shop.url} for ${minutes} min with ${shoppers} shoppers (${database ? "PostgreSQL" : "PGlite"})`,
);
await sample();
const sampler = setInterval(() => void sample(), sampleS * 1000);
const running = load.run(shoppers);
await new Promise((r) => setTimeout(r, minutes * 60_000));
load.stop();
await running;
clearInterval(sampler);
await sample();
await stop(shop.child);
await database?.drop();
rmSync(shop.dataDir, { recursive: true, force: true });

const warm = samples.filter((s) => s.atS >= warmUpS);
const values = (pick: (s: SoakSample) => number | null) =>
  warm
    .map((s) => ({ atS: s.atS, value: pick(s) }))
    .filter((p): p is { atS: number; value: number } => p.value !== null);
const rss = values((s) => s.rssMb);
const handles = values((s) => s.activeResources);
const elapsedS = (Date.now() - began) / 1000;
const summary = {
  requests: load.requests.length,
  requestsPerSecond: Number((load.requests.length / elapsedS).toFixed(1)),
  visits: load.orders.length,
  ordersAcknowledged: load.orders.filter((o) => o.acknowledged).length,
  paid: load.orders.filter((o) => o.paidAcknowledged).length,
  cancelled: load.orders.filter((o) => o.cancelAcknowledged).length,
  errors: errorsSoFar(),
  errorSamples: [
    ...load.requests
      .filter(failed)
      .slice(0, 5)
      .map((r) => `${r.method} ${r.path}: ${r.status ?? r.missed.join(",")}`),
    ...load.orders
      .filter((o) => o.unfinished)
      .slice(0, 5)
      .map((o) => o.unfinished),
  ],
  warmUpS,
  rssMb: {
    afterWarmUp: rss[0]?.value ?? null,
    end: rss.at(-1)?.value ?? null,
    max: Math.max(...rss.map((p) => p.value)),
    slopePerMinuteAfterWarmUp: Number(slopePerMinute(rss).toFixed(2)),
  },
  pool: database
    ? {
        maxTotal: Math.max(...samples.map((s) => s.pool?.total ?? 0)),
        maxWaiting: Math.max(...samples.map((s) => s.pool?.waiting ?? 0)),
        end: samples.at(-2)?.pool ?? null,
      }
    : "PGlite: no pool",
  activeResources: {
    afterWarmUp: handles[0]?.value ?? null,
    end: handles.at(-1)?.value ?? null,
    max: Math.max(...handles.map((p) => p.value)),
  },
};
// Stamped as the report is written: its load average is the one at the end of the soak.
const stamp = machine();
const report = {
  ...stamp,
  settings: {
    minutes,
    shoppers,
    pauseMs: Number(args["pause-ms"]),
    sampleSeconds: sampleS,
    store: database ? "postgres" : "pglite",
  },
  summary,
  samples,
};
const dir = path.join(import.meta.dirname, "results");
mkdirSync(dir, { recursive: true });
const base = path.join(dir, `soak-${stamp.at.replace(/[:.]/g, "-")}-${stamp.commit}`);
writeFileSync(`${base}.json`, JSON.stringify(report, null, 2) + "\n");
writeFileSync(
  `${base}.svg`,
  rssCurveSvg(
    samples,
    warmUpS,
    `soak ${minutes} min, ${report.settings.store}, ${summary.requests} requests, ${summary.errors} errors (${stamp.commit})`,
  ),
);
console.log(JSON.stringify(summary, null, 2));
console.log(`written to ${path.relative(path.join(import.meta.dirname, ".."), base)}.json and .svg`);
process.exitCode = summary.errors === 0 ? 0 : 1;
