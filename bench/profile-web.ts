// `npm run bench:profile`: where a page's main thread goes on Lighthouse's phone (mobile preset, 4× CPU), for
// issue 37's hunt for long tasks. One Lighthouse run per page (BENCH_PROFILE_RUNS to repeat), printed: Total
// Blocking Time, the main thread's work by kind, each script's evaluation and parse time, and the long tasks.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "@xpart/test-support/chromium";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

import { ensureWebBuild } from "../scripts/web-build.mjs";

import { startShop, stop } from "./processes.js";
import { signedInCookie } from "./signed-in.js";

const runs = Number(process.env.BENCH_PROFILE_RUNS ?? 1);
const only = process.env.BENCH_PROFILE_PAGES?.split(",");

interface Detail<T> {
  details?: { items?: T[] };
  numericValue?: number;
}

ensureWebBuild();
const shop = await startShop();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});

try {
  const cookie = await signedInCookie(shop.url);
  const [product] = (await (await fetch(`${shop.url}/api/products?limit=1`)).json()) as { _id: string }[];
  const pages = [
    { page: "/" },
    { page: "/shop" },
    { page: `/product/${product!._id}`, cookie },
    { page: "/login" },
    { page: "/dashboard/myOrders", cookie },
  ].filter(({ page }) => !only || only.some((name) => page.startsWith(name)));
  for (const { page, cookie } of pages) {
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(`${shop.url}${page}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        extraHeaders: cookie ? { Cookie: cookie } : undefined,
      });
      if (!result || result.lhr.runtimeError) {
        console.log(`${page}: no result (${result?.lhr.runtimeError?.code ?? "none"})`);
        continue;
      }
      const audits = result.lhr.audits as Record<string, Detail<Record<string, unknown>>>;
      const short = (url: unknown) => String(url).replace(shop.url, "");
      console.log(
        `\n## ${page} (score ${Math.round((result.lhr.categories.performance?.score ?? 0) * 100)}, TBT ${Math.round(audits["total-blocking-time"]?.numericValue ?? 0)} ms)`,
      );
      const work = audits["mainthread-work-breakdown"]?.details?.items ?? [];
      console.log(
        "main thread:",
        work.map((item) => `${String(item.groupLabel)} ${Math.round(Number(item.duration))}`).join(", "),
      );
      const bootup = audits["bootup-time"]?.details?.items ?? [];
      for (const item of bootup)
        console.log(
          `  script ${short(item.url)}: total ${Math.round(Number(item.total))}, evaluation ${Math.round(Number(item.scripting))}, parse ${Math.round(Number(item.scriptParseCompile))}`,
        );
      const tasks = audits["long-tasks"]?.details?.items ?? [];
      console.log(
        "long tasks:",
        tasks
          .map(
            (t) => `${short(t.url)} @${Math.round(Number(t.startTime))} ${Math.round(Number(t.duration))}ms`,
          )
          .join("; "),
      );
    }
  }
} finally {
  await chrome.kill();
  await stop(shop.child);
}
