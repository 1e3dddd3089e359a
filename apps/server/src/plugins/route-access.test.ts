import Fastify from "fastify";
import { describe, expect, it } from "vitest";

import { registerErrorHandler } from "./errors.js";
import { ACCESS_RULES, markRoutesPublic, registerRouteAccess, type Guards } from "./route-access.js";

const open = Object.fromEntries(Object.keys(ACCESS_RULES).map((rule) => [rule, null])) as Guards;

describe("route access declarations (DESIGN §6)", () => {
  it("refuses to start when a route declares no rule", async () => {
    const app = Fastify();
    registerRouteAccess(app, open);
    app.get("/declared", { config: { access: "public" } }, async () => "ok");
    app.get("/forgotten", async () => "unguarded");
    await expect(app.ready()).rejects.toThrow(/GET \/forgotten/);
  });

  it("refuses an unknown rule name", async () => {
    const app = Fastify();
    registerRouteAccess(app, open);
    app.get("/typo", { config: { access: "admins" as "admin" } }, async () => "ok");
    await expect(app.ready()).rejects.toThrow(/without an access rule/);
  });

  it("runs the rule's guard before the body is parsed or validated (finding 13)", async () => {
    const app = Fastify();
    registerErrorHandler(app);
    const { HttpError } = await import("./errors.js");
    registerRouteAccess(app, {
      ...open,
      admin: async () => {
        throw new HttpError(401, "Please sign in again");
      },
    });
    app.post(
      "/admin-only",
      {
        config: { access: "admin" },
        schema: { body: { type: "object", required: ["name"], properties: { name: { type: "string" } } } },
      },
      async () => "ok",
    );
    const res = await app.inject({ method: "POST", url: "/admin-only", payload: { nonsense: [1, 2, 3] } });
    expect(res.statusCode).toBe(401);
    expect(app.routeList).toEqual([{ method: "POST", url: "/admin-only", access: "admin" }]);
  });

  it("lets a plugin mark its own routes public (the web app's files)", async () => {
    const app = Fastify();
    registerRouteAccess(app, open);
    await app.register(async (files) => {
      markRoutesPublic(files);
      files.get("/index.html", async () => "page");
    });
    await app.ready();
    expect(app.routeList).toEqual([{ method: "GET", url: "/index.html", access: "public" }]);
  });

  it("L7: every answer of a route that is not public is no-store, unless the route chose its own", async () => {
    const app = Fastify();
    registerRouteAccess(app, open);
    app.get("/mine", { config: { access: "self" } }, async () => ({ orders: [] }));
    app.get("/own-choice", { config: { access: "user" } }, async (_request, reply) =>
      reply.header("cache-control", "private, max-age=5").send("ok"),
    );
    app.get("/catalogue", { config: { access: "public" } }, async () => []);
    const cache = async (url: string) => (await app.inject({ url })).headers["cache-control"];
    expect(await cache("/mine")).toBe("no-store");
    expect(await cache("/own-choice")).toBe("private, max-age=5");
    expect(await cache("/catalogue")).toBeUndefined();
  });
});
