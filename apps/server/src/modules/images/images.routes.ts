import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import type { Database } from "../../db/client.js";
import { HttpError } from "../../plugins/errors.js";

import { DEFAULT_IMAGE_WIDTH, getImageVariant, IMAGE_WIDTHS } from "./images.service.js";

const widths = IMAGE_WIDTHS.map(String) as [string, ...string[]];

export const imagesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/images/:id",
    {
      config: { access: "public" },
      schema: {
        params: z.strictObject({ id: z.string().max(100) }),
        querystring: z.strictObject({ w: z.enum(widths).optional() }),
      },
    },
    async (request, reply) => {
      const width = request.query.w
        ? (Number(request.query.w) as typeof DEFAULT_IMAGE_WIDTH)
        : DEFAULT_IMAGE_WIDTH;
      const data = await getImageVariant(db, request.params.id, width);
      if (!data) throw new HttpError(404, "Image not found");
      // Content-addressed, so the bytes behind a URL never change; a sandbox CSP keeps them inert.
      return reply
        .type("image/webp")
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("content-security-policy", "default-src 'none'; sandbox")
        .send(data);
    },
  );
};
