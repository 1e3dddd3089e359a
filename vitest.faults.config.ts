import { defineConfig } from "vitest/config";

/**
 * `npm run test:faults`: the crash test (issue 14), which kills the real server under load. Kept out of
 * `npm run test:unit` because it takes about a minute; `.ci/run` runs it on PGlite and on PostgreSQL.
 */
export default defineConfig({
  test: {
    include: ["apps/server/test/faults/**/*.crash.test.ts"],
    environment: "node",
    reporters: ["default", ["json", { outputFile: process.env.VITEST_JSON ?? "reports/vitest-faults.json" }]],
    testTimeout: 300_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
