import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

import { advanceShopDays } from "../clock.js";

/**
 * POST /api/test-clock (TEST_CLOCK=true only, never in production): an admin moves the shop's calendar day
 * forward by whole days, so a browser test sees an invoice fall due and its reminder go (issue 41).
 */
export function registerTestClock(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/test-clock",
    {
      config: { access: "admin" },
      schema: {
        description:
          "Who may call it: an admin, on a server started with TEST_CLOCK=true. Moves the shop's day forward.",
        body: z.strictObject({ days: z.number().int().min(1).max(400) }),
      },
    },
    (request) => ({ today: advanceShopDays(request.body.days) }),
  );
}
