import type { Order } from "@xpart/shared";
import { sql, type SQL } from "drizzle-orm";
import { Stripe } from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase, type DatabaseHandle } from "../../src/db/client.js";
import { findProductRow } from "../../src/modules/catalog/index.js";
import type { OutboxEntry } from "../../src/modules/mail/index.js";
import { demoProducts } from "../../src/seed/demo-products.js";
import { addProduct, stockMovementTotal } from "../catalog-fixtures.js";
import { newDatabase, onPostgres } from "../postgres.js";
import { startStripeStandIn } from "../stripe-stand-in.js";

import { startShopProcess, type ShopProcess } from "./shop-process.js";

/** The catalogue cache's time to live on both servers: the documented bound on another server's writes. */
const CACHE_MS = 2000;
const WEBHOOK_SECRET = "whsec_two_servers";
/** The per-account limit on API token requests (accounts.routes.ts). */
const TOKEN_LIMIT = 30;
const stripe = new Stripe("sk_test_unused");
const ADMIN = { email: "boss@example.test", password: "Correct-Horse-Battery-9" };

let database: Awaited<ReturnType<typeof newDatabase>>;
let handle: DatabaseHandle;
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
let servers: ShopProcess[] = [];

/** The small load balancer of this test: each request goes to the next server in turn. */
let turn = 0;
const nextServer = () => servers[turn++ % servers.length]!;

interface Sent {
  status: number;
  body: unknown;
  cookies: string[];
}

async function send(
  server: ShopProcess,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Sent> {
  const res = await fetch(server.url + path, {
    method,
    headers: {
      origin: server.url,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, cookies: res.headers.getSetCookie() };
}

interface Buyer {
  email: string;
  /** The address the proxy reports for this buyer (TRUST_PROXY): each buyer has its own, as on the Internet. */
  headers: Record<string, string>;
  cookie: string;
  token: string;
}

let buyers = 0;
/** Signs up on one server and gets an API token from the next: the session is valid on both. */
async function newBuyer(): Promise<Buyer> {
  buyers += 1;
  const email = `two-servers-${buyers}@example.test`;
  const address = { "x-forwarded-for": `10.0.14.${buyers}` };
  const signUp = await send(
    nextServer(),
    "POST",
    "/api/auth/sign-up/email",
    { email, password: "bolt-and-nut-7", name: `Buyer ${buyers}` },
    address,
  );
  expect(signUp.status, JSON.stringify(signUp.body)).toBe(200);
  const cookie = signUp.cookies.map((c) => c.split(";")[0]).join("; ");
  const token = await send(
    nextServer(),
    "PUT",
    `/api/user/${encodeURIComponent(email)}`,
    { email },
    {
      ...address,
      cookie,
    },
  );
  expect(token.status).toBe(200);
  return { email, headers: address, cookie, token: (token.body as { token: string }).token };
}

const asBuyer = (buyer: Buyer) => ({ ...buyer.headers, authorization: `Bearer ${buyer.token}` });

function placeOrder(server: ShopProcess, buyer: Buyer, productId: string) {
  return send(
    server,
    "POST",
    "/api/orders",
    { productId, quantity: 50, name: "Racer", address: "1 Race Road", phone: "+1 555 0101" },
    asBuyer(buyer),
  );
}

/** Rows of a query on the shared database (node-postgres' result shape). */
const rows = async <T>(query: SQL) => ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Sums the `count` of every "expired unpaid orders" line both servers logged. */
function expiredInLogs(): number {
  return servers
    .flatMap((s) => s.output)
    .filter((line) => line.includes('"msg":"expired unpaid orders"'))
    .reduce((sum, line) => sum + (JSON.parse(line) as { count: number }).count, 0);
}

// Runs in `.ci/run`'s PostgreSQL pass: several app servers share one PostgreSQL, never one PGlite.
describe.skipIf(!onPostgres)("two app servers on one PostgreSQL, behind a round-robin balancer", () => {
  beforeAll(async () => {
    // A new, empty database: the two servers start together and set it up between them.
    database = await newDatabase(process.env.DATABASE_URL!, "template0");
    handle = await openDatabase({ databaseUrl: database.url });
    standIn = await startStripeStandIn();
    const env = {
      DATABASE_URL: database.url,
      // Both servers' mail workers poll the one queue every second.
      MAIL_POLL_INTERVAL: "1s",
      // Both servers scan invoices on account for reminders every second (issue 41).
      INVOICE_REMINDER_INTERVAL: "1s",
      DB_POOL_SIZE: "5",
      SEED_DEMO: "true",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      TRUST_PROXY: "true",
      CATALOG_CACHE_MS: String(CACHE_MS),
      // Due orders are made by back-dating them; a minute keeps the other orders here far from expiry.
      ORDER_TTL: "60s",
      MAX_UNPAID_ORDERS: "1000",
      MAX_UNPAID_QUANTITY: "1000000",
      // Its buyers are new accounts that place several orders each (security finding M2 limits those).
      UNVERIFIED_ORDER_TTL: "24h",
      STRIPE_SECRET_KEY: "sk_test_two_servers",
      STRIPE_PUBLISHABLE_KEY: "pk_test_two_servers",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: `http://127.0.0.1:${standIn.host.port}`,
    };
    const started = await Promise.allSettled([startShopProcess(env), startShopProcess(env)]);
    servers = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
    // One that failed to start fails the file; the one that did start is stopped by afterAll.
    for (const s of started) if (s.status === "rejected") throw s.reason;
  }, 300_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await handle?.close();
    await standIn?.close();
    await database?.drop();
  });

  it("start together on a new database: migrated once, the demo seeded once, one first admin", async () => {
    const [seeded] = await rows<{ products: number }>(sql`select count(*)::int as products from products`);
    expect(seeded?.products).toBe(demoProducts.length);
    const admins = await rows<{ email: string }>(sql`select email from "user" where role = 'admin'`);
    expect(admins).toEqual([{ email: ADMIN.email }]);
    expect(servers.every((s) => s.child.exitCode === null)).toBe(true);
  });

  let raced: string;
  it("sells exactly the stock when 100 orders race across both servers (DESIGN §5)", async () => {
    raced = await addProduct(handle.db, { availableQty: 500, minOrder: 50 });
    const racers = await Promise.all(Array.from({ length: 10 }, () => newBuyer()));
    const attempts = await Promise.all(
      Array.from({ length: 100 }, (_, i) => placeOrder(nextServer(), racers[i % racers.length]!, raced)),
    );
    const statuses = attempts.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(90);
    expect((await findProductRow(handle.db, raced))!.availableQty).toBe(0);
    expect(await stockMovementTotal(handle.db, raced)).toBe(-500);
  }, 120_000);

  it("expires each due order once, not once per server: one release each, the stock back whole", async () => {
    // Both servers' expiry timers (every 6 s with a 60 s TTL) find the race's orders due at once.
    await handle.db.execute(
      sql`update orders set created_at = created_at - interval '1 hour' where product_id = ${raced}`,
    );
    let unpaid = 10;
    for (let poll = 0; poll < 300 && unpaid > 0; poll++) {
      await new Promise((r) => setTimeout(r, 100));
      unpaid = (
        await rows<{ unpaid: number }>(
          sql`select count(*)::int as unpaid from orders where product_id = ${raced} and status = 'unpaid'`,
        )
      )[0]!.unpaid;
    }
    expect(unpaid).toBe(0);
    const releases = await rows<{ order_id: string; n: number }>(
      sql`select order_id, count(*)::int as n from stock_movements
          where product_id = ${raced} and reason = 'expiry_release' group by order_id`,
    );
    expect(releases).toHaveLength(10);
    expect(releases.every((r) => r.n === 1)).toBe(true);
    expect((await findProductRow(handle.db, raced))!.availableQty).toBe(500);
    expect(await stockMovementTotal(handle.db, raced)).toBe(0);
    expect(expiredInLogs()).toBe(10);
  }, 60_000);

  it("issue 22: sends each mail once across both servers: every raced order's 'placed' and 'expired' mail, in one outbox", async () => {
    /** The admin's API token on each server, which reads that server's own development outbox. */
    const tokens = new Map<ShopProcess, string>();
    for (const server of servers) {
      const signedIn = await send(server, "POST", "/api/auth/sign-in/email", ADMIN);
      const cookie = signedIn.cookies.map((c) => c.split(";")[0]).join("; ");
      const path = `/api/user/${encodeURIComponent(ADMIN.email)}`;
      const token = await send(server, "PUT", path, { email: ADMIN.email }, { cookie });
      tokens.set(server, (token.body as { token: string }).token);
    }
    const sentBy = async (server: ShopProcess) =>
      (await send(server, "GET", "/api/outbox", undefined, { authorization: `Bearer ${tokens.get(server)}` }))
        .body as OutboxEntry[];
    const ids = (await rows<{ id: string }>(sql`select id from orders where product_id = ${raced}`)).map(
      (r) => r.id,
    );
    const subjects = (sent: OutboxEntry[]) => sent.map((m) => m.subject);
    let sent: string[] = [];
    for (let poll = 0; poll < 60; poll++) {
      sent = (await Promise.all(servers.map(sentBy))).flatMap(subjects);
      if (ids.every((id) => sent.some((s) => s.includes(`#${id.slice(0, 8)} expired`)))) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    for (const id of ids) {
      const about = sent.filter((s) => s.includes(`#${id.slice(0, 8)}`));
      expect(about.filter((s) => s.includes(" placed"))).toHaveLength(1);
      expect(about.filter((s) => s.includes(" expired"))).toHaveLength(1);
    }
  }, 60_000);

  it("counts a rate limit across both servers: one account's token requests stop at the limit", async () => {
    const buyer = await newBuyer(); // its first token request counted one
    const answers = await Promise.all(
      Array.from({ length: TOKEN_LIMIT + 10 }, () =>
        send(
          nextServer(),
          "PUT",
          `/api/user/${encodeURIComponent(buyer.email)}`,
          { email: buyer.email },
          { ...buyer.headers, cookie: buyer.cookie },
        ),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(TOKEN_LIMIT - 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(11);
  }, 60_000);

  describe("a Stripe webhook delivered to both servers applies once", () => {
    let buyer: Buyer;
    let productId: string;
    beforeAll(async () => {
      buyer = await newBuyer();
      productId = await addProduct(handle.db, { availableQty: 1000, minOrder: 50 });
    });

    async function orderWithIntent() {
      const order = (await placeOrder(nextServer(), buyer, productId)).body as { order: Order };
      const started = await send(
        nextServer(),
        "POST",
        "/api/create-payment-intent",
        { orderId: order.order._id },
        asBuyer(buyer),
      );
      const intentId = (started.body as { clientSecret: string }).clientSecret.split("_secret_")[0]!;
      return { orderId: order.order._id, intentId };
    }

    /** Stripe's event for the intent, now succeeded, delivered to each server at the same moment. */
    async function deliverToBoth(intentId: string, eventId: string) {
      const payload = JSON.stringify({
        id: eventId,
        object: "event",
        type: "payment_intent.succeeded",
        data: { object: standIn.settle(intentId) },
      });
      const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      const answers = await Promise.all(
        servers.map((s) =>
          send(s, "POST", "/api/webhooks/stripe", payload, { "stripe-signature": signature }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
    }

    const timesRecorded = async (eventId: string) =>
      (
        await rows<{ n: number }>(sql`select count(*)::int as n from payment_events where id = ${eventId}`)
      )[0]!.n;

    const orderOf = async (orderId: string) =>
      (await send(nextServer(), "GET", `/api/orders/${orderId}`, undefined, asBuyer(buyer))).body as Order;

    it("marks the order paid", async () => {
      const { orderId, intentId } = await orderWithIntent();
      await deliverToBoth(intentId, "evt_two_servers_paid");
      expect(await orderOf(orderId)).toMatchObject({ status: "paid", transactionId: intentId });
      expect(await timesRecorded("evt_two_servers_paid")).toBe(1);
    }, 60_000);

    it("refunds a late success for a cancelled order once", async () => {
      const { orderId, intentId } = await orderWithIntent();
      expect(
        (await send(nextServer(), "DELETE", `/api/orders/${orderId}`, undefined, asBuyer(buyer))).status,
      ).toBe(200);
      await deliverToBoth(intentId, "evt_two_servers_late");
      const refundCalls = standIn.requests.filter((r) => r.method === "POST" && r.path === "/v1/refunds");
      expect(refundCalls).toHaveLength(1);
      expect((await orderOf(orderId)).status).toBe("cancelled");
      expect(await timesRecorded("evt_two_servers_late")).toBe(1);
    }, 60_000);
  });

  it("issue 41: reminds of each unpaid invoice on account once per step across both servers, and never of a paid one", async () => {
    const admin = await newBuyer();
    const asAdmin = asBuyer(admin);
    const company = await send(
      nextServer(),
      "POST",
      "/api/companies",
      { name: "Two Servers Fleet", billingAddress: "1 Depot Road" },
      asAdmin,
    );
    expect(company.status, JSON.stringify(company.body)).toBe(201);
    const companyId = (company.body as { id: string }).id;
    // The shop's terms are an admin's to set (covered over HTTP elsewhere); here the reminders are the point.
    await handle.db.execute(
      sql`update companies set payment_terms = 'net15', credit_limit_cents = 1000000 where id = ${companyId}`,
    );
    const productId = await addProduct(handle.db, { availableQty: 1000, minOrder: 10, priceCents: 1000 });
    const invoices: string[] = [];
    for (let i = 0; i < 2; i++) {
      const added = await send(
        nextServer(),
        "POST",
        "/api/cart/items",
        { lines: [{ productId, quantity: 10 }] },
        asAdmin,
      );
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const placed = await send(
        nextServer(),
        "POST",
        "/api/checkout",
        { name: "Racer", address: "1 Race Road", phone: "+1 555 0101", payWith: "account" },
        asAdmin,
      );
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      const [invoice] = await rows<{ id: string }>(
        sql`select id from invoices where checkout_id = ${(placed.body as { checkoutId: string }).checkoutId}`,
      );
      invoices.push(invoice!.id);
    }
    // Both fell due a week ago; the second is paid in full.
    await handle.db.execute(
      sql`update invoices set due_on = current_date - 7 where company_id = ${companyId}`,
    );
    await handle.db.execute(
      sql`update invoices set paid_cents = total_cents, status = 'paid' where id = ${invoices[1]!}`,
    );
    const reminders = (invoiceId: string) =>
      rows<{ n: number }>(sql`select count(*)::int as n from pgboss.job
        where name = 'mail' and data->>'kind' = 'invoice-reminder' and data->'data'->>'invoiceNumber' =
          (select to_char(year, 'FM0000') || '-' || to_char(number, 'FM000000') from invoices where id = ${invoiceId})`);
    let first = 0;
    for (let poll = 0; poll < 100 && first === 0; poll++) {
      await new Promise((r) => setTimeout(r, 200));
      first = (await reminders(invoices[0]!))[0]!.n;
    }
    // Several more scans on each server: still one mail, one recorded step.
    await new Promise((r) => setTimeout(r, 4000));
    expect((await reminders(invoices[0]!))[0]!.n).toBe(1);
    expect((await reminders(invoices[1]!))[0]!.n).toBe(0);
    const steps = await rows<{ invoice_id: string; step: string }>(
      sql`select invoice_id, step from invoice_reminders where invoice_id in (${invoices[0]!}, ${invoices[1]!})`,
    );
    expect(steps).toEqual([{ invoice_id: invoices[0]!, step: "overdue-1" }]);
  }, 60_000);

  it("shows a write made on the other server within the catalogue cache's time to live", async () => {
    const productId = await addProduct(handle.db, { availableQty: 300, minOrder: 50 });
    const [a, b] = servers as [ShopProcess, ShopProcess];
    const qtyOn = async (server: ShopProcess) =>
      ((await send(server, "GET", `/api/products/${productId}`)).body as { availableQty: number })
        .availableQty;
    expect(await qtyOn(b)).toBe(300); // now in B's cache
    expect((await placeOrder(a, await newBuyer(), productId)).status).toBe(201);
    expect(await qtyOn(a)).toBe(250); // the writing server forgets its cached answer at once
    // B's entry was made before the write, so it has expired once the time to live has passed.
    await new Promise((r) => setTimeout(r, CACHE_MS));
    expect(await qtyOn(b)).toBe(250);
  }, 60_000);
});
