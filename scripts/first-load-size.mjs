// Prints what the first page load fetches (the entry chunk and every module index.html preloads), raw and
// gzipped, from a built apps/web/dist. Decision 0010 records the figures; run it after `npm run build`.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const dist = new URL("../apps/web/dist/", import.meta.url);
const html = readFileSync(new URL("index.html", dist), "utf8");
const scripts = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? "");

let raw = 0;
let gzip = 0;
const kB = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(2)} kB`.padStart(10);
for (const file of scripts) {
  const bytes = readFileSync(new URL(file, dist));
  const zipped = gzipSync(bytes, { level: 9 }).length;
  raw += bytes.length;
  gzip += zipped;
  console.log(`${file.padEnd(44)}${kB(bytes.length)}${kB(zipped)} gzip`);
}
console.log(`${"first load".padEnd(44)}${kB(raw)}${kB(gzip)} gzip`);
// The schema library stays out of the first load (decision 0010): its chunks name their ZodError class.
const withZod = scripts.filter((file) => readFileSync(new URL(file, dist), "utf8").includes("ZodError"));
if (withZod.length) {
  console.log(`zod is in the first load: ${withZod.join(", ")}`);
  process.exitCode = 1;
}
