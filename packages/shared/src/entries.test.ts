import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

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
  it("./texts reaches no module that imports zod", () => {
    expect([...reached("zod-free.ts")].filter(importsZod)).toEqual([]);
  });

  it("'.' exports exactly what ./texts and ./schemas export together", () => {
    const split = new Set([...Object.keys(texts), ...Object.keys(schemas)]);
    const missing = Object.keys(everything).filter((name) => !split.has(name));
    // A new module goes into zod-free.ts or schemas.ts as well as index.ts.
    expect(missing).toEqual([]);
    expect([...split].filter((name) => !(name in everything))).toEqual([]);
  });
});
