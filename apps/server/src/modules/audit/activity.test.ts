import { ACTIVITY_EXPORT, type ActivityEntry } from "@xpart/shared";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { anAdmin, api, auditRows, type Account } from "../../../test/admin-fixtures.js";
import { customer } from "../../../test/auth-helpers.js";
import { createTestApp } from "../../../test/test-app.js";

import { auditEvents } from "./audit.tables.js";

/**
 * Issue 27 item 6: Activity filtered by admin, action and days (`from`, `to`: whole days in UTC), and exported
 * as CSV with the same filters, admins only. The fixture: four entries of one admin at known times, written
 * straight to the trail, and one whose texts would run as spreadsheet formulas.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Account;
let shopper: Account;
const ACTOR = "fixture-admin@example.com";
const OTHER = "=other-admin@example.com";

beforeAll(async () => {
  t = await createTestApp();
  admin = await anAdmin(t.app, t.db);
  shopper = await customer(t.app);
  const entry = (
    at: string,
    action: "product.restock" | "order.ship",
    targetId: string,
    actorEmail = ACTOR,
  ) => ({
    at: new Date(at),
    actorId: "fixture",
    actorEmail,
    action,
    targetType: action === "order.ship" ? ("order" as const) : ("product" as const),
    targetId,
    before: null,
    after: { availableQty: 5 },
  });
  await t.db.insert(auditEvents).values([
    entry("2025-03-01T00:00:00Z", "product.restock", "p1"),
    entry("2025-03-01T23:59:59Z", "order.ship", "o1"),
    entry("2025-03-02T12:00:00Z", "product.restock", "p2"),
    entry("2025-03-03T00:00:00Z", "product.restock", "p3"),
    {
      ...entry("2025-03-02T08:00:00Z", "product.restock", "-1+1"),
      actorEmail: OTHER,
      after: { name: "@SUM(A1)" },
    },
  ]);
});
afterAll(() => t?.close());

const list = async (query: string) => {
  const res = await api(t.app, "GET", `/api/activity?${query}`, admin.token);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ActivityEntry[]).map((e) => e.targetId);
};

const exportCsv = (query: string, token: string | null = admin.token) =>
  api(t.app, "GET", `${ACTIVITY_EXPORT.path}?${query}`, token ?? undefined);

describe("issue 27: Activity filters", () => {
  it("issue 27: from and to take whole UTC days, both ends included, with the admin and the action", async () => {
    expect(await list(`actor=${ACTOR}`)).toEqual(["p3", "p2", "o1", "p1"]);
    expect(await list(`actor=${ACTOR}&from=2025-03-02`)).toEqual(["p3", "p2"]);
    expect(await list(`actor=${ACTOR}&to=2025-03-01`)).toEqual(["o1", "p1"]);
    expect(await list(`actor=${ACTOR}&from=2025-03-01&to=2025-03-02`)).toEqual(["p2", "o1", "p1"]);
    expect(await list(`actor=${ACTOR}&from=2025-03-02&to=2025-03-02`)).toEqual(["p2"]);
    expect(await list(`actor=${ACTOR}&action=product.restock&to=2025-03-02`)).toEqual(["p2", "p1"]);
    expect(await list(`from=2025-03-02&to=2025-03-02`)).toEqual(["-1+1", "p2"]);
    expect(await list(`from=2025-03-04&to=2025-03-10`)).toEqual([]);
  });

  it.each([
    ["from=2025-02-30", "from"],
    ["to=2025-3-1", "to"],
    ["from=yesterday", "from"],
    ["from=2025-03-02&to=2025-03-01", "from"],
    ["since=2025-03-01", "since"],
    ["action=product.fly", "action"],
  ])("issue 27: %s is a 400 naming %s, on the list and the export", async (query, field) => {
    for (const res of [
      await api(t.app, "GET", `/api/activity?${query}`, admin.token),
      await exportCsv(query),
    ]) {
      expect(res.statusCode, query).toBe(400);
      expect(res.headers["content-type"]).toContain("application/json");
      expect(JSON.stringify(res.json().fields ?? {})).toContain(field);
    }
  });
});

describe("issue 27: GET /api/activity/export", () => {
  it("issue 27: the filtered entries as a CSV attachment, newest first, values as JSON", async () => {
    const res = await exportCsv(`actor=${ACTOR}&from=2025-03-01&to=2025-03-02`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="${ACTIVITY_EXPORT.fileName}"`);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body.startsWith(`\uFEFF${ACTIVITY_EXPORT.columns.join(",")}\r\n`)).toBe(true);
    const [header, ...records] = parse(res.body, { bom: true }) as string[][];
    expect(header).toEqual([...ACTIVITY_EXPORT.columns]);
    expect(records).toEqual([
      ["2025-03-02T12:00:00.000Z", ACTOR, "product.restock", "product", "p2", "", '{"availableQty":5}'],
      ["2025-03-01T23:59:59.000Z", ACTOR, "order.ship", "order", "o1", "", '{"availableQty":5}'],
      ["2025-03-01T00:00:00.000Z", ACTOR, "product.restock", "product", "p1", "", '{"availableQty":5}'],
    ]);
  });

  it("issue 27: without filters it holds the whole trail", async () => {
    const [, ...records] = parse((await exportCsv("")).body, { bom: true }) as string[][];
    expect(records).toHaveLength((await auditRows(t.db)).length);
  });

  it("issue 27: cells a spreadsheet would run as formulas start with a quote (ASVS 5 1.2.10)", async () => {
    const res = await exportCsv(
      `targetType=product&from=2025-03-02&to=2025-03-02&actor=${encodeURIComponent(OTHER)}`,
    );
    const [, row] = parse(res.body, { bom: true }) as string[][];
    expect(row).toEqual([
      "2025-03-02T08:00:00.000Z",
      `'${OTHER}`,
      "product.restock",
      "product",
      "'-1+1",
      "",
      '{"name":"@SUM(A1)"}',
    ]);
  });

  it("issue 27: admins only: 401 signed out, 403 for a customer, and no file", async () => {
    const anonymous = await exportCsv("", null);
    expect(anonymous.statusCode).toBe(401);
    const refused = await exportCsv("", shopper.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain(ACTOR);
  });
});
