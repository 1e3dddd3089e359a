import multipart from "@fastify/multipart";
import { apiErrorSchema, IMAGE_UPLOAD, imageUploadAnswerSchema, PRODUCT_ADMIN_TEXTS } from "@xpart/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import type { Database } from "../../db/client.js";
import {
  DomainError,
  InvalidError,
  NotFoundError,
  TooLargeError,
  UnsupportedMediaError,
} from "../../domain-errors.js";
import type { RateLimiter } from "../../plugins/rate-limit.js";

import {
  DEFAULT_IMAGE_WIDTH,
  getImageVariant,
  IMAGE_WIDTHS,
  ImageRejectedError,
  uploadImage,
} from "./images.service.js";

const widths = IMAGE_WIDTHS.map(String) as [string, ...string[]];

export interface ImagesRoutesOptions {
  db: Database;
  /** Limits uploads per client address when given (DESIGN §6). */
  rateLimit?: RateLimiter;
}

const oneImageOnly = () =>
  new InvalidError(PRODUCT_ADMIN_TEXTS.oneImageOnly, {
    [IMAGE_UPLOAD.field]: PRODUCT_ADMIN_TEXTS.oneImageOnly,
  });

/**
 * The one file of a multipart body, read into memory up to the size limit. Its name and declared type are
 * never looked at: the bytes alone decide (images.service.ts).
 */
async function readOneFile(request: FastifyRequest): Promise<Buffer> {
  const app = request.server;
  if (!request.isMultipart()) {
    throw new InvalidError(PRODUCT_ADMIN_TEXTS.imageRequired, {
      [IMAGE_UPLOAD.field]: PRODUCT_ADMIN_TEXTS.imageRequired,
    });
  }
  let file: Buffer | null = null;
  try {
    const parts = request.parts({
      limits: {
        fileSize: IMAGE_UPLOAD.maxBytes,
        files: 2,
        fields: 1,
        parts: 3,
        fieldSize: 1024,
        headerPairs: 20,
      },
    });
    for await (const part of parts) {
      if (part.type !== "file" || part.fieldname !== IMAGE_UPLOAD.field || file) throw oneImageOnly();
      file = await part.toBuffer();
    }
  } catch (error) {
    const { RequestFileTooLargeError, FilesLimitError, FieldsLimitError, PartsLimitError } =
      app.multipartErrors;
    if (error instanceof RequestFileTooLargeError) throw new TooLargeError(PRODUCT_ADMIN_TEXTS.imageTooLarge);
    if ([FilesLimitError, FieldsLimitError, PartsLimitError].some((type) => error instanceof type))
      throw oneImageOnly();
    if (error instanceof DomainError) throw error;
    // Anything else is the parser's word on a body it could not read (busboy: "Malformed part header",
    // "Unexpected end of form"): the client's fault, never a 500.
    throw new InvalidError("The multipart body could not be read");
  }
  if (!file?.length) {
    throw new InvalidError(PRODUCT_ADMIN_TEXTS.imageRequired, {
      [IMAGE_UPLOAD.field]: PRODUCT_ADMIN_TEXTS.imageRequired,
    });
  }
  return file;
}

/**
 * POST /api/images in a context of its own: only here is multipart parsed, and nothing else is (any other
 * body is a 415 before it is read).
 */
const uploadRoute: FastifyPluginAsyncZod<ImagesRoutesOptions> = async (app, { db, rateLimit }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) =>
    done(new UnsupportedMediaError(PRODUCT_ADMIN_TEXTS.notMultipart), undefined),
  );
  await app.register(multipart, { throwFileSizeLimit: true });

  app.post(
    "/images",
    {
      config: { access: "admin" },
      ...(rateLimit ? { preHandler: rateLimit({ name: "uploads", max: 60, windowSeconds: 60 }) } : {}),
      schema: {
        description:
          "Who may call it: an admin. A multipart/form-data body with one file in the field `image`: JPEG, PNG or WebP by content, at most 5 MB and 40 million pixels. It is re-encoded as WebP and stored under the hash of its bytes.",
        response: {
          200: imageUploadAnswerSchema,
          413: apiErrorSchema.describe("The file is larger than 5 MB"),
          415: apiErrorSchema.describe("The body is not multipart, or the file is not a JPEG, PNG or WebP"),
        },
      },
    },
    async (request) => {
      const source = await readOneFile(request);
      try {
        const url = await uploadImage(db, request.caller!, source);
        return { success: true as const, data: { url } };
      } catch (error) {
        if (error instanceof ImageRejectedError && error.reason === "format")
          throw new UnsupportedMediaError(error.message);
        throw error;
      }
    },
  );
};

export const imagesRoutes: FastifyPluginAsyncZod<ImagesRoutesOptions> = async (app, options) => {
  const { db } = options;
  app.get(
    "/images/:id",
    {
      config: { access: "public" },
      schema: {
        params: z.strictObject({ id: z.string().max(100) }),
        querystring: z.strictObject({ w: z.enum(widths).optional() }),
        response: {
          200: {
            description: "The picture, re-encoded as WebP",
            content: { "image/webp": { schema: z.string().describe("binary") } },
          },
        },
      },
    },
    async (request, reply) => {
      const width = request.query.w
        ? (Number(request.query.w) as typeof DEFAULT_IMAGE_WIDTH)
        : DEFAULT_IMAGE_WIDTH;
      const data = await getImageVariant(db, request.params.id, width);
      if (!data) throw new NotFoundError("Image not found");
      // Content-addressed, so the bytes behind a URL never change; a sandbox CSP keeps them inert.
      return (
        reply
          .type("image/webp")
          .header("cache-control", "public, max-age=31536000, immutable")
          .header("content-security-policy", "default-src 'none'; sandbox")
          // The schema documents the bytes as a binary string; Fastify sends a Buffer as it is.
          .send(data as unknown as string)
      );
    },
  );

  await app.register(uploadRoute, options);
};
