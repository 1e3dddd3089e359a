import { createHash } from "node:crypto";

import { and, eq } from "drizzle-orm";
import sharp from "sharp";

import type { Database } from "../../db/client.js";

import { images, imageVariants } from "./images.tables.js";

/** Rendition widths; the largest is the image's canonical URL, the others come with ?w= (srcset). */
export const IMAGE_WIDTHS = [400, 800] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const DEFAULT_IMAGE_WIDTH: ImageWidth = 800;

// Each picture is encoded once and then served from the database: libvips' operation cache only holds memory.
sharp.cache(false);

const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);
const MAX_INPUT_PIXELS = 40_000_000;
const IMAGE_ID = /^[0-9a-f]{64}$/;

export class ImageRejectedError extends Error {}

export function imageUrl(id: string): string {
  return `/api/images/${id}`;
}

async function renderVariants(source: Uint8Array) {
  const input = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
  const meta = await input.metadata().catch(() => null);
  if (!meta?.format || !ACCEPTED_FORMATS.has(meta.format)) {
    throw new ImageRejectedError("Only JPEG, PNG or WebP images are accepted");
  }
  // Re-encoding drops metadata (EXIF, GPS) and anything that is not pixels.
  return Promise.all(
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
}

/** Stores a JPEG, PNG or WebP as WebP renditions and answers its URL; the same picture is stored once. */
export async function storeImage(db: Database, source: Uint8Array): Promise<string> {
  const id = createHash("sha256").update(source).digest("hex");
  const [existing] = await db.select({ id: images.id }).from(images).where(eq(images.id, id));
  if (existing) return imageUrl(id);
  const variants = await renderVariants(source);
  await db.transaction(async (tx) => {
    const inserted = await tx.insert(images).values({ id }).onConflictDoNothing().returning();
    if (inserted.length === 0) return;
    await tx.insert(imageVariants).values(variants.map((v) => ({ imageId: id, ...v })));
  });
  return imageUrl(id);
}

export async function getImageVariant(db: Database, id: string, width: ImageWidth) {
  if (!IMAGE_ID.test(id)) return null;
  const [row] = await db
    .select({ data: imageVariants.data })
    .from(imageVariants)
    .where(and(eq(imageVariants.imageId, id), eq(imageVariants.width, width)));
  return row ? Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength) : null;
}
