import type { FastifyReply, FastifyRequest } from "fastify";

import type { Database } from "../../db/client.js";
import { HttpError } from "../../plugins/errors.js";

import type { AccessTokens } from "./access-token.js";
import { findUserById, type Caller } from "./accounts.service.js";

declare module "fastify" {
  interface FastifyRequest {
    /** The verified caller, set by `requireUser`; role read from the database on this very request. */
    caller: Caller | null;
  }
}

export interface Access {
  requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header) : null;
  return match?.[1] ?? null;
}

/** preHandlers for API routes: a valid access token of an existing user, and for admin routes the admin role. */
export function createAccess(db: Database, tokens: AccessTokens): Access {
  async function requireUser(request: FastifyRequest) {
    const token = bearerToken(request);
    const userId = token ? await tokens.verify(token) : null;
    const caller = userId ? await findUserById(db, userId) : null;
    if (!caller) throw new HttpError(401, "Please sign in again");
    request.caller = caller;
  }
  return {
    requireUser,
    async requireAdmin(request) {
      await requireUser(request);
      if (request.caller?.role !== "admin") throw new HttpError(403, "You are not authorized to do this");
    },
  };
}
