import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";

import { HttpError, registerErrorHandler } from "./errors.js";

const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.post("/echo", { schema: { body: z.strictObject({ n: z.number().int() }) } }, async (r) => r.body);
  app.get("/boom", async () => {
    throw new Error('relation "secret_table" does not exist at /srv/app/db.ts:12');
  });
  app.get("/conflict", async () => {
    throw new HttpError(409, "Not enough stock");
  });
  await app.ready();
});
afterAll(() => app.close());

/** A body sent as written, under the content type given. */
const postRaw = (contentType: string, payload: string) =>
  app.inject({ method: "POST", url: "/echo", headers: { "content-type": contentType }, payload });

describe("error handler (DESIGN §4 error shape)", () => {
  it("answers 400 JSON to a malformed JSON body", async () => {
    const res = await postRaw("application/json", '{"n": 1,');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: "Bad Request",
      message: expect.any(String),
      requestId: expect.any(String),
    });
  });

  it("names the offending fields, without coercing types or accepting unknown keys", async () => {
    const wrongType = await app.inject({ method: "POST", url: "/echo", payload: { n: "1" } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().fields).toHaveProperty("n");
    const extra = await app.inject({ method: "POST", url: "/echo", payload: { n: 1, role: "admin" } });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().fields).toEqual({ role: "is not allowed" });
  });

  it("answers 415 to an unsupported content type", async () => {
    const res = await postRaw("text/xml", "<n>1</n>");
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe("Unsupported Media Type");
  });

  it("passes a domain error's status and message through", async () => {
    const res = await app.inject({ method: "GET", url: "/conflict" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: "Conflict", message: "Not enough stock" });
  });

  it("hides the details of an unexpected failure: no stack, SQL or path", async () => {
    const res = await app.inject({ method: "GET", url: "/boom" });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(["error", "message", "requestId"]);
    expect(res.body).not.toMatch(/secret_table|\/srv\/app|stack/);
  });
});
