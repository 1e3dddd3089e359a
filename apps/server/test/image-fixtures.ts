import { randomBytes } from "node:crypto";

import type { FastifyInstance } from "fastify";
import sharp from "sharp";

import { bearer } from "./auth-helpers.js";

export interface Part {
  field: string;
  /** A file part when given (even ""), a plain field otherwise. */
  filename?: string;
  type?: string;
  data: Buffer | string;
}

/** A multipart/form-data body written by hand, so that any file name, part type or part count can be sent. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----xpart${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.field}"`
        : `form-data; name="${part.field}"; filename="${part.filename}"`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (part.type) head.push(`Content-Type: ${part.type}`);
    chunks.push(Buffer.from(`${head.join("\r\n")}\r\n\r\n`), Buffer.from(part.data), Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** One file in the `image` field, as the Add Product form sends it. */
export const imageForm = (data: Buffer | string, filename = "picture.png", type = "image/png") =>
  multipart([{ field: "image", filename, type, data }]);

/** A small solid PNG; each colour gives other bytes, so another stored image. */
export const png = (width = 40, height = 30, background = "#0FCFEC") =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** POST /api/images with a hand-made multipart body. */
export function upload(
  app: FastifyInstance,
  token: string | undefined,
  body: { payload: Buffer | string; headers: Record<string, string> },
) {
  return app.inject({
    method: "POST",
    url: "/api/images",
    headers: { ...(token ? bearer(token) : {}), ...body.headers },
    payload: body.payload,
  });
}
