import { ACCESS_TEXTS } from "@xpart/shared";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyRequest } from "fastify";

import type { Database } from "../../../db/client.js";
import { ForbiddenError, UnauthenticatedError } from "../../../domain-errors.js";
import type { Guard, Guards } from "../../../plugins/route-access.js";
import {
  findCallerBySession,
  findUserById,
  isUserDisabled,
  sameEmail,
  type Caller,
} from "../accounts.service.js";
import type { Auth } from "../identity/auth.js";

import type { AccessTokens } from "./access-token.js";

/** The holder of an identity session (better-auth's cookie), for the routes that need one. */
export interface Identity {
  userId: string;
  email: string;
  sessionId: string;
  /** When the session was created: a recent one counts as a fresh sign-in. */
  signedInAt: Date;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The verified caller of a token route; role read from the database on this very request. */
    caller: Caller | null;
    /** The verified holder of the identity session on session routes. */
    identity: Identity | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header) : null;
  return match?.[1] ?? null;
}

/** The email a `self` route is about: its path's, else its query's. */
function namedEmail(request: FastifyRequest): unknown {
  const params = request.params as Record<string, unknown> | undefined;
  const query = request.query as Record<string, unknown> | undefined;
  return params?.email ?? query?.email;
}

const isNamed = (request: FastifyRequest, email: string) => {
  const named = namedEmail(request);
  return typeof named === "string" && sameEmail(named, email);
};

/**
 * The guard of each access rule (plugins/route-access.ts). Token rules need an API token whose identity
 * session still lives (so sign-out ends it at once) and read the role from the database on every request.
 */
export function createGuards(db: Database, tokens: AccessTokens, auth: Auth): Guards {
  async function requireUser(request: FastifyRequest): Promise<Caller> {
    const token = bearerToken(request);
    const claims = token ? await tokens.verify(token) : null;
    const caller = claims ? await findCallerBySession(db, claims.userId, claims.sessionId) : null;
    if (!caller) throw new UnauthenticatedError(ACCESS_TEXTS.signInAgain);
    request.caller = caller;
    return caller;
  }

  async function requireSession(request: FastifyRequest): Promise<Identity> {
    const found = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    // A removed account has no sessions left; this also closes the moment between a removal and a
    // sign-in that was already under way.
    if (!found || (await isUserDisabled(db, found.user.id)))
      throw new UnauthenticatedError(ACCESS_TEXTS.signInFirst);
    const identity = {
      userId: found.user.id,
      email: found.user.email,
      sessionId: found.session.id,
      signedInAt: new Date(found.session.createdAt),
    };
    request.identity = identity;
    return identity;
  }

  const tokenGuard =
    (check: (caller: Caller, request: FastifyRequest) => void): Guard =>
    async (request) =>
      check(await requireUser(request), request);

  const onlyCustomers = tokenGuard((caller) => {
    if (caller.role !== "customer") throw new ForbiddenError(ACCESS_TEXTS.customersOnly);
  });

  return {
    public: null,
    signature: null,
    "sign-in": null,
    session: async (request) => {
      await requireSession(request);
    },
    "own-session": async (request) => {
      const identity = await requireSession(request);
      if (!isNamed(request, identity.email)) throw new ForbiddenError(ACCESS_TEXTS.notYours);
    },
    "admin-session": async (request) => {
      const identity = await requireSession(request);
      const caller = await findUserById(db, identity.userId);
      if (caller?.role !== "admin") throw new ForbiddenError(ACCESS_TEXTS.notAuthorized);
      request.caller = caller;
    },
    user: tokenGuard(() => {}),
    owner: tokenGuard(() => {}),
    "owner-or-admin": tokenGuard(() => {}),
    customer: onlyCustomers,
    member: onlyCustomers,
    self: tokenGuard((caller, request) => {
      if (!isNamed(request, caller.email)) throw new ForbiddenError(ACCESS_TEXTS.notYours);
    }),
    "self-or-admin": tokenGuard((caller, request) => {
      if (caller.role !== "admin" && !isNamed(request, caller.email))
        throw new ForbiddenError(ACCESS_TEXTS.notYours);
    }),
    admin: tokenGuard((caller) => {
      if (caller.role !== "admin") throw new ForbiddenError(ACCESS_TEXTS.notAuthorized);
    }),
  };
}
