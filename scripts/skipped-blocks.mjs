// Names what a Vitest JSON report skipped, so a block skipped on one store (PostgreSQL-only tests on PGlite,
// PGlite-only ones on PostgreSQL) shows up by name in the run's summary instead of only in a count.
import path from "node:path";

const SKIPPED = new Set(["skipped", "pending", "todo"]);

/**
 * @typedef {{ ancestorTitles: string[], title: string, status: string }} AssertionResult
 * @typedef {{ name: string, assertionResults?: AssertionResult[] }} FileResult
 * @typedef {{ testResults?: FileResult[] }} VitestReport
 * @typedef {{ file: string, block: string, skipped: number }} SkippedBlock
 */

/**
 * The skipped blocks of a report, in report order: each is the outermost `describe` whose tests were all
 * skipped, or a single skipped test when its `describe` also ran others.
 * @param {VitestReport} report
 * @param {string} root the paths in the report are shown relative to it
 * @returns {SkippedBlock[]}
 */
export function skippedBlocks(report, root) {
  /** @type {Map<string, SkippedBlock>} */
  const blocks = new Map();
  for (const fileResult of report.testResults ?? []) {
    const tests = fileResult.assertionResults ?? [];
    const file = path.relative(root, fileResult.name);
    /** @param {string[]} titles */
    const allSkipped = (titles) =>
      tests
        .filter((t) => titles.every((title, i) => t.ancestorTitles[i] === title))
        .every((t) => SKIPPED.has(t.status));
    for (const test of tests) {
      if (!SKIPPED.has(test.status)) continue;
      const depth = test.ancestorTitles.findIndex((_, i) => allSkipped(test.ancestorTitles.slice(0, i + 1)));
      const titles =
        depth === -1 ? [...test.ancestorTitles, test.title] : test.ancestorTitles.slice(0, depth + 1);
      const block = titles.join(" › ");
      const key = `${file}\n${block}`;
      const seen = blocks.get(key);
      if (seen) seen.skipped += 1;
      else blocks.set(key, { file, block, skipped: 1 });
    }
  }
  return [...blocks.values()];
}

/**
 * The summary's lines for one report's skipped blocks: a heading, then one line per block.
 * @param {string} reportName
 * @param {SkippedBlock[]} blocks
 * @returns {string[]}
 */
export function skippedLines(reportName, blocks) {
  if (!blocks.length) return [];
  const tests = blocks.reduce((sum, b) => sum + b.skipped, 0);
  return [
    `Skipped in ${reportName}: ${blocks.length} block${blocks.length === 1 ? "" : "s"}, ${tests} test${tests === 1 ? "" : "s"}`,
    ...blocks.map((b) => `  ${b.file} › ${b.block} (${b.skipped} skipped)`),
  ];
}
