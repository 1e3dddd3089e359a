import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

import { setShopDayOffset } from "../clock.js";

/**
 * POST /api/test-clock (TEST_CLOCK=true only, never in production): an admin sets the shop's calendar day
 * whole days after the real one (0 puts it back), so a browser test sees an invoice fall due and its reminder
 * go (issue 41). Setting, not adding: a retried test lands on the same day.
 */
export function registerTestClock(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/test-clock",
    {
      config: { access: "admin" },
      schema: {
        description:
          "Who may call it: an admin, on a server started with TEST_CLOCK=true. Sets the shop's day `days` after today (0: back to today).",
        body: z.strictObject({ days: z.number().int().min(0).max(400) }),
      },
    },
    (request) => ({ today: setShopDayOffset(request.body.days) }),
  );
}
