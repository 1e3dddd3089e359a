import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this the headers outweigh the saving. */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the build, once, at the
 * highest levels: the server sends them as they are (`@fastify/static` preCompressed), so no request
 * pays for compression and shoppers get the smallest bytes (issue 13).
 */
export function precompress(): Plugin {
  return {
    name: "xpart-precompress",
    apply: "build",
    writeBundle(options) {
      if (options.dir) compressTree(options.dir);
    },
  };
}

function compressTree(dir: string) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      compressTree(file);
      continue;
    }
    if (!COMPRESSIBLE.test(name)) continue;
    const bytes = readFileSync(file);
    if (bytes.length < MIN_BYTES) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  }
}
