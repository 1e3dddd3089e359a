import type { Transform } from "node:stream";
import { promisify } from "node:util";
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from "node:zlib";

import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

export type Encoding = "br" | "gzip";

/** Smaller answers go out as they are: a few hundred bytes cost less to send than to compress. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Brotli at quality 5: nearly its best ratio on JSON at a fraction of quality 11's time, which matters for
 * answers compressed while a visitor waits (decision 0020).
 */
const BROTLI_OPTIONS = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compresses off the event loop (zlib's thread pool). */
export function compressBody(body: string, encoding: Encoding): Promise<Buffer> {
  return encoding === "br" ? brotliAsync(body, BROTLI_OPTIONS) : gzipAsync(body);
}

/** The same, as a stream: for a page drawn while the visitor waits (the server-rendered pages, issue 24). */
export function compressStream(encoding: Encoding): Transform {
  return encoding === "br" ? createBrotliCompress(BROTLI_OPTIONS) : createGzip();
}

/** `q` of one `Accept-Encoding` entry: 1 when not given, 0 for a malformed one. */
function weightOf(params: string[]): number {
  const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
  if (q === undefined) return 1;
  const value = Number(q.slice(2));
  return Number.isFinite(value) ? value : 0;
}

/** The encoding to answer in: brotli, else gzip, whichever the client accepts with the higher weight. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const entry of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = entry.split(";");
    weights.set(name!.trim(), weightOf(params));
  }
  const weight = (name: Encoding) => weights.get(name) ?? (weights.has("*") ? weights.get("*")! : 0);
  const br = weight("br");
  const gz = weight("gzip");
  if (br <= 0 && gz <= 0) return null;
  return br >= gz ? "br" : "gzip";
}

/**
 * Compressed JSON for the API's larger answers (the catalogue's cached ones are compressed once by the
 * module, and its routes say `compress: false`). Registered inside the `/api` scope only:
 * the web app's files are precompressed at build time.
 */
export async function registerApiCompression(app: FastifyInstance) {
  // Answers only: compressed request bodies stay refused as before (they would bypass the body limit's intent).
  app.addHook("onRoute", (route) => {
    route.decompress ??= false;
  });
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ["br", "gzip"],
    brotliOptions: BROTLI_OPTIONS,
  });
}
