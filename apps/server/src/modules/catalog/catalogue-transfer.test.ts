import {
  CATALOGUE_COLUMNS,
  CATALOGUE_TRANSFER_LIMITS,
  CATALOGUE_TRANSFER_TEXTS as TEXTS,
  type CatalogueImportAnswer,
  type CatalogueKind,
  type ImportMode,
} from "@xpart/shared";
import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { auditSince, lastAuditId, oneAuditRowSince, type Account } from "../../../test/admin-fixtures.js";
import { bearer, customer } from "../../../test/auth-helpers.js";
import { addProduct } from "../../../test/catalog-fixtures.js";
import {
  catalogueCast,
  csvFile,
  csvLine,
  exportCatalogue,
  importCatalogue,
  productRow,
  sqlRows,
  type ProductCells,
  refusals,
} from "../../../test/catalogue-csv-fixtures.js";
import type { TestApp } from "../../../test/test-app.js";

/**
 * The admin's catalogue CSV import and export (issue 25, decision 0030), through HTTP against the real test
 * database: a dry run writes nothing, an apply writes all or nothing, the export reads back unchanged.
 */

let t: TestApp;
let admin: Account;
let shopper: Account;
/** A picture uploaded to the shop, for new products. */
let img: string;

beforeAll(async () => {
  ({ t, admin, img } = await catalogueCast());
  shopper = await customer(t.app);
});
afterAll(() => t?.close());

const rows = <T>(query: SQL) => sqlRows<T>(t.db, query);

/** Everything an import could write: the catalogue's three tables, the stock ledger and the audit trail. */
async function catalogueSnapshot() {
  return {
    products: await rows(sql`select * from products order by position`),
    fitments: await rows(sql`select * from fitments order by id`),
    vehicles: await rows(sql`select * from vehicles order by id`),
    stock: await rows(sql`select * from stock_movements order by id`),
    audit: await rows(sql`select * from audit_events order by id`),
  };
}

const file = (kind: CatalogueKind, lines: (readonly string[])[]) => csvFile(CATALOGUE_COLUMNS[kind], lines);

const product = (changes: Partial<ProductCells> = {}): string[] =>
  productRow(
    {
      sku: "IMP-1",
      name: "Import Test Tape",
      brand: "Stanley",
      mpn: "STHT30-1",
      category: "Measuring Tape",
      description: "A tape measure,\nadded by the CSV import.",
      price: "12.50",
      min_order: "10",
      stock: "100",
      cross_references: "OEM-1|OEM-2",
      specs: "length=5000;material=Steel",
      universal: "false",
      img,
      order_step: "1",
      price_breaks: "",
      reorder_threshold: "",
    },
    changes,
  );

function importCsv(
  kind: CatalogueKind,
  mode: ImportMode,
  csv: string | Buffer,
  options: { token?: string | null; contentType?: string } = {},
) {
  const token = options.token === undefined ? admin.token : options.token;
  return importCatalogue(t.app, token, kind, mode, csv, options.contentType);
}

const exportCsv = (kind: CatalogueKind, token: string | null = admin.token) =>
  exportCatalogue(t.app, token, kind);

const counts = (answer: CatalogueImportAnswer) => {
  const { added, changed, unchanged, removed } = answer;
  return { added, changed, unchanged, removed, refused: answer.refused.length };
};

describe("who may import and export", () => {
  it("401 signed out, 403 for a customer, on both routes, before the body is read", async () => {
    const csv = file("vehicles", [["2020", "Impco", "Alpha", "2.8 D"]]);
    const before = await catalogueSnapshot();
    expect((await importCsv("vehicles", "apply", csv, { token: null })).statusCode).toBe(401);
    expect((await importCsv("vehicles", "apply", csv, { token: shopper.token })).statusCode).toBe(403);
    expect((await exportCsv("vehicles", null)).statusCode).toBe(401);
    expect((await exportCsv("vehicles", shopper.token)).statusCode).toBe(403);
    expect(await catalogueSnapshot()).toEqual(before);
  });
});

describe("whole-file refusals", () => {
  it("415 for a body that is not text/csv, or not UTF-8 by its declared charset", async () => {
    for (const contentType of ["application/json", "text/plain", "text/csv; charset=windows-1252"]) {
      const res = await importCsv("vehicles", "dry-run", "year,make,model,engine\n", { contentType });
      expect(res.statusCode, contentType).toBe(415);
      expect(res.json().message).toBe(TEXTS.notCsv);
    }
    expect(
      (
        await importCsv("vehicles", "dry-run", "year,make,model,engine\n", {
          contentType: "text/csv; charset=UTF-8",
        })
      ).statusCode,
    ).toBe(200);
  });

  it("413 for a file over 5 MB, with the limit in words", async () => {
    const big = `year,make,model,engine\n2020,Impco,Alpha,${"e".repeat(CATALOGUE_TRANSFER_LIMITS.maxBytes)}\n`;
    const res = await importCsv("vehicles", "dry-run", big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(TEXTS.tooLarge);
  });

  it("400 for more than 50,000 rows, a file that is not UTF-8, or no body", async () => {
    const many = `year,make,model,engine\n${"2020,A,B,C\n".repeat(CATALOGUE_TRANSFER_LIMITS.maxRows + 1)}`;
    const tooMany = await importCsv("vehicles", "dry-run", many);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(TEXTS.tooManyRows);
    const latin1 = Buffer.from("year,make,model,engine\n2020,Citro\xebn,C3,1.2\n", "latin1");
    expect((await importCsv("vehicles", "dry-run", latin1)).json().message).toBe(TEXTS.notUtf8);
    const empty = await t.app.inject({
      method: "POST",
      url: "/api/admin/catalogue-import?kind=vehicles&mode=dry-run",
      headers: bearer(admin.token),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(TEXTS.emptyBody);
  });

  it("400 naming the line of bad quoting, and the header's missing or unknown columns", async () => {
    const quoting = await importCsv(
      "vehicles",
      "dry-run",
      'year,make,model,engine\n2020,Impco,Alpha,2.8 D\n2021,"Impco,Alpha,2.8 D\n',
    );
    expect(quoting.statusCode).toBe(400);
    expect(quoting.json().message).toBe(TEXTS.notValidCsv(3, "a quoted value is never closed"));
    const missing = await importCsv("vehicles", "dry-run", "year,make,model\n2020,Impco,Alpha\n");
    expect(missing.json().message).toBe(TEXTS.missingColumns(["engine"]));
    const unknown = await importCsv("vehicles", "dry-run", "year,make,model,engine,colour\n");
    expect(unknown.json().message).toBe(TEXTS.unknownColumns(["colour"]));
  });

  it("400 for an unknown kind or mode", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/catalogue-import?kind=orders&mode=apply",
      headers: { ...bearer(admin.token), "content-type": "text/csv" },
      payload: "a\n",
    });
    expect(res.statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: "/api/admin/catalogue-export?kind=users",
          headers: bearer(admin.token),
        })
      ).statusCode,
    ).toBe(400);
  });
});

const VEHICLES = [
  ["2015", "Impco", "Alpha", "2.8 D"],
  ["2016", "Impco", "Alpha", "2.8 D"],
  ["2016", "Impco", "Alpha", "2.7 Petrol"],
  ["2012", "Impco", "Beta", "3.2 TDCi"],
];

describe("a good file: dry run, apply, apply again", () => {
  // Built when a test runs: the picture is uploaded in beforeAll.
  const products = () =>
    file("products", [
      product(),
      product({ sku: "-12", name: "Dash Part", universal: "true", cross_references: "", specs: "", mpn: "" }),
    ]);
  const fitment = file("fitment", [
    ["IMP-1", "Impco", "Alpha", "2015", "2016", "", "Front", "2", "Both sides"],
    ["IMP-1", "Impco", "Beta", "2010", "2014", "3.2 TDCi", "", "", ""],
  ]);

  it("a dry run counts what would change and writes nothing", async () => {
    const before = await catalogueSnapshot();
    for (const [kind, csv, expected] of [
      ["vehicles", file("vehicles", VEHICLES), { added: 4, changed: 0, unchanged: 0 }],
      ["products", products(), { added: 2, changed: 0, unchanged: 0 }],
    ] as const) {
      const res = await importCsv(kind, "dry-run", csv);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        kind,
        mode: "dry-run",
        applied: false,
        removed: 0,
        refused: [],
        ...expected,
      });
    }
    expect(await catalogueSnapshot()).toEqual(before);
  });

  it("an apply writes every row in one go, with one audit record each, and the shop shows it", async () => {
    for (const [kind, csv, added] of [
      ["vehicles", file("vehicles", VEHICLES), 4],
      ["products", products(), 2],
      ["fitment", fitment, 2],
    ] as const) {
      const since = await lastAuditId(t.db);
      const res = await importCsv(kind, "apply", csv);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        kind,
        mode: "apply",
        applied: true,
        added,
        changed: 0,
        refused: [],
      });
      const audit = await oneAuditRowSince(t.db, since);
      expect(audit).toMatchObject({
        actorId: expect.any(String),
        actorEmail: admin.email,
        action: "catalogue.import",
        targetType: "catalogue",
        targetId: kind,
      });
      expect(audit!.after).toMatchObject({ kind, added, changed: 0, unchanged: 0, removed: 0 });
    }
    const [tape] = await rows<Record<string, unknown>>(sql`select * from products where sku = 'IMP-1'`);
    expect(tape).toMatchObject({
      name: "Import Test Tape",
      brand: "Stanley",
      mpn: "STHT30-1",
      category: "Measuring Tape",
      description: "A tape measure,\nadded by the CSV import.",
      price_cents: 1250,
      min_order: 10,
      available_qty: 100,
      cross_references: ["OEM-1", "OEM-2"],
      specs: { length: 5000, material: "Steel" },
      universal: false,
      img,
    });
    const shop = await t.app.inject({ method: "GET", url: "/api/products?q=IMP-1" });
    expect(shop.json()[0]).toMatchObject({ sku: "IMP-1", price: 12.5 });
    const fits = await t.app.inject({ method: "GET", url: `/api/products/${String(tape!.id)}/fitment` });
    expect(fits.json().applications).toEqual([
      {
        make: "Impco",
        model: "Alpha",
        yearFrom: 2015,
        yearTo: 2016,
        engine: null,
        position: "Front",
        quantity: 2,
        note: "Both sides",
      },
      {
        make: "Impco",
        model: "Beta",
        yearFrom: 2010,
        yearTo: 2014,
        engine: "3.2 TDCi",
        position: null,
        quantity: 1,
        note: null,
      },
    ]);
  });

  it("applying the same files again changes nothing and says all unchanged", async () => {
    const before = await catalogueSnapshot();
    for (const [kind, csv, unchanged] of [
      ["vehicles", file("vehicles", VEHICLES), 4],
      ["products", products(), 2],
      ["fitment", fitment, 2],
    ] as const) {
      const res = await importCsv(kind, "apply", csv);
      expect(counts(res.json())).toEqual({ added: 0, changed: 0, unchanged, removed: 0, refused: 0 });
    }
    const after = await catalogueSnapshot();
    expect({ ...after, audit: [] }).toEqual({ ...before, audit: [] });
  });

  it("a changed row updates its product, keeps its picture when img is empty, and logs the stock change", async () => {
    const since = await lastAuditId(t.db);
    const res = await importCsv(
      "products",
      "apply",
      file("products", [product({ stock: "70", price: "13", img: "" })]),
    );
    expect(counts(res.json())).toEqual({ added: 0, changed: 1, unchanged: 0, removed: 0, refused: 0 });
    const [tape] = await rows<{ id: string; available_qty: number; price_cents: number; img: string }>(
      sql`select id, available_qty, price_cents, img from products where sku = 'IMP-1'`,
    );
    expect(tape).toMatchObject({ available_qty: 70, price_cents: 1300, img });
    const [movement] = await rows<{ delta: number; reason: string; actor: string }>(
      sql`select delta, reason, actor from stock_movements where product_id = ${tape!.id} order by id desc limit 1`,
    );
    expect(movement).toEqual({ delta: -30, reason: "restock", actor: expect.any(String) });
    expect(await auditSince(t.db, since)).toHaveLength(1);
  });

  it("a fitment file replaces the fitment of the SKUs it names, and counts what it removes", async () => {
    const replace = file("fitment", [
      ["IMP-1", "Impco", "Alpha", "2015", "2016", "", "Front", "4", "Both sides"],
    ]);
    const dry = await importCsv("fitment", "dry-run", replace);
    expect(counts(dry.json())).toEqual({ added: 0, changed: 1, unchanged: 0, removed: 1, refused: 0 });
    await importCsv("fitment", "apply", replace);
    const again = await importCsv("fitment", "apply", replace);
    expect(counts(again.json())).toEqual({ added: 0, changed: 0, unchanged: 1, removed: 0, refused: 0 });
    const left = await rows(
      sql`select f.quantity from fitments f join products p on p.id = f.product_id where p.sku = 'IMP-1'`,
    );
    expect(left).toEqual([{ quantity: 4 }]);
  });
});

describe("a file with bad rows", () => {
  let archivedSku: string;
  beforeAll(async () => {
    archivedSku = "IMP-GONE";
    const id = await addProduct(t.db, { sku: archivedSku, img });
    await t.db.execute(sql`update products set archived_at = now() where id = ${id}`);
  });

  const bad = (changes: Partial<ProductCells>) =>
    csvLine(product({ description: "A tape measure.", ...changes }));
  const badProducts = () =>
    [
      CATALOGUE_COLUMNS.products.join(","),
      bad({ sku: "IMP-OK" }), // 2: fine
      bad({ sku: "IMP-P", price: "0" }), // 3
      bad({ sku: "IMP-C", category: "Spoons" }), // 4
      bad({ sku: "IMP-S", specs: "colour=red" }), // 5
      bad({ sku: "IMP-OK" }), // 6: the SKU of line 2
      bad({ sku: "IMP-N", name: "Bad\u0007Name" }), // 7
      csvLine(["IMP-W", "Too", "few"]), // 8
      bad({ sku: "IMP-NEW", img: "" }), // 9
      bad({ sku: "IMP-I", img: `/api/images/${"0".repeat(64)}` }), // 10
      bad({ sku: archivedSku }), // 11
      bad({ sku: "IMP-M", min_order: "ten", universal: "maybe" }), // 12
      bad({ sku: "IMP-D", description: "two\nlines", stock: "-5" }), // 13-14
      bad({ sku: "IMP-L", name: "x".repeat(101) }), // 15
      bad({ sku: "xp-n99999" }), // 16: the shop's own SKU form
    ].join("\n") + "\n";

  it("a dry run names every bad row with its line and reason, and writes nothing", async () => {
    const before = await catalogueSnapshot();
    const res = await importCsv("products", "dry-run", badProducts());
    expect(res.statusCode).toBe(200);
    const answer: CatalogueImportAnswer = res.json();
    expect(answer).toMatchObject({ applied: false, added: 1, changed: 0, unchanged: 0 });
    expect(answer.refused).toEqual(
      refusals(
        [3, "price must be above 0"],
        [4, expect.stringMatching(/^category must be one of: Measuring Tape, /)],
        [5, expect.stringMatching(/^specs 'colour' is not a specification/)],
        [6, "SKU IMP-OK is on line 2 already"],
        [7, "name must not contain control characters"],
        [8, `has 3 values, the header has ${CATALOGUE_COLUMNS.products.length}`],
        [9, "img is required for a new product"],
        [10, "img must be a picture uploaded to this shop (/api/images/…)"],
        [11, "SKU IMP-GONE belongs to a deleted product (kept for its orders)"],
        [12, "min_order must be a whole number; universal must be true or false"],
        [13, "stock must be a whole number"],
        [15, "name must be at most 100 characters"],
        [16, "SKU xp-n99999 is in the form the shop gives its own products (XP-N…)"],
      ),
    );
    expect(await catalogueSnapshot()).toEqual(before);
  });

  it("an apply of that file answers 400 with the count and writes nothing, not even its good row", async () => {
    const before = await catalogueSnapshot();
    const res = await importCsv("products", "apply", badProducts());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(TEXTS.applyRefused(13));
    expect(res.json().fields).toMatchObject({ "line 3": "price must be above 0" });
    expect(await catalogueSnapshot()).toEqual(before);
  });

  it("fitment rows: an unknown SKU, no such vehicle, years out of order or range, a bad quantity, a repeat", async () => {
    const before = await catalogueSnapshot();
    const res = await importCsv(
      "fitment",
      "dry-run",
      file("fitment", [
        ["NO-SUCH", "Impco", "Alpha", "2015", "2016", "", "", "1", ""],
        ["IMP-1", "Impco", "Gamma", "2015", "2016", "", "", "1", ""],
        ["IMP-1", "Impco", "Alpha", "2015", "2016", "1.0 Electric", "", "1", ""],
        ["IMP-1", "Impco", "Alpha", "2017", "2015", "", "", "1", ""],
        ["IMP-1", "Impco", "Alpha", "1900", "2016", "", "", "1", ""],
        ["IMP-1", "Impco", "Alpha", "2015", "2016", "", "Rear", "0", ""],
        ["IMP-1", "Impco", "Alpha", "2015", "2016", "", "Front", "1", ""],
        ["IMP-1", "Impco", "Alpha", "2015", "2016", "", "Front", "3", ""],
        ["-12", "Impco", "Alpha", "2015", "2016", "", "", "1", ""],
      ]),
    );
    expect(res.json().refused).toEqual(
      refusals(
        [2, "no product has SKU NO-SUCH"],
        [3, "matches no vehicle in the vehicle list (Impco Gamma, 2015-2016)"],
        [4, "matches no vehicle in the vehicle list (Impco Alpha, 2015-2016, 1.0 Electric)"],
        [5, "year_from must not be after year_to"],
        [6, "year_from must be at least 1950"],
        [7, "quantity must be at least 1"],
        [9, "The application of IMP-1 to Impco Alpha 2015-2016 (Front) is on line 8 already"],
        [10, "SKU -12 is universal: it fits every vehicle and takes no fitment rows"],
      ),
    );
    expect(await catalogueSnapshot()).toEqual(before);
  });

  it("vehicle rows: a bad year, a missing engine, a repeat", async () => {
    const res = await importCsv(
      "vehicles",
      "dry-run",
      file("vehicles", [
        ["20x5", "Impco", "Alpha", "2.8 D"],
        ["2031", "Impco", "Alpha", "2.8 D"],
        ["2019", "Impco", "Alpha", ""],
        ["2019", "Impco", "Alpha", "2.8 D"],
        ["2019", "Impco", "Alpha", "2.8 D"],
      ]),
    );
    expect(res.json()).toMatchObject({ added: 1, unchanged: 0 });
    expect(res.json().refused).toEqual(
      refusals(
        [2, "year must be a whole number"],
        [3, "year must be at most 2030"],
        [4, "engine is required"],
        [6, "The vehicle 2019 Impco Alpha 2.8 D is on line 5 already"],
      ),
    );
  });
});

describe("export", () => {
  it("downloads each kind as a UTF-8 CSV attachment, archived products left out", async () => {
    const res = await exportCsv("products");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="x-part-products.csv"');
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body.startsWith(`\uFEFF${CATALOGUE_COLUMNS.products.join(",")}\r\n`)).toBe(true);
    expect(res.body).not.toContain("IMP-GONE");
    const vehicles = await exportCsv("vehicles");
    expect(vehicles.body).toContain("\r\n2012,Impco,Beta,3.2 TDCi\r\n");
  });

  it("escapes formula cells with a quote: a name '=HYPERLINK(…)' and the part number '-12' come back as they were", async () => {
    const name = '=HYPERLINK("http://evil.test","Click")';
    await importCsv(
      "products",
      "apply",
      file("products", [product({ sku: "IMP-F", name, mpn: "+44", cross_references: "@A|-B" })]),
    );
    const res = await exportCsv("products");
    const lines = res.body.split("\r\n");
    expect(lines.find((l) => l.startsWith("'-12,"))).toBeDefined();
    const formula = lines.find((l) => l.startsWith("IMP-F,"))!;
    expect(formula).toContain(`"'=HYPERLINK(""http://evil.test"",""Click"")"`);
    expect(formula).toContain(",'+44,");
    expect(formula).toContain(",'@A|-B,");
    // No cell of the file starts as a formula.
    for (const cell of res.body.split(/,|\r\n/)) expect(cell).not.toMatch(/^"?[=+\-@\t\r]/);
    const back = await importCsv("products", "dry-run", res.body);
    expect(back.json().refused).toEqual([]);
    expect(back.json().changed).toBe(0);
    const [stored] = await rows<{ name: string }>(sql`select name from products where sku = 'IMP-F'`);
    expect(stored!.name).toBe(name);
  });

  it("export, then import the files as a dry run: every row unchanged, the demo catalogue's included", async () => {
    const unchanged: Record<string, number> = {};
    for (const kind of ["products", "fitment", "vehicles"] as const) {
      const exported = await exportCsv(kind);
      const res = await importCsv(kind, "dry-run", exported.body);
      expect(res.statusCode).toBe(200);
      expect(counts(res.json()), kind).toEqual({
        ...counts(res.json()),
        added: 0,
        changed: 0,
        removed: 0,
        refused: 0,
      });
      unchanged[kind] = res.json().unchanged;
    }
    // The test database starts with the demo catalogue (163 products, their fitment and vehicles).
    expect(unchanged).toEqual({
      products: expect.any(Number),
      fitment: expect.any(Number),
      vehicles: expect.any(Number),
    });
    expect(unchanged.products).toBeGreaterThan(163);
    expect(unchanged.fitment).toBeGreaterThan(100);
    expect(unchanged.vehicles).toBeGreaterThan(60);
  });
});
