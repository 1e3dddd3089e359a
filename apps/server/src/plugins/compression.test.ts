import { brotliDecompressSync, gunzipSync } from "node:zlib";

import Fastify from "fastify";
import { describe, expect, it } from "vitest";

import { chooseEncoding, COMPRESS_THRESHOLD, registerApiCompression } from "./compression.js";

describe("chooseEncoding", () => {
  it.each([
    [undefined, null],
    ["", null],
    ["identity", null],
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0.5, gzip", "gzip"],
    ["gzip, br;q=0", "gzip"],
    ["BR", "br"],
    ["*", "br"],
    ["*;q=0, gzip;q=0", null],
    ["br;q=abc, gzip", "gzip"],
  ])("Accept-Encoding %j → %j", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe("registerApiCompression", () => {
  async function app() {
    const server = Fastify();
    await registerApiCompression(server);
    server.get("/large", async () => ({ text: "x".repeat(COMPRESS_THRESHOLD * 2) }));
    server.get("/small", async () => ({ ok: true }));
    server.post("/echo", async (request) => request.body);
    return server;
  }

  it("compresses large JSON answers as the client asks and leaves small ones alone", async () => {
    const server = await app();
    const br = await server.inject({ url: "/large", headers: { "accept-encoding": "br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).text).toHaveLength(
      COMPRESS_THRESHOLD * 2,
    );
    const gz = await server.inject({ url: "/large", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).text).toHaveLength(COMPRESS_THRESHOLD * 2);
    const plain = await server.inject({ url: "/large" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const small = await server.inject({ url: "/small", headers: { "accept-encoding": "br" } });
    expect(small.headers["content-encoding"]).toBeUndefined();
  });

  it("does not inflate request bodies: a Content-Encoding on a request is not acted on", async () => {
    const server = await app();
    const res = await server.inject({
      method: "POST",
      url: "/echo",
      headers: { "content-type": "application/json", "content-encoding": "gzip" },
      payload: JSON.stringify({ plain: true }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ plain: true });
  });
});
