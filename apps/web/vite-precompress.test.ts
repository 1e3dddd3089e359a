import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { afterEach, describe, expect, it } from "vitest";

import { precompress } from "./vite-precompress";

let dir: string;
afterEach(() => rm(dir, { recursive: true, force: true }));

async function build(files: Record<string, string | Buffer>) {
  dir = await mkdtemp(path.join(tmpdir(), "xpart-precompress-"));
  await mkdir(path.join(dir, "assets"));
  for (const [name, body] of Object.entries(files)) await writeFile(path.join(dir, name), body);
  const hook = precompress().writeBundle as (options: { dir: string }) => void;
  hook({ dir });
}

describe("the build's precompressed copies (issue 13)", () => {
  it("writes .br and .gz beside each compressible file, and both decompress to the same bytes", async () => {
    const script = "export const parts = [" + '"brake pad", '.repeat(500) + "];";
    await build({
      "index.html": "<!doctype html>" + "<p>X-Part</p>".repeat(200),
      "assets/index-A1.js": script,
    });
    const asset = path.join(dir, "assets/index-A1.js");
    expect(brotliDecompressSync(await readFile(`${asset}.br`)).toString()).toBe(script);
    expect(gunzipSync(await readFile(`${asset}.gz`)).toString()).toBe(script);
    expect((await readFile(`${asset}.br`)).length).toBeLessThan(script.length / 10);
    expect(await readdir(dir)).toEqual(expect.arrayContaining(["index.html.br", "index.html.gz"]));
  });

  it("leaves images and files too small to gain alone", async () => {
    await build({ "tiny.js": "x()", "photo.webp": Buffer.alloc(4096, 1) });
    expect((await readdir(dir)).sort()).toEqual(["assets", "photo.webp", "tiny.js"]);
  });
});
