import { createHash } from "node:crypto";

import { OWN_IMAGE_URL, PRODUCT_ADMIN_TEXTS } from "@xpart/shared";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";

import type { Database } from "../../db/client.js";
import { InvalidError } from "../../domain-errors.js";
import { recordAdminAction, type AuditActor } from "../audit/index.js";

import { images, imageVariants } from "./images.tables.js";

/** Rendition widths; the largest is the image's canonical URL, the others come with ?w= (srcset). */
export const IMAGE_WIDTHS = [400, 800] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const DEFAULT_IMAGE_WIDTH: ImageWidth = 800;

// Each picture is encoded once and then served from the database: libvips' operation cache only holds memory,
// and one libvips thread per picture keeps the seed's and uploads' working buffers to one at a time
// (decision 0020); encoding is rare, so its speed matters less than the server's resident memory.
sharp.cache(false);
sharp.concurrency(1);

/** Decoding cost is bounded by pixels, not bytes: a 1 MB PNG can claim 20000×20000 (a decompression bomb). */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Renditions keep the width, so a sliver 1 pixel wide would grow into a giant: the shape is bounded too. */
const MAX_HEIGHT_PER_WIDTH = 10;
const IMAGE_ID = /^[0-9a-f]{64}$/;

/** The first bytes of each accepted format: nothing else reaches a decoder (no SVG, PDF, GIF, TIFF or HEIF). */
const SIGNATURES = {
  jpeg: (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  png: (b: Uint8Array) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => b[i] === byte),
  webp: (b: Uint8Array) =>
    Buffer.from(b.subarray(0, 4)).toString("latin1") === "RIFF" &&
    Buffer.from(b.subarray(8, 12)).toString("latin1") === "WEBP",
} as const;
type AcceptedFormat = keyof typeof SIGNATURES;

/**
 * Why a file is not stored: `format` when its bytes are not a JPEG, PNG or WebP (whatever its name or
 * declared type), `size` when it has too many pixels or too odd a shape, `unreadable` when it is damaged.
 */
export class ImageRejectedError extends InvalidError {
  constructor(
    readonly reason: "format" | "size" | "unreadable",
    message: string,
  ) {
    super(message, { image: message });
  }
}

export function imageUrl(id: string): string {
  return `/api/images/${id}`;
}

/** The image id in one of our own image URLs, or null. */
function imageIdOf(url: string): string | null {
  return OWN_IMAGE_URL.test(url) ? url.slice(url.lastIndexOf("/") + 1) : null;
}

function sniff(source: Uint8Array): AcceptedFormat | null {
  for (const [format, matches] of Object.entries(SIGNATURES))
    if (matches(source)) return format as AcceptedFormat;
  return null;
}

export interface ImageFacts {
  format: AcceptedFormat;
  width: number;
  height: number;
  bytes: number;
}

/** Checks the bytes before any pixel is decoded: the signature, then the header's format and dimensions. */
async function inspect(source: Uint8Array): Promise<ImageFacts> {
  const sniffed = sniff(source);
  if (!sniffed) throw new ImageRejectedError("format", PRODUCT_ADMIN_TEXTS.imageFormat);
  // Reading the header decodes no pixels; the pixel cap is checked here with a clear message.
  const meta = await sharp(source, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta) throw new ImageRejectedError("unreadable", "The image could not be read");
  if (meta.format !== sniffed) throw new ImageRejectedError("format", PRODUCT_ADMIN_TEXTS.imageFormat);
  const { width, height } = meta;
  if (!width || !height) throw new ImageRejectedError("unreadable", "The image could not be read");
  if (width * height > MAX_INPUT_PIXELS) {
    throw new ImageRejectedError(
      "size",
      `The image may have at most ${MAX_INPUT_PIXELS / 1_000_000} million pixels (this one has ${width}×${height})`,
    );
  }
  // EXIF orientations 5–8 turn the picture a quarter, so its rendition's height comes from the width.
  const [w, h] = (meta.orientation ?? 1) >= 5 ? [height, width] : [width, height];
  if (h > w * MAX_HEIGHT_PER_WIDTH) {
    throw new ImageRejectedError(
      "size",
      `The image may be at most ${MAX_HEIGHT_PER_WIDTH} times as tall as it is wide`,
    );
  }
  return { format: sniffed, width: w, height: h, bytes: source.byteLength };
}

/** The WebP renditions of a picture that passed `inspect`. */
async function renderVariants(source: Uint8Array) {
  const input = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
  // Re-encoding drops metadata (EXIF, GPS) and anything that is not pixels.
  try {
    return await Promise.all(
      IMAGE_WIDTHS.map(async (width) => {
        const { data, info } = await input
          .clone()
          .rotate()
          .resize({ width, withoutEnlargement: false })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        return { width, height: info.height, data: new Uint8Array(data) };
      }),
    );
  } catch {
    // A header that promised an image and pixels that do not follow (truncated, corrupt).
    throw new ImageRejectedError("unreadable", "The image could not be read");
  }
}

/** Stores the renditions unless the picture is stored already; answers whether it was new. */
async function saveVariants(
  db: Database,
  id: string,
  variants: Awaited<ReturnType<typeof renderVariants>>,
): Promise<boolean> {
  const inserted = await db.insert(images).values({ id }).onConflictDoNothing().returning();
  if (inserted.length === 0) return false;
  await db.insert(imageVariants).values(variants.map((v) => ({ imageId: id, ...v })));
  return true;
}

async function isStored(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: images.id }).from(images).where(eq(images.id, id));
  return Boolean(row);
}

/** Stores a JPEG, PNG or WebP as WebP renditions and answers its URL; the same picture is stored once. */
export async function storeImage(db: Database, source: Uint8Array): Promise<string> {
  const id = createHash("sha256").update(source).digest("hex");
  if (await isStored(db, id)) return imageUrl(id);
  await inspect(source);
  const variants = await renderVariants(source);
  await db.transaction((tx) => saveVariants(tx, id, variants));
  return imageUrl(id);
}

/**
 * An admin's upload (POST /api/images): checked by content, re-encoded, stored under the hash of its bytes
 * (its name and declared type are never used) and recorded in the audit trail with the upload.
 */
export async function uploadImage(db: Database, actor: AuditActor, source: Uint8Array): Promise<string> {
  const id = createHash("sha256").update(source).digest("hex");
  const facts = await inspect(source);
  // A picture stored before was checked and rendered then: the same bytes need no second rendering.
  const variants = (await isStored(db, id)) ? [] : await renderVariants(source);
  const url = imageUrl(id);
  await db.transaction(async (tx) => {
    const added = variants.length > 0 && (await saveVariants(tx, id, variants));
    await recordAdminAction(tx, {
      actor,
      action: "image.upload",
      target: { type: "image", id },
      after: { url, ...facts, new: added },
    });
  });
  return url;
}

/** True when `url` is one of our own image URLs and that image is stored (a product's `img` must be). */
export async function imageExists(db: Database, url: string): Promise<boolean> {
  const id = imageIdOf(url);
  return id !== null && (await isStored(db, id));
}

export async function getImageVariant(db: Database, id: string, width: ImageWidth) {
  if (!IMAGE_ID.test(id)) return null;
  const [row] = await db
    .select({ data: imageVariants.data })
    .from(imageVariants)
    .where(and(eq(imageVariants.imageId, id), eq(imageVariants.width, width)));
  return row ? Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength) : null;
}
