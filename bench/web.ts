// `npm run bench:web`: Lighthouse (mobile preset, simulated throttling, Debian Chromium) on the shop's pages,
// median of BENCH_WEB_RUNS runs (5), against a fresh `npm start`-like server on loopback, then the time to the
// heading on a slow phone (slow-network.ts). The report goes to bench/results/<time>-<commit>-web.{json,md} with
// the machine it was measured on, each budget (issue 24's targets) marked met or not.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { CHROMIUM_ARGS, CHROMIUM_PATH } from "@xpart/test-support/chromium";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type RunnerResult } from "lighthouse";

import { ensureWebBuild, root } from "../scripts/web-build.mjs";

import { startShop, stop } from "./processes.js";
import { machine, writeReport } from "./results-file.js";
import { headingOnSlowNetwork, SLOW_PHONE, type HeadingTiming } from "./slow-network.js";

const runs = Number(process.env.BENCH_WEB_RUNS ?? 5);
/** Issue 24's targets. The build's own byte check (vite.config.ts) holds the script budget the app meets today. */
const TARGET = {
  performance: 95,
  accessibility: 95,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.05,
  scriptKb: 90,
  slowHeadingMs: 2500,
};
const dist = path.join(root, "apps/web/dist");
const failedRuns: string[] = [];

interface PageResult {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  firstLoadJsGzipKb: number;
  firstLoadJsFiles: string[];
  /** Every byte the page load took off the wire (HTML, CSS, script, pictures, API answers). */
  firstLoadTotalKb: number;
  scores: number[];
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

ensureWebBuild();
const shop = await startShop();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});

try {
  const products = (await (await fetch(`${shop.url}/api/products?limit=1`)).json()) as { _id: string }[];
  const cookie = await signedInCookie(shop.url);
  // `dashboard`: a signed-in customer's own page, not a public route, so the script budget (public
  // routes) does not apply to it; its figure is reported all the same.
  const pages: { page: string; cookie?: string; dashboard?: boolean }[] = [
    { page: "/" },
    { page: "/shop" },
    // The product page is for signed-in shoppers (spec §2): without a session it would measure the login page.
    { page: `/product/${products[0]!._id}`, cookie },
    { page: "/login" },
    { page: "/dashboard/myOrders", cookie, dashboard: true },
  ];
  const dashboardPages = new Set(pages.filter((p) => p.dashboard).map((p) => p.page));
  const results: PageResult[] = [];
  for (const { page, cookie } of pages) results.push(await measure(page, cookie));
  const headings = await headingOnSlowNetwork(shop.url, pages, runs);

  const budgets = Object.fromEntries([
    ...results.flatMap((r) => [
      [
        `${r.page}: performance ≥ ${TARGET.performance}`,
        mark(r.performance, r.performance >= TARGET.performance),
      ],
      [`${r.page}: LCP ≤ ${TARGET.lcpMs} ms`, mark(r.lcpMs, r.lcpMs <= TARGET.lcpMs)],
      [`${r.page}: TBT ≤ ${TARGET.tbtMs} ms`, mark(r.tbtMs, r.tbtMs <= TARGET.tbtMs)],
      [`${r.page}: CLS ≤ ${TARGET.cls}`, mark(r.cls, r.cls <= TARGET.cls)],
      [
        `${r.page}: accessibility ≥ ${TARGET.accessibility}`,
        mark(r.accessibility, r.accessibility >= TARGET.accessibility),
      ],
      ...(dashboardPages.has(r.page)
        ? []
        : [
            [
              `${r.page}: first-load JS ≤ ${TARGET.scriptKb} kB gzip`,
              mark(r.firstLoadJsGzipKb, r.firstLoadJsGzipKb <= TARGET.scriptKb),
            ],
          ]),
    ]),
    ...headings.map((h) => [
      `${h.page}: heading on a slow phone ≤ ${TARGET.slowHeadingMs} ms`,
      mark(h.medianMs, h.medianMs <= TARGET.slowHeadingMs),
    ]),
  ]);
  const report = {
    ...machine(),
    settings: { runs, preset: "mobile, simulated throttling", slowPhone: SLOW_PHONE },
    results,
    headings,
    budgets,
  };
  const file = writeReport("web", report, markdown(results, headings, budgets, failedRuns));
  console.log(`bench:web report: ${file}`);
} finally {
  await chrome.kill();
  await stop(shop.child);
}

function mark(value: number, ok: boolean) {
  return { value, ok };
}

async function measure(page: string, cookie?: string): Promise<PageResult> {
  const lhrs: RunnerResult["lhr"][] = [];
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(`${shop.url}${page}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
    // A run that could not load the page (e.g. NO_FCP on a starved machine) is reported, not scored as 0.
    if (result.lhr.runtimeError) failedRuns.push(`${page}: ${result.lhr.runtimeError.code}`);
    else lhrs.push(result.lhr);
  }
  if (lhrs.length === 0) throw new Error(`every Lighthouse run of ${page} failed: ${failedRuns.join(", ")}`);
  const score = (lhr: (typeof lhrs)[number]) => Math.round((lhr.categories.performance?.score ?? 0) * 100);
  const sorted = [...lhrs].sort((a, b) => score(a) - score(b));
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const category = (id: string) => Math.round((median.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => median.audits[id]?.numericValue ?? Number.NaN;
  const requests = (median.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)
    ?.items;
  return {
    page,
    performance: category("performance"),
    accessibility: category("accessibility"),
    bestPractices: category("best-practices"),
    seo: category("seo"),
    lcpMs: Math.round(metric("largest-contentful-paint")),
    tbtMs: Math.round(metric("total-blocking-time")),
    cls: Number(metric("cumulative-layout-shift").toFixed(3)),
    ...firstLoadJs(requests ?? []),
    firstLoadTotalKb: Number(
      ((requests ?? []).reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024).toFixed(1),
    ),
    scores: lhrs.map(score),
  };
}

/** The gzip size of the shop's own scripts a page load fetched, measured from the built files. */
function firstLoadJs(items: NetworkItem[]) {
  const files = new Set(
    items
      .filter((item) => item.resourceType === "Script")
      .map((item) => new URL(item.url).pathname)
      .filter((pathname) => pathname.startsWith("/assets/")),
  );
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  return { firstLoadJsGzipKb: Number((bytes / 1024).toFixed(1)), firstLoadJsFiles: [...files] };
}

/** A new customer's session cookie, for the page that needs a signed-in visitor. */
async function signedInCookie(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({
      name: "Bench Buyer",
      email: `bench-${Date.now().toString(36)}@example.test`,
      password: "bolt-and-nut-7",
    }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

function markdown(
  results: PageResult[],
  headings: HeadingTiming[],
  budgets: Record<string, { value: number; ok: boolean }>,
  failed: string[],
): string {
  const rows = results.map(
    (r) =>
      `| ${r.page} | ${r.performance} (${r.scores.join(", ")}) | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.firstLoadJsGzipKb} | ${r.firstLoadTotalKb} |`,
  );
  const headingRows = headings.map((h) => `| ${h.page} | ${h.medianMs} | ${h.runsMs.join(", ")} |`);
  const marks = Object.entries(budgets).map(
    ([name, b]) => `| ${name} | ${b.value} | ${b.ok ? "met" : "NOT met"} |`,
  );
  return [
    `Lighthouse, mobile preset, median of ${runs} runs by performance score (all runs in brackets).`,
    failed.length ? `Runs that failed to load and were left out: ${failed.join("; ")}.` : "No run failed.",
    "",
    "| Page | Performance | Accessibility | Best practices | SEO | LCP ms | TBT ms | CLS | First-load JS kB gzip | All first-load kB |",
    "|---|---|---|---|---|---|---|---|---|---|",
    ...rows,
    "",
    `Heading on a slow phone (${SLOW_PHONE.kbitPerSecond} kbit/s, ${SLOW_PHONE.latencyMs} ms a request, CPU ${SLOW_PHONE.cpuSlowdown}× slower): the first paint with the page's h1, median of ${runs}.`,
    "",
    "| Page | Median ms | Runs ms |",
    "|---|---|---|",
    ...headingRows,
    "",
    "| Budget | Value | |",
    "|---|---|---|",
    ...marks,
  ].join("\n");
}
