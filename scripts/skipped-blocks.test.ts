import { describe, expect, it } from "vitest";

import { skippedBlocks, skippedLines } from "./skipped-blocks.mjs";

const test = (status: string, ancestorTitles: string[], title: string) => ({ status, ancestorTitles, title });

const report = {
  testResults: [
    {
      name: "/repo/apps/server/src/modules/orders/orders.race.test.ts",
      assertionResults: [test("skipped", ["100 concurrent orders (PostgreSQL only)"], "sells exactly 10")],
    },
    {
      name: "/repo/apps/server/test/attacks/races.test.ts",
      assertionResults: [
        test("passed", ["races"], "runs everywhere"),
        test("skipped", ["races", "two sign-ups at once (PostgreSQL only)"], "one wins"),
        test("skipped", ["races", "two sign-ups at once (PostgreSQL only)"], "the other is a 409"),
        test("pending", ["races", "two payments at once (PostgreSQL only)"], "one charge"),
      ],
    },
    {
      name: "/repo/apps/server/src/plugins/tracing.test.ts",
      assertionResults: [
        test("passed", ["tracing on"], "HTTP spans"),
        test("skipped", ["tracing on"], "PostgreSQL queries are spans"),
        test("todo", [], "a top-level todo"),
      ],
    },
    {
      name: "/repo/apps/server/src/config.test.ts",
      assertionResults: [test("passed", ["config"], "reads PORT")],
    },
    { name: "/repo/apps/server/src/broken.test.ts" },
  ],
};

describe("the run's summary names what was skipped (issue 23)", () => {
  it("issue 23: groups skipped tests into their outermost all-skipped describe, per file, with counts", () => {
    expect(skippedBlocks(report, "/repo")).toEqual([
      {
        file: "apps/server/src/modules/orders/orders.race.test.ts",
        block: "100 concurrent orders (PostgreSQL only)",
        skipped: 1,
      },
      {
        file: "apps/server/test/attacks/races.test.ts",
        block: "races › two sign-ups at once (PostgreSQL only)",
        skipped: 2,
      },
      {
        file: "apps/server/test/attacks/races.test.ts",
        block: "races › two payments at once (PostgreSQL only)",
        skipped: 1,
      },
      {
        file: "apps/server/src/plugins/tracing.test.ts",
        block: "tracing on › PostgreSQL queries are spans",
        skipped: 1,
      },
      { file: "apps/server/src/plugins/tracing.test.ts", block: "a top-level todo", skipped: 1 },
    ]);
  });

  it("issue 23: prints a heading with the totals and one line per block, and nothing for a report that skipped nothing", () => {
    expect(skippedLines("vitest.json", skippedBlocks(report, "/repo").slice(0, 2))).toEqual([
      "Skipped in vitest.json: 2 blocks, 3 tests",
      "  apps/server/src/modules/orders/orders.race.test.ts › 100 concurrent orders (PostgreSQL only) (1 skipped)",
      "  apps/server/test/attacks/races.test.ts › races › two sign-ups at once (PostgreSQL only) (2 skipped)",
    ]);
    expect(skippedLines("vitest.json", [])).toEqual([]);
  });
});
