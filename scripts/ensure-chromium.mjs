// The Playwright suite drives Debian's Chromium (never a downloaded browser): install it when missing and we are root.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = "/usr/bin/chromium";

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `${CHROMIUM} is missing. Install Debian's Chromium first (sudo apt-get install chromium), then run the tests again.`,
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium for the browser tests…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execSync("apt-get update -qq && apt-get install -y -qq chromium fonts-liberation", {
    stdio: "inherit",
    env,
  });
}
