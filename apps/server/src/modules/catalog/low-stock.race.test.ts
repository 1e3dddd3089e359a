import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { anAdmin, api } from "../../../test/admin-fixtures.js";
import { ORDER_BODY } from "../../../test/attacks/fixtures.js";
import { bearer, customer } from "../../../test/auth-helpers.js";
import { addProduct } from "../../../test/catalog-fixtures.js";
import { newDatabase, onPostgres } from "../../../test/postgres.js";
import { testConfig } from "../../../test/test-app.js";
import { buildApp } from "../../app.js";
import { openDatabase, type DatabaseHandle } from "../../db/client.js";
import { JOB_SCHEMA } from "../../jobs/index.js";
import { LogSmsSender } from "../../sms/sms-sender.js";

import { products } from "./catalog.tables.js";

import { findProductRow } from "./index.js";

/**
 * Issue 27: two app servers on one PostgreSQL database take orders of one product at once, across its reorder
 * threshold; the admins get one alert each per crossing, however the orders interleave. PGlite runs one query
 * at a time and would pass any implementation, so this runs on PostgreSQL only (`.ci/run` sets it).
 */
let servers: FastifyInstance[] = [];
let handles: DatabaseHandle[] = [];
let drop: () => Promise<void>;

beforeAll(async () => {
  if (!onPostgres) return;
  const copy = await newDatabase(process.env.DATABASE_URL!);
  drop = copy.drop;
  handles = [await openDatabase({ databaseUrl: copy.url }), await openDatabase({ databaseUrl: copy.url })];
  for (const database of handles)
    servers.push(await buildApp(testConfig, { database, sms: new LogSmsSender() }));
});
afterAll(async () => {
  for (const server of servers) await server.close();
  for (const handle of handles) await handle.close();
  await drop?.();
  servers = [];
});

describe.skipIf(!onPostgres)(
  "low-stock alerts from two servers (PostgreSQL only: PGlite serialises queries)",
  () => {
    it("issue 27: 30 parallel orders on two servers cross the threshold once: one mail per admin; a restock re-arms it", async () => {
      const [one, two] = servers as [FastifyInstance, FastifyInstance];
      const db = handles[0]!.db;
      const admins = [await anAdmin(one, db), await anAdmin(two, db)];
      const buyers = await Promise.all(Array.from({ length: 30 }, (_, i) => customer(i % 2 ? one : two)));
      const id = await addProduct(db, { availableQty: 1500, minOrder: 50, reorderThreshold: 1000 });

      const alerts = async () => {
        const result = (await db.execute(sql`
        select data->>'to' as "to" from ${sql.identifier(JOB_SCHEMA)}.job
        where name = 'mail' and data->>'kind' = 'low-stock' and data->'data'->>'productId' = ${id}
        order by data->>'to'`)) as unknown as { rows: { to: string }[] };
        return result.rows.map((row) => row.to);
      };
      const orderAll = () =>
        Promise.all(
          buyers.map((buyer, i) =>
            (i % 2 ? one : two).inject({
              method: "POST",
              url: "/api/orders",
              headers: bearer(buyer.token),
              payload: { productId: id, ...ORDER_BODY },
            }),
          ),
        );
      const everyAdmin = admins.map((a) => a.email).sort();

      const first = await orderAll(); // 1500 → 0: crosses 1000 once
      expect(first.map((r) => r.statusCode)).toEqual(Array(30).fill(201));
      expect((await findProductRow(db, id))!.availableQty).toBe(0);
      expect(await alerts()).toEqual(everyAdmin);

      const restock = await api(one, "PUT", `/api/products/${id}`, admins[0]!.token, {
        updatedQuantity: 1500,
      });
      expect(restock.statusCode, restock.body).toBe(200); // 1500: above again, cleared
      const [row] = await db
        .select({ since: products.lowStockSince })
        .from(products)
        .where(eq(products.id, id));
      expect(row!.since).toBeNull();

      await orderAll(); // 1500 → 0 again: the second crossing
      expect(await alerts()).toEqual([...everyAdmin, ...everyAdmin].sort());
    }, 120_000);
  },
);
