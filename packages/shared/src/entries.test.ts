import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import * as parts from "./parts.js";
import * as schemas from "./schemas.js";
import * as texts from "./zod-free.js";

import * as everything from "./index.js";

const here = new URL("./", import.meta.url);

/** Every module a source file reaches through its relative imports, itself included. */
function reached(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(new URL(file, here), "utf8");
  for (const [, target] of source.matchAll(/from "\.\/([^"]+)\.js"/g)) reached(`${target}.ts`, seen);
  return seen;
}

const importsZod = (file: string) => /from "zod(\/[^"]*)?"/.test(readFileSync(new URL(file, here), "utf8"));

describe("the package's entries (decision 0010)", () => {
  it.each(["zod-free.ts", "parts.ts"])(
    "%s (./texts, ./parts) reaches no module that imports zod",
    (entry) => {
      expect([...reached(entry)].filter(importsZod)).toEqual([]);
    },
  );

  it("issue 25: ./texts reaches none of the modules ./parts exports, so it never carries the parts vocabulary", () => {
    const own = [...readFileSync(new URL("parts.ts", here), "utf8").matchAll(/from "\.\/([^"]+)\.js"/g)].map(
      ([, file]) => `${file}.ts`,
    );
    expect(own.length).toBeGreaterThan(0);
    const texts = reached("zod-free.ts");
    expect(own.filter((file) => texts.has(file))).toEqual([]);
  });

  it("'.' exports exactly what ./texts, ./parts and ./schemas export together", () => {
    const split = new Set([...Object.keys(texts), ...Object.keys(parts), ...Object.keys(schemas)]);
    const missing = Object.keys(everything).filter((name) => !split.has(name));
    // A new module goes into zod-free.ts, parts.ts or schemas.ts as well as index.ts.
    expect(missing).toEqual([]);
    expect([...split].filter((name) => !(name in everything))).toEqual([]);
  });
});
