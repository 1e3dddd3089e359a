// The markdown report of `npm run bench:web` (web.ts): each page beside its control, the slow phone, the targets.
import { SLOW_PHONE, type HeadingTiming } from "./slow-network.js";

export interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  firstLoadJsGzipKb: number;
  /** Every byte the page load took off the wire (HTML, CSS, script, pictures, API answers). */
  firstLoadTotalKb: number;
}

/** A page's or its control's figures: each the median of its own runs, and every run. */
export interface Measured extends RunFigures {
  /** The shop's script files the loads fetched (any run). */
  firstLoadJsFiles: string[];
  /** Every run's performance score, in the order run. */
  scores: number[];
  runs: RunFigures[];
}

export interface PageResult {
  page: string;
  app: Measured;
  control: Measured;
}

export interface Budget {
  value: number;
  control?: number;
  ok: boolean;
}

export function markdown(
  wording: string,
  runs: number,
  results: PageResult[],
  headings: HeadingTiming[],
  budgets: Record<string, Budget>,
  failed: string[],
  minutes: number,
): string {
  const row = (page: string, side: string, m: Measured) =>
    `| ${page} | ${side} | ${m.performance} (${m.scores.join(", ")}) | ${m.lcpMs} | ${m.tbtMs} | ${m.cls} | ${m.accessibility} | ${m.firstLoadJsGzipKb} | ${m.firstLoadTotalKb} |`;
  const rows = results.flatMap((r) => [row(r.page, "page", r.app), row("", "control", r.control)]);
  const headingRows = headings.map((h) => `| ${h.page} | ${h.medianMs} | ${h.runsMs.join(", ")} |`);
  const marks = Object.entries(budgets).map(
    ([name, b]) => `| ${name} | ${b.value} | ${b.control ?? ""} | ${b.ok ? "met" : "NOT met"} |`,
  );
  return [
    wording,
    "",
    `Lighthouse, mobile preset, simulated throttling. Each page is measured beside its control, the same page's ` +
      `server HTML with every script removed, served on loopback in the same run; page and control runs ` +
      `alternate. Each figure is the median of its own ${runs} runs; every run's performance score in brackets. ` +
      `Script kB: the gzip size (level 9, 1 kB = 1,000 bytes) of every one of the shop's scripts the load fetched, ` +
      `a little more than the build's first-load count; all kB: every byte off the wire.`,
    failed.length
      ? `Runs that failed to load, each tried again (up to twice): ${failed.join("; ")}.`
      : "No run failed.",
    `The whole bench took ${minutes} minutes.`,
    "",
    "| Page | | Performance (runs) | LCP ms | TBT ms | CLS | Accessibility | Script kB gzip | All kB |",
    "|---|---|---|---|---|---|---|---|---|",
    ...rows,
    "",
    `Heading on a slow phone (${SLOW_PHONE.kbitPerSecond} kbit/s, ${SLOW_PHONE.latencyMs} ms a request, CPU ${SLOW_PHONE.cpuSlowdown}× slower): the first paint with the page's h1, median of ${runs}.`,
    "",
    "| Page | Median ms | Runs ms |",
    "|---|---|---|",
    ...headingRows,
    "",
    "| Target | Page | Control | |",
    "|---|---|---|---|",
    ...marks,
  ].join("\n");
}
