import { fromNodeHeaders } from "better-auth/node";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";

import { fieldsFromIssues, sendError } from "../../plugins/errors.js";

import { CLIENT_IP_HEADER, type Auth } from "./auth.js";

/** What update-user may change: the display name and the photo URL (spec §3 signed-in user), nothing else. */
const updateUserBody = z.strictObject({
  name: z.string().trim().min(1).max(100).optional(),
  image: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .nullable()
    .optional(),
});

/** Where better-auth may send the browser afterwards: only a path on this site, never another site. */
const RETURN_KEYS = ["callbackURL", "errorCallbackURL", "newUserCallbackURL"] as const;
const isLocalPath = (value: unknown) => typeof value === "string" && /^\/(?![/\\])/.test(value);

function foreignReturnKeys(body: unknown): string[] {
  if (typeof body !== "object" || body === null) return [];
  const record = body as Record<string, unknown>;
  return RETURN_KEYS.filter((key) => key in record && !isLocalPath(record[key]));
}

/** Hands /api/auth/* to better-auth as a Fetch request, with the socket address it rate-limits on. */
export function mountAuth(app: FastifyInstance, auth: Auth, publicUrl: string) {
  app.route({
    method: ["GET", "POST"],
    url: "/auth/*",
    async handler(request: FastifyRequest, reply: FastifyReply) {
      if (request.url.split("?")[0] === "/api/auth/update-user" && request.method === "POST") {
        const parsed = updateUserBody.safeParse(request.body);
        if (!parsed.success) {
          return sendError(reply, 400, "Invalid profile update", fieldsFromIssues(parsed.error.issues));
        }
      }
      const foreign = foreignReturnKeys(request.body);
      if (foreign.length) {
        const fields = Object.fromEntries(foreign.map((key) => [key, "must be a path on this site"]));
        return sendError(reply, 400, "Invalid return address", fields);
      }
      const headers = fromNodeHeaders(request.headers);
      headers.set(CLIENT_IP_HEADER, request.ip);
      const hasBody = request.method !== "GET" && request.body !== undefined && request.body !== null;
      const response = await auth.handler(
        new Request(new URL(request.url, publicUrl), {
          method: request.method,
          headers,
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      );
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== "set-cookie") reply.header(key, value);
      });
      // better-auth names its wait X-Retry-After; clients and proxies read the standard header.
      const retryAfter = response.headers.get("x-retry-after");
      if (response.status === 429 && retryAfter) reply.header("retry-after", retryAfter);
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header("set-cookie", cookies);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}
