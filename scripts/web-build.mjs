// Builds the web app when its build is missing or older than any of its sources.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("..", import.meta.url));
const sources = [
  "apps/web/src",
  "apps/web/public",
  "apps/web/index.html",
  "apps/web/vite.config.ts",
  "apps/web/vite-precompress.ts",
  "apps/web/vite-page-preloads.ts",
  "apps/web/vite-script-budget.ts",
  "packages/shared/src",
];

/**
 * @param {string} p
 * @returns {number}
 */
function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(p).reduce((max, name) => Math.max(max, newestMtime(path.join(p, name))), stat.mtimeMs);
}

export function ensureWebBuild() {
  // Both halves: the browser's files and the server renderer (issue 24).
  const builtAt = Math.min(
    ...["apps/web/dist/index.html", "apps/web/dist-server/entry-server.js"].map((file) => {
      const built = path.join(root, file);
      return existsSync(built) ? statSync(built).mtimeMs : 0;
    }),
  );
  const changedAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  if (builtAt > changedAt) return;
  console.log("Building the web app…");
  execFileSync("npm", ["run", "build", "-w", "@xpart/web"], { cwd: root, stdio: "inherit" });
}
