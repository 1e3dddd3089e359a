import { execSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** When, at which commit and on what machine a figure was taken: figures only compare within one machine. */
export function machine() {
  return {
    at: new Date().toISOString(),
    commit: execSync("git rev-parse --short HEAD").toString().trim(),
    machine: {
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      loadAverage: os.loadavg().map((n) => Number(n.toFixed(2))),
      node: process.version,
    },
  };
}

/** Writes bench/results/<time>-<commit>-<kind>.json and .md beside it; returns the Markdown file's path. */
export function writeReport(kind: string, report: ReturnType<typeof machine>, body: string): string {
  const dir = path.join(import.meta.dirname, "results");
  mkdirSync(dir, { recursive: true });
  const base = path.join(dir, `${report.at.replace(/[:.]/g, "-")}-${report.commit}-${kind}`);
  writeFileSync(`${base}.json`, JSON.stringify(report, null, 2) + "\n");
  const { machine: m } = report;
  const header = `# ${kind} benchmark, ${report.at}, commit ${report.commit}\n\nMachine: ${m.cpus} × ${m.cpu}, ${m.memoryGb} GiB, Node ${m.node}, load average as the report was written ${m.loadAverage.join(" / ")}.\n\n`;
  writeFileSync(`${base}.md`, header + body + "\n");
  return `${base}.md`;
}
