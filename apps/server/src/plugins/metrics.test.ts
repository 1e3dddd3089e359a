import { TEST_CARD_NUMBERS } from "@xpart/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { anAdmin, api } from "../../test/admin-fixtures.js";
import { shop } from "../../test/attacks/fixtures.js";
import { customer } from "../../test/auth-helpers.js";
import { addProduct } from "../../test/catalog-fixtures.js";
import { createTestApp } from "../../test/test-app.js";

const SCRAPER_TOKEN = "scrape-7f3c9a1e5b2d4c6a8e0f1b3d5c7a9e2f";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ metricsToken: SCRAPER_TOKEN });
});
afterAll(() => t.close());

const scrape = (authorization?: string) =>
  t.app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });

describe("issue 22: GET /metrics in Prometheus' text format, for the scraper and admins only", () => {
  it("issue 22: refuses anonymous callers, customers and a wrong token", async () => {
    const c = await customer(t.app);
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(`Bearer ${SCRAPER_TOKEN.slice(0, -1)}x`)).statusCode).toBe(401);
    expect((await scrape(`Bearer ${c.token}`)).statusCode).toBe(403);
    expect((await scrape()).body).not.toContain("xpart_");
  });

  it("issue 22: the scraper's token reads requests by route pattern, the runtime and the shop's totals", async () => {
    const c = await customer(t.app);
    await api(t.app, "GET", `/api/orders?email=${encodeURIComponent(c.email)}`, c.token);
    const res = await scrape(`Bearer ${SCRAPER_TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers["cache-control"]).toBe("no-store");
    const text = res.body;
    // The pattern, never the raw address with its email.
    expect(text).toMatch(/xpart_http_requests_total\{method="GET",route="\/api\/orders",status="200"\} \d+/);
    expect(text).not.toContain(c.email);
    expect(text).toMatch(
      /xpart_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/orders"/,
    );
    expect(text).toMatch(/xpart_nodejs_eventloop_lag_seconds \d/);
    expect(text).toMatch(/xpart_orders\{step="placed"\} \d+/);
    expect(text).toMatch(/xpart_orders\{step="expired"\} \d+/);
    expect(text).toMatch(/xpart_mail_jobs\{status="pending"\} \d+/);
    expect(text).toMatch(/xpart_payments_failed_total/);
  });

  it("issue 22: an admin's API token reads them too", async () => {
    const admin = await anAdmin(t.app, t.db);
    expect((await scrape(`Bearer ${admin.token}`)).statusCode).toBe(200);
  });

  it("issue 22: a declined card counts as a failed payment, and a placed order shows in the totals", async () => {
    const call = shop(t);
    const c = await customer(t.app);
    const order = await call.order(c.token, await addProduct(t.db));
    const { clientSecret } = (await call.intent(c.token, order._id)).json() as { clientSecret: string };
    const failedBefore = /xpart_payments_failed_total\{provider="test-cards"\} (\d+)/;
    const count = async () =>
      Number(failedBefore.exec((await scrape(`Bearer ${SCRAPER_TOKEN}`)).body)?.[1] ?? 0);
    const before = await count();
    expect((await call.confirm(c.token, clientSecret, TEST_CARD_NUMBERS.declined)).json()).toHaveProperty(
      "error",
    );
    expect(await count()).toBe(before + 1);
  });
});
