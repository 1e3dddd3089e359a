// The first-content check of `npm run bench:web`: how long a phone on a slow network with a slow CPU waits for a
// page's heading. Lighthouse's simulated throttling models a page's load; this loads it for real through Chrome's
// own throttles (DevTools protocol), so what a script-free first paint saves shows in wall time.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "@xpart/test-support/chromium";
import { chromium, devices } from "playwright-core";

/** 400 kbit/s both ways, 400 ms per request, CPU 4× slower: the slow phone (Chrome's "Slow 3G" rate). */
export const SLOW_PHONE = { kbitPerSecond: 400, latencyMs: 400, cpuSlowdown: 4 } as const;

/** Runs before the page's own HTML is parsed: notes when the first `h1` enters the document. */
const HEADING_CLOCK = `(() => {
  const seen = () => document.querySelector("h1") && (window.headingAt = performance.now());
  const observer = new MutationObserver(() => seen() && observer.disconnect());
  observer.observe(document, { childList: true, subtree: true });
})();`;

export interface HeadingTiming {
  page: string;
  /** Milliseconds from the navigation's start to the first paint that has the page's heading, one per run. */
  runsMs: number[];
  medianMs: number;
}

/**
 * Median (and every run) of the time to the first paint with the page's `h1` in it, in a fresh phone-sized context
 * per run: the later of the first contentful paint and the moment the heading entered the document (a heading the
 * server sent is in the first paint; one drawn by script appears after it). Both are read in the page, from the
 * navigation's start, so Playwright's polling adds nothing.
 */
export async function headingOnSlowNetwork(
  baseUrl: string,
  pages: { page: string; cookie?: string }[],
  runs: number,
): Promise<HeadingTiming[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const bytesPerSecond = (SLOW_PHONE.kbitPerSecond * 1000) / 8;
  try {
    const timings: HeadingTiming[] = [];
    for (const { page: pagePath, cookie } of pages) {
      const runsMs: number[] = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext({
          ...devices["Pixel 7"],
          extraHTTPHeaders: cookie ? { Cookie: cookie } : {},
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Network.enable");
        await cdp.send("Network.emulateNetworkConditions", {
          offline: false,
          latency: SLOW_PHONE.latencyMs,
          downloadThroughput: bytesPerSecond,
          uploadThroughput: bytesPerSecond,
        });
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOW_PHONE.cpuSlowdown });
        await page.addInitScript(HEADING_CLOCK);
        await page.goto(`${baseUrl}${pagePath}`, { waitUntil: "commit", timeout: 60_000 });
        const handle = await page.waitForFunction(
          () => {
            const fcp = performance.getEntriesByName("first-contentful-paint")[0];
            const headingAt = (globalThis as { headingAt?: number }).headingAt;
            return fcp && headingAt !== undefined ? Math.max(fcp.startTime, headingAt) : false;
          },
          undefined,
          { timeout: 60_000 },
        );
        runsMs.push(Math.round(Number(await handle.jsonValue())));
        await context.close();
      }
      const sorted = [...runsMs].sort((a, b) => a - b);
      timings.push({ page: pagePath, runsMs, medianMs: sorted[Math.floor(sorted.length / 2)]! });
    }
    return timings;
  } finally {
    await browser.close();
  }
}
