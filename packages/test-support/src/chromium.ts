/**
 * Debian's Chromium, never a downloaded browser (research/toolchain.md), and the flags that keep it quiet and
 * quick headless on a CI machine: the Playwright suite and the Lighthouse benchmark launch it alike.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
