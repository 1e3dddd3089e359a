// Sums the JSON reports of every suite into the one line CI reads: "N passed, N failed". The lines before it
// name the blocks each Vitest report skipped (PostgreSQL-only tests in the PGlite pass, and the reverse).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { skippedBlocks, skippedLines } from "./skipped-blocks.mjs";
import { root } from "./web-build.mjs";

const reports = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
for (const name of reports) {
  const file = path.join(root, "reports", name);
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, "utf8"));
  if (r.stats) {
    // Playwright: expected = passed, unexpected = failed, flaky counts as passed after retry.
    passed += r.stats.expected + r.stats.flaky;
    failed += r.stats.unexpected;
    skipped += r.stats.skipped;
  } else {
    // Vitest: a file that failed to load counts as one failure even though it ran no test.
    passed += r.numPassedTests;
    failed +=
      r.numFailedTests +
      (r.testResults ?? []).filter(
        (/** @type {{status: string, assertionResults?: unknown[]}} */ f) =>
          f.status === "failed" && !f.assertionResults?.length,
      ).length;
    skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    for (const line of skippedLines(name, skippedBlocks(r, root))) console.log(line);
  }
}
// A stage that failed before writing any report (lint, typecheck, a crash) still shows as a failure. This line
// stays the last one: CI reads it.
failed = Math.max(failed, Number(process.env.FAILED_STAGES ?? 0));
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
