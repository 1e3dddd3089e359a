import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { user } from "../../src/modules/accounts/accounts.tables.js";
import { MAX_JSON_DEPTH } from "../../src/plugins/json-body.js";
import { anAdmin } from "../admin-fixtures.js";
import { bearer, browser, customer, newUser, signUp } from "../auth-helpers.js";
import { addProduct } from "../catalog-fixtures.js";
import { createTestApp } from "../test-app.js";

import {
  expectErrorShape,
  INTERNALS,
  leavesDatabaseUnchanged,
  ORDER_BODY,
  orderOf,
  placeOrder,
  type TestApp,
} from "./fixtures.js";

/**
 * Injection and parsing attacks: research/security.md rows 19, 35 (server side), 37, 38, 39, 46, 49 (bodies)
 * and 54, and the security issue's findings 4 (control characters), 7 (JSON nesting), 13 (access before
 * validation) and 14 (return paths).
 */
let t: TestApp;
type Customer = Awaited<ReturnType<typeof customer>>;
let a: Customer;
let adm: Customer;
let productId: string;
let scarceId: string;
let aOrder: string;

beforeAll(async () => {
  t = await createTestApp();
  [a, adm] = [await customer(t.app), await anAdmin(t.app, t.db)];
  productId = await addProduct(t.db, { availableQty: 1_000_000 });
  scarceId = await addProduct(t.db, { name: "Scarce Spanner", availableQty: 60 });
  aOrder = await orderOf(t.app, a.token, productId);
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
/** A request with a raw body, exactly as written. */
const raw = (method: Method, url: string, payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { "content-type": "application/json", ...headers }, payload });
const json = (method: Method, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  raw(method, url, JSON.stringify(payload), headers);
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });
const orderJson = (fields: string) =>
  `{"productId":"${productId}","name":"${ORDER_BODY.name}","address":"${ORDER_BODY.address}","phone":"${ORDER_BODY.phone}",${fields}}`;
const nameOf = async (email: string) =>
  (await t.db.select({ name: user.name }).from(user).where(eq(user.email, email)))[0]?.name;

describe("finding 13: access is checked before the body is read or validated", () => {
  it("finding 13: an anonymous request with a bad body gets 401, not 400", async () => {
    await leavesDatabaseUnchanged(t.db, async () => {
      for (const [method, url, payload] of [
        ["POST", "/api/orders", '{"quantity":"x"}'],
        ["POST", "/api/create-payment-intent", "{}"],
        ["POST", "/api/orders", '{"quantity":'],
        ["POST", "/api/orders", "[".repeat(10_000)],
        ["POST", "/api/orders", JSON.stringify({ name: "x".repeat(2 * 1024 * 1024) })],
        ["PATCH", `/api/orders/${aOrder}`, '{"payment":"x"}'],
        ["POST", "/api/payments/test-cards/confirm", "{}"],
      ] as const) {
        expectErrorShape(await raw(method, url, payload), 401);
        expectErrorShape(await raw(method, url, payload, bearer("not.a.token")), 401);
      }
      // Not even the content type is looked at first.
      const xml = await t.app.inject({
        method: "POST",
        url: "/api/orders",
        headers: { "content-type": "text/xml" },
        payload: "<order/>",
      });
      expectErrorShape(xml, 401);
    });
  });
});

describe("finding 4: NUL and other control characters are refused with 400, never a 500", () => {
  const CONTROLS = [
    "\u0000",
    "\u0001",
    "\u0007",
    "\u0008",
    "\u001b",
    "\u007f",
    "\u0085",
    "\u009b",
    "\n",
    "\r",
    "\t",
  ];

  it("finding 4: GET /api/products?q=a%00b and ?category=a%00b → 400 (and the other control characters)", async () => {
    for (const ch of CONTROLS) {
      for (const key of ["q", "category"]) {
        const res = await get(`/api/products?${key}=${encodeURIComponent(`a${ch}b`)}`);
        expectErrorShape(res, 400);
        expect(res.json().fields).toHaveProperty(key);
      }
    }
    expectErrorShape(await get("/api/products/a%00b"), 400);
  });

  it('finding 4: an order with "name":"a\\u0000b" (or a control character in any field) → 400, nothing stored', async () => {
    await leavesDatabaseUnchanged(t.db, async () => {
      for (const ch of CONTROLS) {
        for (const field of ["name", "address", "phone", "productId"]) {
          const value = field === "productId" ? `${productId}${ch}` : `a${ch}b`;
          const res = await placeOrder(t.app, a.token, productId, { [field]: value });
          expectErrorShape(res, 400);
        }
      }
      const intent = await json(
        "POST",
        "/api/create-payment-intent",
        { orderId: `${aOrder}\u0000` },
        bearer(a.token),
      );
      expectErrorShape(intent, 400);
      const pay = await json(
        "PATCH",
        `/api/orders/${aOrder}`,
        { payment: { product: aOrder, transactionId: "pi_\u0000x", status: "succeeded" } },
        bearer(a.token),
      );
      expectErrorShape(pay, 400);
    });
  });

  it("finding 4: update-user with a NUL (or another control character) in the name → 400, name unchanged", async () => {
    const before = await nameOf(a.email);
    await leavesDatabaseUnchanged(t.db, async () => {
      for (const ch of CONTROLS) {
        const res = await json("POST", "/api/auth/update-user", { name: `a${ch}b` }, browser(a.cookie));
        expectErrorShape(res, 400);
      }
    });
    expect(await nameOf(a.email)).toBe(before);
  });

  it("finding 4: identity calls and lookups with a NUL → 400 or 404, never 500, nothing created", async () => {
    await leavesDatabaseUnchanged(t.db, async () => {
      const signIn = await json("POST", "/api/auth/sign-in/email", {
        email: "a\u0000b@example.test",
        password: "whatever-9",
      });
      expectErrorShape(signIn, 400);
      for (const change of [{ name: "Ada\u0000" }, { email: "ada\u0000@example.test" }]) {
        const { res } = await signUp(t.app, { ...newUser("nul"), ...change });
        expect(res.statusCode).toBe(400);
      }
      expectErrorShape(await get("/api/admin/a%00b", bearer(adm.token)), 400);
      expectErrorShape(await get("/api/orders/a%00b", bearer(a.token)), 404);
      expectErrorShape(await get("/api/images/a%00b"), 404);
    });
  });
});

describe("finding 7: JSON nesting is capped at 32 levels", () => {
  const nestedArrays = (levels: number) => "[".repeat(levels) + "]".repeat(levels);
  const NESTING = `JSON may nest at most ${MAX_JSON_DEPTH} levels`;

  it("finding 7: 10,000 levels of [ on POST /api/auth/sign-in/email and POST /api/orders → 400, never 500", async () => {
    await leavesDatabaseUnchanged(t.db, async () => {
      for (const body of [
        "[".repeat(10_000),
        nestedArrays(10_000),
        '{"a":'.repeat(10_000) + "1" + "}".repeat(10_000),
      ]) {
        const signIn = await raw("POST", "/api/auth/sign-in/email", body);
        expectErrorShape(signIn, 400);
        expect(signIn.json().message).toBe(NESTING);
        const order = await raw("POST", "/api/orders", body, bearer(a.token));
        expectErrorShape(order, 400);
        expect(order.json().message).toBe(NESTING);
      }
      for (const [url, headers] of [
        ["/api/auth/update-user", browser(a.cookie)],
        ["/api/create-payment-intent", bearer(a.token)],
      ] as const) {
        const res = await raw("POST", url, "[".repeat(10_000), headers);
        expectErrorShape(res, 400);
      }
      expect((await get("/api/health")).statusCode).toBe(200);
    });
  });

  it("finding 7: 33 levels → 400 by the cap; 32 levels are parsed (the order is placed)", async () => {
    expect(MAX_JSON_DEPTH).toBe(32);
    // The body object is level 1; `img` (ignored by the server) holds the rest.
    const over = await leavesDatabaseUnchanged(t.db, () =>
      raw(
        "POST",
        "/api/orders",
        orderJson(`"quantity":50,"img":${nestedArrays(MAX_JSON_DEPTH)}`),
        bearer(a.token),
      ),
    );
    expectErrorShape(over, 400);
    expect(over.json().message).toBe(NESTING);
    const at = await raw(
      "POST",
      "/api/orders",
      orderJson(`"quantity":50,"img":${nestedArrays(MAX_JSON_DEPTH - 1)}`),
      bearer(a.token),
    );
    expect(at.statusCode).toBe(201);
  });

  it("finding 7: brackets inside strings do not count", async () => {
    const res = await placeOrder(t.app, a.token, productId, {
      name: "[".repeat(60),
      address: "{".repeat(60),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().order.name).toBe("[".repeat(60));
  });
});

describe("row 19: type and range confusion in quantity", () => {
  it.each([
    "0",
    "-100",
    "-0",
    "1.5",
    "50.5",
    "1e9",
    "1e400",
    '"5"',
    '"50"',
    "true",
    "[50]",
    "null",
    '{"$gt":0}',
    '"0x32"',
  ])("row 19: quantity %s → 400, nothing ordered", async (quantity) => {
    const res = await leavesDatabaseUnchanged(t.db, () =>
      raw("POST", "/api/orders", orderJson(`"quantity":${quantity}`), bearer(a.token)),
    );
    expectErrorShape(res, 400);
  });

  it("row 19: more than the stock → 409, stock unchanged; exactly the minimum → 201", async () => {
    const over = await leavesDatabaseUnchanged(t.db, () =>
      placeOrder(t.app, a.token, scarceId, { quantity: 61 }),
    );
    expectErrorShape(over, 409);
    expect((await placeOrder(t.app, a.token, scarceId, { quantity: 50 })).statusCode).toBe(201);
  });
});

describe("row 35 / finding 14: return paths stay on this site (server side)", () => {
  const BAD = [
    "/\t/evil.example",
    "//evil.example",
    "/\\evil",
    "\\\\evil.example",
    "https://evil.example",
    "http://127.0.0.1.evil.example/",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/\u0000/evil.example",
    "https:/evil.example",
    " //evil.example",
  ];

  it("finding 14: sign-in with a callbackURL off this site → 400", async () => {
    const c = await customer(t.app);
    await leavesDatabaseUnchanged(t.db, async () => {
      for (const callbackURL of BAD) {
        const res = await json("POST", "/api/auth/sign-in/email", {
          email: c.email,
          password: c.password,
          callbackURL,
        });
        expectErrorShape(res, 400);
        expect(res.json().fields).toHaveProperty("callbackURL");
        expect(res.headers["set-cookie"]).toBeUndefined();
      }
    });
    // Control: a path on this site is fine.
    const ok = await json("POST", "/api/auth/sign-in/email", {
      email: c.email,
      password: c.password,
      callbackURL: "/dashboard/orders?tab=1",
    });
    expect(ok.statusCode).toBe(200);
  });

  it("finding 14: sign-in/social with callbackURL, errorCallbackURL or newUserCallbackURL off this site → 400", async () => {
    for (const key of ["callbackURL", "errorCallbackURL", "newUserCallbackURL"]) {
      for (const value of BAD) {
        const res = await json(
          "POST",
          "/api/auth/sign-in/social",
          { provider: "google", [key]: value },
          { origin: "http://127.0.0.1" },
        );
        expectErrorShape(res, 400);
        expect(res.json().fields).toHaveProperty(key);
      }
    }
  });

  it("row 35: sign-up with a callbackURL off this site is refused and creates no account", async () => {
    for (const callbackURL of ["https://evil.example", "//evil.example", "/\\evil", "javascript:alert(1)"]) {
      const u = newUser("callback");
      const { res } = await leavesDatabaseUnchanged(t.db, () =>
        signUp(t.app, { ...u, callbackURL } as typeof u),
      );
      expect([400, 403]).toContain(res.statusCode);
    }
  });
});

describe("row 37: SQL injection", () => {
  it("row 37: GET /api/products/1 OR 1=1 and /api/products/1';DROP TABLE products;-- → 404, the table intact", async () => {
    const before = (await get("/api/products?limit=1")).headers["x-total-count"];
    await leavesDatabaseUnchanged(t.db, async () => {
      for (const id of [
        "1%20OR%201=1",
        "1';DROP%20TABLE%20products;--",
        "1'%20UNION%20SELECT%20*%20FROM%20%22user%22--",
      ]) {
        expectErrorShape(await get(`/api/products/${id}`), 404);
      }
    });
    expect((await get("/api/products?limit=1")).headers["x-total-count"]).toBe(before);
  });

  it("row 37: search, category and sort with SQL in them find nothing or are refused, never a 500", async () => {
    // Issue 42: a search is words, so SQL typed in it is searched as its words ("or", "1") and nothing else:
    // the same products as those words typed plainly, never every product.
    const injected = await get(`/api/products?q=${encodeURIComponent("' OR 1=1--")}&limit=100`);
    const plain = await get(`/api/products?q=or%201&limit=100`);
    expect(injected.statusCode).toBe(200);
    expect(injected.json()).toEqual(plain.json());
    expect(Number(injected.headers["x-total-count"])).toBeLessThan(
      Number((await get("/api/products?limit=1")).headers["x-total-count"]),
    );
    for (const [query, status] of [
      ["q=%25", 200],
      ["q=_", 200],
      ["category=x' OR '1'='1", 200],
      ["category=Hardware'; DROP TABLE products;--", 200],
      ["sort=name;DROP TABLE products", 400],
      ["sort=price_cents desc", 400],
      ["limit=1;DROP TABLE products", 400],
    ] as const) {
      const res = await get(`/api/products?${query.replace(/ /g, "%20").replace(/;/g, "%3B")}`);
      expect(res.statusCode).toBe(status);
      if (status === 200) {
        expect(res.json()).toEqual([]);
        expect(res.headers["x-total-count"]).toBe("0");
      } else expectErrorShape(res, status);
    }
  });

  it("row 37: an email with SQL in the query or the path is refused by the access rule or finds nobody", async () => {
    await leavesDatabaseUnchanged(t.db, async () => {
      const list = await get(
        `/api/orders?email=${encodeURIComponent(`${a.email}' OR '1'='1`)}`,
        bearer(a.token),
      );
      expectErrorShape(list, 403);
      const token = await t.app.inject({
        method: "PUT",
        url: `/api/user/${encodeURIComponent("admin@shop.com'--")}`,
        headers: { cookie: a.cookie },
        payload: {},
      });
      expectErrorShape(token, 403);
      const flag = await get(`/api/admin/${encodeURIComponent("x' OR '1'='1")}`, bearer(adm.token));
      expect(flag.json()).toEqual({ admin: false });
      const signIn = await json("POST", "/api/auth/sign-in/email", {
        email: "' OR 1=1--",
        password: "' OR 1=1--",
      });
      // better-auth checks the email's form (400) before it looks for the account (401).
      expect([400, 401]).toContain(signIn.statusCode);
      expect(signIn.body).not.toMatch(INTERNALS);
    });
  });
});

describe("row 38: operator injection", () => {
  it("row 38: GET /api/orders?email[$ne]=x → refused, nothing listed", async () => {
    for (const query of [
      "email[$ne]=x",
      "email[]=x",
      "email[$regex]=.*",
      `email=${encodeURIComponent(a.email)}&email[$ne]=x`,
    ]) {
      const res = await get(`/api/orders?${query}`, bearer(a.token));
      expect([400, 403]).toContain(res.statusCode);
      expect(res.body).not.toContain(aOrder);
    }
    expectErrorShape(await get("/api/products?category[$ne]=x"), 400);
  });

  it('row 38: bodies {"email":{"$ne":null}}, {"orderId":{"gt":0}}, {"productId":{"$ne":null}} → 400, nothing changed', async () => {
    await leavesDatabaseUnchanged(t.db, async () => {
      const signIn = await json("POST", "/api/auth/sign-in/email", {
        email: { $ne: null },
        password: { $ne: null },
      });
      expectErrorShape(signIn, 400);
      const intent = await json(
        "POST",
        "/api/create-payment-intent",
        { orderId: { gt: 0 } },
        bearer(a.token),
      );
      expectErrorShape(intent, 400);
      const order = await json(
        "POST",
        "/api/orders",
        { ...ORDER_BODY, productId: { $ne: null } },
        bearer(a.token),
      );
      expectErrorShape(order, 400);
      const token = await json(
        "PUT",
        `/api/user/${encodeURIComponent(a.email)}`,
        { email: { $ne: null } },
        {
          cookie: a.cookie,
        },
      );
      expectErrorShape(token, 400);
    });
  });
});

describe("row 39: prototype pollution", () => {
  it.each(['{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"isAdmin":true}}}'])(
    "row 39: %s on orders, sign-up, sign-in, update-user and payments → 400, nothing changed",
    async (poison) => {
      const inside = poison.slice(1, -1);
      await leavesDatabaseUnchanged(t.db, async () => {
        for (const [url, body, headers] of [
          ["/api/orders", poison, bearer(a.token)],
          ["/api/orders", orderJson(`"quantity":50,${inside}`), bearer(a.token)],
          [
            "/api/auth/sign-up/email",
            `{"name":"P","email":"proto@example.test","password":"bolt-and-nut-7",${inside}}`,
            {},
          ],
          ["/api/auth/sign-in/email", `{"email":"${a.email}","password":"${a.password}",${inside}}`, {}],
          ["/api/auth/update-user", `{"name":"Polluted",${inside}}`, browser(a.cookie)],
          ["/api/create-payment-intent", `{"orderId":"${aOrder}",${inside}}`, bearer(a.token)],
        ] as const) {
          expectErrorShape(await raw("POST", url, body, headers), 400);
        }
      });
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
      expect((await get(`/api/admin/${encodeURIComponent(a.email)}`, bearer(a.token))).json()).toEqual({
        admin: false,
      });
    },
  );
});

describe("row 46: cross-site requests", () => {
  it("row 46: a cross-site form POST /api/orders (text/plain, form, multipart) with the cookie but no token → 401", async () => {
    await leavesDatabaseUnchanged(t.db, async () => {
      for (const [type, payload] of [
        ["text/plain", JSON.stringify({ productId, ...ORDER_BODY })],
        ["application/x-www-form-urlencoded", `productId=${productId}&quantity=50&name=A&address=B&phone=1`],
        [
          "multipart/form-data; boundary=x",
          `--x\r\nContent-Disposition: form-data; name="quantity"\r\n\r\n50\r\n--x--`,
        ],
      ]) {
        const res = await t.app.inject({
          method: "POST",
          url: "/api/orders",
          headers: { "content-type": type!, cookie: a.cookie, origin: "https://evil.example" },
          payload,
        });
        expectErrorShape(res, 401);
      }
    });
  });

  it("row 46: with a token, JSON routes refuse other content types (415, or 400 for text the schema cannot read)", async () => {
    await leavesDatabaseUnchanged(t.db, async () => {
      for (const [type, payload] of [
        ["text/plain", JSON.stringify({ productId, ...ORDER_BODY })],
        ["application/x-www-form-urlencoded", `productId=${productId}&quantity=50`],
        [
          "multipart/form-data; boundary=x",
          `--x\r\nContent-Disposition: form-data; name="quantity"\r\n\r\n50\r\n--x--`,
        ],
        ["application/xml", "<order/>"],
      ]) {
        const res = await t.app.inject({
          method: "POST",
          url: "/api/orders",
          headers: { "content-type": type!, ...bearer(a.token) },
          payload,
        });
        expect([400, 415]).toContain(res.statusCode);
        expect(res.json().requestId).toBe(res.headers["x-request-id"]);
      }
    });
  });

  it("row 46: cookie-based identity calls from another origin, or with none, are refused; the account is unchanged", async () => {
    await leavesDatabaseUnchanged(t.db, async () => {
      for (const headers of [
        browser(a.cookie, "https://evil.example"),
        browser(a.cookie, "null"),
        { cookie: a.cookie },
      ]) {
        const update = await json("POST", "/api/auth/update-user", { name: "Hacked" }, headers);
        expect(update.statusCode).toBe(403);
        const out = await json("POST", "/api/auth/sign-out", {}, headers);
        expect(out.statusCode).toBe(403);
      }
      const plain = await t.app.inject({
        method: "POST",
        url: "/api/auth/update-user",
        headers: { ...browser(a.cookie, "https://evil.example"), "content-type": "text/plain" },
        payload: JSON.stringify({ name: "Hacked" }),
      });
      expect([400, 403, 415]).toContain(plain.statusCode);
    });
    expect((await get("/api/auth/get-session", browser(a.cookie))).json()).toMatchObject({
      user: { email: a.email },
    });
  });
});

describe("row 49: malformed and oversized bodies", () => {
  it('row 49: {"quantity": (bad JSON), an empty JSON body, a 10 MB JSON body → 400/400/413 in the error shape; the server keeps running', async () => {
    await leavesDatabaseUnchanged(t.db, async () => {
      expectErrorShape(await raw("POST", "/api/orders", '{"quantity":', bearer(a.token)), 400);
      expectErrorShape(await raw("POST", "/api/orders", "", bearer(a.token)), 400);
      expectErrorShape(await raw("POST", "/api/orders", '{"quantity":50}}', bearer(a.token)), 400);
      expectErrorShape(await raw("POST", "/api/auth/sign-in/email", "{'email':1}"), 400);
      const big = JSON.stringify({ ...ORDER_BODY, productId, address: "x".repeat(10 * 1024 * 1024) });
      expectErrorShape(await raw("POST", "/api/orders", big, bearer(a.token)), 413);
      expectErrorShape(await raw("POST", "/api/auth/sign-in/email", big), 413);
    });
    expect((await get("/api/health")).statusCode).toBe(200);
  });
});

describe("row 54: resource exhaustion", () => {
  it("row 54: GET /api/products?limit=1000000 → 400; the page size is capped at 100", async () => {
    expectErrorShape(await get("/api/products?limit=1000000"), 400);
    expectErrorShape(await get("/api/products?limit=101"), 400);
    expectErrorShape(await get("/api/products?limit=0"), 400);
    expectErrorShape(await get("/api/products?offset=99999999999"), 400);
    expectErrorShape(await get(`/api/products?q=${"x".repeat(101)}`), 400);
    const full = await get("/api/products?limit=100");
    expect(full.statusCode).toBe(200);
    expect((full.json() as unknown[]).length).toBeLessThanOrEqual(100);
  });

  it("row 54: a 5 MB JSON body → 413; a body just under the 1 MiB limit is read (and refused by the schema)", async () => {
    await leavesDatabaseUnchanged(t.db, async () => {
      const five = JSON.stringify({
        ...ORDER_BODY,
        productId,
        quantity: 50,
        address: "x".repeat(5 * 1024 * 1024),
      });
      expectErrorShape(await raw("POST", "/api/orders", five, bearer(a.token)), 413);
      const under = JSON.stringify({
        ...ORDER_BODY,
        productId,
        quantity: 50,
        address: "x".repeat(1024 * 1024 - 500),
      });
      expect(Buffer.byteLength(under)).toBeLessThan(1024 * 1024);
      const res = await raw("POST", "/api/orders", under, bearer(a.token));
      expectErrorShape(res, 400);
      expect(res.json().fields).toHaveProperty("address");
    });
  });

  it("row 54: thousands of query keys or a huge query value are refused, not processed", async () => {
    const keys = Array.from({ length: 2000 }, (_, i) => `k${i}=1`).join("&");
    expectErrorShape(await get(`/api/products?${keys}`), 400);
    expectErrorShape(await get(`/api/products?category=${"x".repeat(50_000)}`), 400);
  });
});
