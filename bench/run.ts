// `npm run bench`: DESIGN §7 catalogue budgets, measured as ratios taken in one run on this machine.
// Results go to bench/results/<time>-<commit>.json with the machine they were measured on.
import { execSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { load } from "./load.js";
import { rssMb, startBare, startShop, stop } from "./processes.js";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const productsPath = "/api/products?limit=20";

const shop = await startShop(39_101);
const first = await fetch(`${shop.url}${productsPath}`);
const body = await first.text();
const etag = first.headers.get("etag") ?? "";
const headers = {
  "content-type": "application/json; charset=utf-8",
  "x-total-count": first.headers.get("x-total-count") ?? "",
};
const bare = await startBare(39_102, { body, headers });

const bareRun = await load(`${bare.url}/`, { connections, seconds });
const catalogue = await load(`${shop.url}${productsPath}`, { connections, seconds });
const conditional = await load(`${shop.url}${productsPath}`, {
  connections,
  seconds,
  headers: { "if-none-match": etag },
});
const productPage = await load(
  `${shop.url}/api/products/${(JSON.parse(body) as { _id: string }[])[0]!._id}`,
  { connections, seconds },
);
const rss = await rssMb(shop.child.pid);
await stop(bare.child);
await stop(shop.child);

// Start-up to first answer on an existing data directory (migrations done, catalogue seeded).
const restarted = await startShop(39_103, shop.dataDir);
await stop(restarted.child);

const ratio = catalogue.requestsPerSecond / bareRun.requestsPerSecond;
const report = {
  at: new Date().toISOString(),
  commit: execSync("git rev-parse --short HEAD").toString().trim(),
  machine: {
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  },
  settings: { seconds, connections, productsPath, responseBytes: Buffer.byteLength(body) },
  results: {
    bare: bareRun,
    catalogue,
    conditional,
    productPage,
    rssMb: rss,
    restartMs: Math.round(restarted.startupMs),
  },
  budgets: {
    "catalogue ≥ 50% of bare node:http": { value: Number(ratio.toFixed(2)), ok: ratio >= 0.5 },
    "catalogue p99 < 25 ms at 50 connections": { value: catalogue.p99Ms, ok: catalogue.p99Ms < 25 },
    "conditional requests answer 304": {
      value: conditional.non2xx,
      ok: conditional.non2xx > 0 && conditional.errors === 0,
    },
    "resident memory < 400 MB": { value: rss, ok: rss !== null && rss < 400 },
    "restart to first answer < 5 s": {
      value: Math.round(restarted.startupMs),
      ok: restarted.startupMs < 5000,
    },
  },
};
const dir = path.join(import.meta.dirname, "results");
mkdirSync(dir, { recursive: true });
const file = path.join(dir, `${report.at.replace(/[:.]/g, "-")}-${report.commit}.json`);
writeFileSync(file, JSON.stringify(report, null, 2) + "\n");
console.table(Object.fromEntries(Object.entries(report.budgets).map(([k, v]) => [k, v])));
console.table(report.results);
console.log(`written to ${path.relative(process.cwd(), file)}`);
