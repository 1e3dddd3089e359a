import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import type { OutboxEntry } from "../../src/modules/mail/index.js";
import { onPostgres } from "../postgres.js";

import { startShopProcess, type ShopProcess } from "./shop-process.js";

const dataDir = mkdtempSync(path.join(tmpdir(), "xpart-mail-restart-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const buyer = { email: "restart-buyer@example.test", password: "Spark-Plug-Gap-0.8", name: "Restart Buyer" };
/** The admin each server makes sure of at start-up: only an admin reads the outbox (M3). */
const admin = { ADMIN_EMAIL: "restart-admin@example.test", ADMIN_PASSWORD: "Torque-Wrench-Admin-42" };

/** An API token of the signed-in account (an identity session first, then the token call). */
async function tokenOf(shop: ShopProcess, path: string, account: object, email: string): Promise<string> {
  const json = { "content-type": "application/json", origin: shop.url };
  const signedIn = await fetch(`${shop.url}/api/auth/${path}`, {
    method: "POST",
    headers: json,
    body: JSON.stringify(account),
  });
  const cookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const answer = await fetch(`${shop.url}/api/user/${encodeURIComponent(email)}`, {
    method: "PUT",
    headers: { ...json, cookie },
    body: "{}",
  });
  return ((await answer.json()) as { token: string }).token;
}

async function placeOrder(shop: ShopProcess): Promise<string> {
  const json = { "content-type": "application/json", origin: shop.url };
  const token = await tokenOf(shop, "sign-up/email", buyer, buyer.email);
  const [product] = (await (await fetch(`${shop.url}/api/products?inStock=true&limit=1`)).json()) as {
    _id: string;
    minOrder: number;
  }[];
  const order = await fetch(`${shop.url}/api/orders`, {
    method: "POST",
    headers: { ...json, authorization: `Bearer ${token}` },
    body: JSON.stringify({
      productId: product!._id,
      quantity: product!.minOrder,
      name: "Restart Buyer",
      address: "1 Crash Lane",
      phone: "+1 555 0100",
    }),
  });
  expect(order.status).toBe(201);
  return ((await order.json()) as { insertedId: string }).insertedId;
}

/** The buyer's mail, as the admin reads it from GET /api/outbox. */
async function outbox(shop: ShopProcess): Promise<OutboxEntry[]> {
  const email = admin.ADMIN_EMAIL;
  const token = await tokenOf(shop, "sign-in/email", { email, password: admin.ADMIN_PASSWORD }, email);
  const res = await fetch(`${shop.url}/api/outbox`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as OutboxEntry[]).filter((m) => m.to === buyer.email);
}

describe.skipIf(onPostgres)("a mail job survives a crash (runs in the PGlite pass)", () => {
  it("kill -9 between the order and the send: after the restart the 'placed' mail goes, once", async () => {
    // The first server's worker looks once at start and then not for an hour: the order's mail waits.
    const first = await startShopProcess({ ...admin, MAIL_POLL_INTERVAL: "1h" }, { dataDir });
    const orderId = await placeOrder(first);
    expect(await outbox(first)).toEqual([]);
    first.child.kill("SIGKILL");
    await first.exited;

    const second = await startShopProcess({ ...admin, MAIL_POLL_INTERVAL: "1s" }, { dataDir });
    try {
      await second.waitForLine(/mail queue worked through/);
      // A few more runs of the worker find nothing more to send.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      const placed = (await outbox(second)).filter((m) =>
        m.subject.includes(`#${orderId.slice(0, 8)} placed`),
      );
      expect(placed).toHaveLength(1);
    } finally {
      await second.stop();
    }
  }, 400_000);
});
