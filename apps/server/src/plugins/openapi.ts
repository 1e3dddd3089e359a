import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";

import swagger from "@fastify/swagger";
import { apiErrorSchema } from "@xpart/shared";
import type { FastifyInstance, RouteOptions } from "fastify";
import { createJsonSchemaTransform } from "fastify-type-provider-zod";

import { ACCESS_RULES, type AccessRule } from "./route-access.js";

/** Rules checked on the API token (the others use better-auth's session cookie, or nothing). */
const TOKEN_RULES: AccessRule[] = [
  "user",
  "customer",
  "self",
  "self-or-admin",
  "owner",
  "owner-or-admin",
  "admin",
];
/** Rules a caller can fail by not being signed in (401) and by being the wrong one (403). */
const SIGNED_IN: AccessRule[] = ["session", "own-session", "admin-session", ...TOKEN_RULES];
const RESTRICTED: AccessRule[] = [
  "own-session",
  "admin-session",
  "customer",
  "self",
  "self-or-admin",
  "admin",
];
const MUTATIONS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: "The request is not valid; `fields` names each field at fault",
  401: "Not signed in, or the session has ended",
  403: "Signed in, but not allowed to do this",
  404: "Absent, or not the caller's",
  409: "The object's state or stock does not allow it now",
  413: "The body is too large",
  415: "The body's content type is not accepted",
  429: "Too many requests; Retry-After says when to try again",
};

/** The error answers a route can give, from what it declares: its rule, its inputs, its method. */
function documentedErrors(route: RouteOptions): number[] {
  const access = route.config?.access;
  const schema = route.schema ?? {};
  const hasInput = Boolean(schema.body || schema.querystring || schema.params);
  const methods = [route.method].flat();
  const mutates = methods.some((m) => MUTATIONS.has(m));
  const codes: number[] = [];
  if (hasInput || mutates) codes.push(400);
  if (access && SIGNED_IN.includes(access)) codes.push(401);
  if (access && RESTRICTED.includes(access)) codes.push(403);
  if (route.url.includes(":")) codes.push(404);
  if (mutates && schema.body) codes.push(409, 413, 415);
  if (mutates || route.preHandler) codes.push(429);
  return codes;
}

/**
 * Who reads the API reference (config `apiDocs`, L10): anyone, or, as a production shop has it by default,
 * an admin signed in in the browser (Swagger UI fetches the document with the session cookie, not a token).
 */
const DOCS_ACCESS = { public: "public", admins: "admin-session" } as const satisfies Record<
  string,
  AccessRule
>;

/**
 * The OpenAPI 3.1 document, generated from the route schemas (DESIGN §4), at /api/openapi.json, with Swagger UI
 * at /api/docs (its files are same-origin, so the shop's CSP holds). Every API route also gets the error shape
 * as the response schema of each error it can give, so the document and the answers agree.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  info: { version: string; docs: keyof typeof DOCS_ACCESS },
) {
  const docsAccess = DOCS_ACCESS[info.docs];
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/")) return;
    const schema = (route.schema ??= {});
    const response = (schema.response ??= {}) as Record<string, unknown>;
    for (const code of documentedErrors(route))
      response[code] ??= apiErrorSchema.describe(ERROR_DESCRIPTIONS[code]!);
    const access = route.config?.access;
    if (!access) return;
    schema.description ??= `Who may call it: ${ACCESS_RULES[access]}.`;
    if (TOKEN_RULES.includes(access)) schema.security ??= [{ bearer: [] }];
  });
  const zodTransform = createJsonSchemaTransform({});
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "X-Part shop API",
        version: info.version,
        description:
          "The API of the X-Part shop. Errors answer `{error, message, requestId}`; token routes take `Authorization: Bearer <accessToken>` from `PUT /api/user/{email}`.",
      },
      components: {
        securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      },
    },
    // Only the API is documented: the web app's files and the docs' own routes are not part of it.
    transform: (document) =>
      document.url.startsWith("/api/") && !document.url.startsWith("/api/docs")
        ? zodTransform(document)
        : { schema: { hide: true }, url: document.url },
  });
  // Behind a rule, the route-access plugin keeps every answer out of caches (L7).
  app.get(
    "/api/openapi.json",
    { config: { access: docsAccess }, schema: { hide: true } },
    async (_request, reply) => {
      if (docsAccess === "public") reply.header("cache-control", "no-cache");
      return reply.send(app.swagger());
    },
  );
  await registerDocsPage(app, docsAccess);
}

/** The reference page's HTML: Swagger UI's own files, same-origin, no inline script (the shop's CSP holds). */
const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>X-Part API reference</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <main id="docs"></main>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`;
const DOCS_START = `window.ui = SwaggerUIBundle({ url: "/api/openapi.json", dom_id: "#docs", deepLinking: true });\n`;

/**
 * /api/docs: Swagger UI from the `swagger-ui-dist` package, one route per file (no wildcard serves the
 * package's folder), each file read once.
 */
async function registerDocsPage(app: FastifyInstance, access: AccessRule) {
  const dist = path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
  const files = {
    "/api/docs": { type: "text/html; charset=utf-8", body: DOCS_PAGE },
    "/api/docs/start.js": { type: "text/javascript; charset=utf-8", body: DOCS_START },
    "/api/docs/swagger-ui.css": {
      type: "text/css; charset=utf-8",
      body: await readFile(path.join(dist, "swagger-ui.css")),
    },
    "/api/docs/swagger-ui-bundle.js": {
      type: "text/javascript; charset=utf-8",
      body: await readFile(path.join(dist, "swagger-ui-bundle.js")),
    },
  };
  for (const [url, file] of Object.entries(files)) {
    app.get(url, { config: { access }, schema: { hide: true } }, async (_request, reply) => {
      if (access === "public") reply.header("cache-control", "public, max-age=3600");
      return reply.type(file.type).send(file.body);
    });
  }
}
