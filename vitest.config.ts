import { defineConfig } from "vitest/config";

/** Unit tests beside the code, and HTTP tests through app.inject() against a real database (PGlite, or PostgreSQL when DATABASE_URL is set). */
export default defineConfig({
  test: {
    include: [
      "packages/*/src/**/*.test.ts",
      "apps/*/src/**/*.test.ts",
      "apps/server/test/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    environment: "node",
    globalSetup: ["apps/server/test/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    reporters: ["default", ["json", { outputFile: process.env.VITEST_JSON ?? "reports/vitest.json" }]],
  },
});
