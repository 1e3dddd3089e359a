import { configDefaults, defineConfig } from "vitest/config";

/**
 * Two projects, both run by `npm run test:unit`:
 * - node: unit tests beside the code, and HTTP tests through app.inject() against a real database (PGlite, or
 *   PostgreSQL when DATABASE_URL is set);
 * - web: the web app's component tests (*.test.tsx) in jsdom, drawn by React 19 in StrictMode as in development,
 *   the network mocked at fetch by MSW.
 */
export default defineConfig({
  test: {
    // One test file per core: Vitest's default leaves one of a 2-core CI machine's cores idle, and a test
    // file's database (PGlite in the worker, or its own PostgreSQL database) is its own.
    maxWorkers: "100%",
    reporters: ["default", ["json", { outputFile: process.env.VITEST_JSON ?? "reports/vitest.json" }]],
    projects: [
      {
        test: {
          name: "node",
          include: [
            "packages/*/src/**/*.test.ts",
            "apps/*/src/**/*.test.ts",
            "apps/web/*.test.ts",
            "apps/server/seed-assets/**/*.test.ts",
            "apps/server/test/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          // The crash test has its own run (`npm run test:faults`, vitest.faults.config.ts).
          exclude: [...configDefaults.exclude, "**/*.crash.test.ts"],
          environment: "node",
          globalSetup: ["apps/server/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: "forks",
        },
      },
      {
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: ["apps/web/src/testing/setup.ts"],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
