import { fileURLToPath } from "node:url";

import { configDefaults, defineConfig } from "vitest/config";

/** React's entry points, each drawn by Preact's compat layer (as `@preact/preset-vite` does for the build). */
const PREACT_ALIASES = [
  { find: /^react-dom\/test-utils$/, replacement: "preact/test-utils" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom\/server$/, replacement: "preact/compat/server" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
  { find: /^react$/, replacement: "preact/compat" },
  // Its `main` is CommonJS, which reaches React through require(), where no alias goes: its ES module instead.
  {
    find: /^@testing-library\/react$/,
    replacement: fileURLToPath(
      new URL("node_modules/@testing-library/react/dist/@testing-library/react.esm.js", import.meta.url),
    ),
  },
];

/** The packages that import React, and Preact itself: bundled by Vitest so that the aliases above reach their
 * imports and one copy of Preact is loaded. */
const REACT_PACKAGES = [
  /@testing-library\/react/,
  /react-router/,
  /@tanstack\/react-query/,
  /lucide-react/,
  /react-toastify/,
  /@stripe\/react-stripe-js/,
  /uplot/,
  /preact/,
];

/**
 * Two projects, both run by `npm run test:unit`:
 * - node: unit tests beside the code, and HTTP tests through app.inject() against a real database (PGlite, or
 *   PostgreSQL when DATABASE_URL is set);
 * - web: the web app's component tests (*.test.tsx) in jsdom, drawn by Preact as the build is, the network mocked
 *   at fetch by MSW.
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
        // The tests draw with what ships: React's names resolve to Preact's compat layer (decision 0037), in
        // the tests and in the packages they load, read as ES modules (CommonJS reaches React through
        // require(), where no alias goes).
        resolve: { alias: PREACT_ALIASES, conditions: ["module", "development"] },
        test: {
          name: "web",
          server: { deps: { inline: REACT_PACKAGES } },
          include: ["apps/web/src/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: ["apps/web/src/testing/setup.ts"],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
