import {
  PRICE_LIST_COLUMNS,
  type CompanyPriceEntry,
  type ImportCounts,
  type ImportMode,
} from "@xpart/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { anAdmin, lastAuditId, oneAuditRowSince, unchanged } from "../../../test/admin-fixtures.js";
import { bearer, customer } from "../../../test/auth-helpers.js";
import { addProduct } from "../../../test/catalog-fixtures.js";
import { csvFile, refusals, sqlRows } from "../../../test/catalogue-csv-fixtures.js";
import { companyAdmin, type Person } from "../../../test/company-fixtures.js";
import { createTestApp, type TestApp } from "../../../test/test-app.js";

/**
 * Issue 40 item 7: a company's price list imported and exported in the catalogue CSV's style: a dry run
 * writes nothing and names every bad row, an apply writes all or nothing, the export reads back unchanged.
 */
let t: TestApp;
let shopAdmin: Person;
let companyId: string;
let companyAdminPerson: Person;
let shopper: Person;
/** Three products, $20.00 each, by SKU. */
const sku = { a: "PL-A-100", b: "PL-B-200", c: "PL-C-300", archived: "PL-OLD-1" };
const ids: Record<keyof typeof sku, string> = { a: "", b: "", c: "", archived: "" };

const file = (lines: string[][], columns: readonly string[] = PRICE_LIST_COLUMNS) => csvFile(columns, lines);

const importFile = (mode: ImportMode, csv: string, who: Person | null = shopAdmin, id = companyId) =>
  t.app.inject({
    method: "POST",
    url: `/api/admin/companies/${id}/price-list-import?mode=${mode}`,
    headers: { ...(who ? bearer(who.token) : {}), "content-type": "text/csv" },
    payload: csv,
  });

const exportFile = (who: Person | null = shopAdmin, id = companyId) =>
  t.app.inject({
    method: "GET",
    url: `/api/admin/companies/${id}/price-list-export`,
    headers: who ? bearer(who.token) : {},
  });

const priceList = async () =>
  (
    await t.app.inject({
      method: "GET",
      url: `/api/admin/companies/${companyId}/prices`,
      headers: bearer(shopAdmin.token),
    })
  ).json<(CompanyPriceEntry & { sku: string })[]>();

const listBySku = async () =>
  Object.fromEntries(
    (await priceList())
      .sort((x, y) => x.sku.localeCompare(y.sku))
      .map(({ sku: s, kind, price, percentOff, validFrom, validTo }) => [
        s,
        { kind, price, percentOff, validFrom, validTo },
      ]),
  );

beforeAll(async () => {
  t = await createTestApp();
  shopAdmin = await anAdmin(t.app, t.db);
  shopper = await customer(t.app);
  ({ companyId, admin: companyAdminPerson } = await companyAdmin(t));
  for (const key of Object.keys(sku) as (keyof typeof sku)[])
    ids[key] = await addProduct(t.db, { sku: sku[key], priceCents: 2000, minOrder: 1 });
  await t.db.execute(sql`update products set archived_at = now() where id = ${ids.archived}`);
});
afterAll(() => t?.close());

beforeEach(async () => {
  await t.db.execute(sql`delete from company_prices`);
  // A stands at $18.00, B at 5% off.
  await importFile(
    "apply",
    file([
      [sku.a, "fixed", "18.00", "", "", ""],
      [sku.b, "percent", "", "5", "", ""],
    ]),
  );
});

describe("dry run (issue 40 item 7)", () => {
  it("counts what an apply would do and writes nothing", async () => {
    const csv = file([
      [sku.a, "fixed", "18", "", "", ""], // unchanged: 18 is $18.00
      [sku.b, "percent", "", "7.5", "2026-01-01", "2026-12-31"], // changed
      [sku.c, "fixed", "15.50", "", "", ""], // added
    ]);
    const res = await unchanged(t.db, () => importFile("dry-run", csv));
    expect(res.statusCode).toBe(200);
    expect(res.json<ImportCounts>()).toEqual({
      mode: "dry-run",
      applied: false,
      added: 1,
      changed: 1,
      unchanged: 1,
      removed: 0,
      refused: [],
    });
    expect(Object.keys(await listBySku())).toEqual([sku.a, sku.b]);
  });

  it("names every bad row by its line and why, each of its problems at once", async () => {
    const csv = file([
      ["NO-SUCH-SKU", "fixed", "10", "", "", ""],
      [sku.a, "cheap", "10", "", "", ""],
      [sku.b, "fixed", "", "", "", ""],
      [sku.c, "percent", "5", "100", "", ""],
      [sku.c, "fixed", "0", "", "2026-02-30", "2026-01-01"],
      [sku.archived, "fixed", "10", "", "", ""],
      [sku.a, "remove", "", "", "", ""],
      [sku.b, "fixed", "12", "", "2026-12-01", "2026-01-01"],
      [sku.b, "fixed", "12", "", "", ""],
      [sku.b, "remove", "", "", "", ""],
    ]);
    const res = await unchanged(t.db, () => importFile("dry-run", csv));
    expect(res.statusCode).toBe(200);
    expect(res.json<ImportCounts>().refused).toEqual(
      refusals(
        [2, "sku is not a product of the catalogue"],
        [3, "kind must be one of: fixed, percent, remove"],
        [4, "price is required"],
        [
          5,
          "price must be empty for kind percent; percent_off must be a percentage above 0 and below 100, with at most two decimals, like 12.5",
        ],
        [6, "valid_from must be a date like 2026-12-31; price must be above 0"],
        [7, "sku is an archived product: it can only be removed from the list (kind remove)"],
        [9, "valid_from must not be after valid_to"],
        [11, "SKU PL-B-200 is on line 10 already"],
      ),
    );
  });

  it("names impossible days (month 13, day 32, year 0) as bad cells, never a 500", async () => {
    const csv = file([
      [sku.a, "fixed", "18", "", "2026-13-01", ""],
      [sku.b, "fixed", "18", "", "", "2026-01-32"],
      [sku.c, "fixed", "18", "", "0000-01-01", ""],
    ]);
    for (const mode of ["dry-run", "apply"] as const) {
      const res = await unchanged(t.db, () => importFile(mode, csv));
      expect(res.statusCode, res.body).toBe(mode === "dry-run" ? 200 : 400);
    }
    const refused = (await importFile("dry-run", csv)).json<ImportCounts>().refused;
    expect(refused).toEqual(
      refusals(
        [2, "valid_from must be a date like 2026-12-31"],
        [3, "valid_to must be a date like 2026-12-31"],
        [4, "valid_from must be a date like 2026-12-31"],
      ),
    );
  });

  it("takes an archived product's price off the list, and refuses to give it one", async () => {
    await t.db.execute(
      sql`insert into company_prices (company_id, product_id, kind, price_cents) values (${companyId}, ${ids.archived}, 'fixed', 100)`,
    );
    const res = await importFile("apply", file([[sku.archived, "remove", "", "", "", ""]]));
    expect(res.json<ImportCounts>()).toMatchObject({ removed: 1, refused: [] });
    expect(await sqlRows(t.db, sql`select 1 from company_prices where product_id = ${ids.archived}`)).toEqual(
      [],
    );
  });

  it("refuses a file whose header lacks a column, and reads one without the optional dates", async () => {
    const missing = await importFile("dry-run", file([[sku.a, "fixed", "18"]], ["sku", "kind", "price"]));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("The header lacks the column percent_off");
    const short = await importFile(
      "dry-run",
      file([[sku.c, "fixed", "9.99", ""]], ["sku", "kind", "price", "percent_off"]),
    );
    expect(short.json<ImportCounts>()).toMatchObject({ added: 1, refused: [] });
  });
});

describe("apply", () => {
  it("writes every row in one go, with one audit entry, and reads back as written", async () => {
    const before = await lastAuditId(t.db);
    const csv = file([
      [sku.a, "remove", "", "", "", ""],
      [sku.b, "percent", "", "7.5", "2026-01-01", "2026-12-31"],
      [sku.c, "fixed", "15.50", "", "", "2027-06-30"],
    ]);
    const res = await importFile("apply", csv);
    expect(res.json<ImportCounts>()).toEqual({
      mode: "apply",
      applied: true,
      added: 1,
      changed: 1,
      unchanged: 0,
      removed: 1,
      refused: [],
    });
    expect(await listBySku()).toEqual({
      [sku.b]: {
        kind: "percent",
        price: null,
        percentOff: 7.5,
        validFrom: "2026-01-01",
        validTo: "2026-12-31",
      },
      [sku.c]: { kind: "fixed", price: 15.5, percentOff: null, validFrom: null, validTo: "2027-06-30" },
    });
    const audit = await oneAuditRowSince(t.db, before);
    expect(audit).toMatchObject({
      action: "company.price-import",
      targetType: "company",
      targetId: companyId,
      after: { rows: 3, added: 1, changed: 1, unchanged: 0, removed: 1 },
    });
    // The same file again changes nothing: a remove of a product not on the list is unchanged.
    expect((await importFile("apply", csv)).json<ImportCounts>()).toMatchObject({
      unchanged: 3,
      added: 0,
      changed: 0,
      removed: 0,
    });
  });

  it("writes nothing when any row is refused: a 400 naming the line", async () => {
    const csv = file([
      [sku.c, "fixed", "15.50", "", "", ""],
      [sku.a, "fixed", "abc", "", "", ""],
    ]);
    const res = await unchanged(t.db, () => importFile("apply", csv));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      "line 3": "price must be dollars with at most two decimals, like 12.50",
    });
    expect(Object.keys(await listBySku())).toEqual([sku.a, sku.b]);
  });
});

describe("export", () => {
  it("writes the list by SKU in the import's columns, and imports back unchanged", async () => {
    // An archived product's price stays stored, but the import would refuse its SKU: the file leaves it out.
    await t.db.execute(
      sql`insert into company_prices (company_id, product_id, kind, price_cents) values (${companyId}, ${ids.archived}, 'fixed', 100)`,
    );
    const res = await exportFile();
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="x-part-prices-[a-z0-9-]+\.csv"$/,
    );
    expect(res.body).toBe(
      `\ufeff${PRICE_LIST_COLUMNS.join(",")}\r\n${sku.a},fixed,18.00,,,\r\n${sku.b},percent,,5,,\r\n`,
    );
    expect((await importFile("dry-run", res.body)).json<ImportCounts>()).toMatchObject({
      unchanged: 2,
      added: 0,
      changed: 0,
      refused: [],
    });
  });
});

describe("who may, and bad input (issue 40 item 8)", () => {
  it("is the shop admins' alone: 401 signed out, 403 for a customer or the company's own admin", async () => {
    const csv = file([[sku.c, "fixed", "1.00", "", "", ""]]);
    await unchanged(t.db, async () => {
      expect((await importFile("apply", csv, null)).statusCode).toBe(401);
      expect((await importFile("apply", csv, shopper)).statusCode).toBe(403);
      expect((await importFile("apply", csv, companyAdminPerson)).statusCode).toBe(403);
      expect((await exportFile(null)).statusCode).toBe(401);
      expect((await exportFile(companyAdminPerson)).statusCode).toBe(403);
    });
  });

  it("answers 404 for an unknown company, 400 naming a bad mode, 415 for another body type", async () => {
    const csv = file([[sku.c, "fixed", "1.00", "", "", ""]]);
    await unchanged(t.db, async () => {
      for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-company"]) {
        expect((await importFile("dry-run", csv, shopAdmin, id)).statusCode).toBe(404);
        expect((await exportFile(shopAdmin, id)).statusCode).toBe(404);
      }
      const badMode = await importFile("write" as ImportMode, csv);
      expect(badMode.statusCode).toBe(400);
      expect(JSON.stringify(badMode.json())).toContain("mode must be one of: dry-run, apply");
      const json = await t.app.inject({
        method: "POST",
        url: `/api/admin/companies/${companyId}/price-list-import?mode=apply`,
        headers: bearer(shopAdmin.token),
        payload: { sku: sku.c },
      });
      expect(json.statusCode).toBe(415);
    });
    expect(await sqlRows(t.db, sql`select 1 from company_prices where product_id = ${ids.c}`)).toEqual([]);
  });
});
