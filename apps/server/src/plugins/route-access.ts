import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * Who may call a route (DESIGN §6). Every route declares one in `config.access`; the guard for it runs in
 * `onRequest`, before the body is read or validated, and the permission test reads the same declarations.
 */
export const ACCESS_RULES = {
  /** Anyone. */
  public: "anyone",
  /** Anyone, but the handler checks a signature on the raw body (webhooks). */
  signature: "a valid provider signature",
  /** Anyone; better-auth checks its own cookies (the second sign-in step, or an enrolment with a session). */
  "sign-in": "better-auth's own sign-in cookies",
  /** The holder of an identity session (the better-auth cookie). */
  session: "an identity session",
  /** The holder of an identity session for exactly the email in the path. */
  "own-session": "an identity session for the path's email",
  /**
   * The holder of an identity session whose account is an admin: pages an admin opens in a browser, which
   * sends the session cookie but not the API token. For reading only: a cookie rule on a change would be
   * open to cross-site requests.
   */
  "admin-session": "an admin's identity session",
  /** A valid API token of any signed-in user. */
  user: "any signed-in user",
  /** A valid API token of a customer (admins run the shop, they do not buy in it). */
  customer: "a signed-in customer",
  /**
   * A valid API token of a customer; the company module then finds the caller's company and checks the role
   * (issue 40): another company's objects answer 404, a role without the right 403.
   */
  member: "a signed-in customer in a company, in a role that allows it",
  /** A valid API token whose email is the one in the path or query. */
  self: "the user named in the path or query",
  /** As `self`, or an admin. */
  "self-or-admin": "the user named in the path or query, or an admin",
  /** A valid API token; the object must be the caller's own, else it answers 404 as if absent. */
  owner: "the owner of the object",
  /** As `owner`, or an admin. */
  "owner-or-admin": "the owner of the object, or an admin",
  /** A valid API token of an admin. */
  admin: "an admin",
} as const;
export type AccessRule = keyof typeof ACCESS_RULES;

declare module "fastify" {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
  interface FastifyInstance {
    /** Every route the app serves with its declared rule (the permission table). */
    routeList: RouteSummary[];
  }
}

export interface RouteSummary {
  method: string;
  url: string;
  access: AccessRule | undefined;
}

/** What a rule checks; `null` for rules that need no check before the handler. */
export type Guard = (request: FastifyRequest) => Promise<void>;
export type Guards = Record<AccessRule, Guard | null>;

const isRule = (value: unknown): value is AccessRule =>
  typeof value === "string" && Object.hasOwn(ACCESS_RULES, value);

/**
 * Collects every route with its rule and refuses to start (ready() rejects) when one has none: a route
 * forgotten by its author must never be served unguarded. The check waits for `onReady` so that a plugin
 * serving files (the web app) can mark its own routes public in its own onRoute hook.
 */
export function registerRouteAccess(app: FastifyInstance, guards: Guards) {
  const routes: { method: string; url: string; config: { access?: unknown } }[] = [];
  app.decorate("routeList", [] as RouteSummary[]);
  app.addHook("onRoute", (route) => {
    route.config ??= {};
    for (const method of [route.method].flat())
      if (method !== "HEAD") routes.push({ method, url: route.url, config: route.config });
  });
  app.addHook("onReady", async () => {
    const undeclared = routes.filter((r) => !isRule(r.config.access));
    if (undeclared.length) {
      const names = undeclared.map((r) => `${r.method} ${r.url}`).join(", ");
      throw new Error(`Routes without an access rule (config.access): ${names}`);
    }
    app.routeList.push(
      ...routes.map((r) => ({ method: r.method, url: r.url, access: r.config.access as AccessRule })),
    );
  });
  app.addHook("onRequest", async (request) => {
    const rule = request.routeOptions.config.access;
    const guard = rule ? guards[rule] : null;
    if (guard) await guard(request);
  });
  // An answer behind a rule is about someone (or for admins): no browser or proxy keeps it (L7). A route
  // that chose its own caching keeps it.
  app.addHook("onSend", (request, reply, payload, done) => {
    const rule = request.routeOptions.config.access;
    if (rule && rule !== "public" && !reply.hasHeader("cache-control"))
      reply.header("cache-control", "no-store");
    done(null, payload);
  });
}

/** Marks every route registered in this context public (the web app's files). */
export function markRoutesPublic(app: FastifyInstance) {
  app.addHook("onRoute", (route) => {
    route.config ??= {};
    Object.assign(route.config, { access: "public" });
  });
}
