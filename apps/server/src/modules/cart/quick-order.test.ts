import {
  QUICK_ORDER_PATH,
  QUICK_ORDER_TEXTS,
  TRADE_LIMITS,
  TRADE_TEXTS,
  type QuickOrderAnswer,
  type QuickOrderLineAnswer,
} from "@xpart/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { bearer, customer } from "../../../test/auth-helpers.js";
import { createTestApp } from "../../../test/test-app.js";
import { createRateLimiter } from "../../plugins/rate-limit.js";
import { insertProducts } from "../catalog/index.js";

import { getCart } from "./cart.service.js";
import { quickOrderRoutes } from "./quick-order.routes.js";

let t: Awaited<ReturnType<typeof createTestApp>>;
let ids: Record<"pads" | "bolts" | "gone" | "soldOut" | "twinA" | "twinB", string>;

const aProduct = (name: string, changes: object) => ({
  name,
  category: "Any Hardware",
  description: "A product of the quick-order test.",
  img: "/api/images/none",
  availableQty: 300,
  minOrder: 1,
  priceCents: 1000,
  ...changes,
});

beforeAll(async () => {
  t = await createTestApp();
  // Until app.ts registers the module's routes, the test mounts them as app.ts will.
  if (!t.app.hasRoute({ method: "POST", url: QUICK_ORDER_PATH }))
    await t.app.register(quickOrderRoutes, {
      prefix: "/api",
      db: t.db,
      rateLimit: createRateLimiter(t.db, 100),
    });
  const [pads, bolts, gone, soldOut, twinA, twinB] = await insertProducts(t.db, [
    aProduct("QO brake pads", { sku: "QO-07-1102", crossReferences: ["QO 4502.2T"] }),
    aProduct("QO bolts", { sku: "QO-BOLT-8", minOrder: 50, orderStep: 25, availableQty: 120 }),
    aProduct("QO archived", { sku: "QO-GONE-1", archivedAt: new Date() }),
    aProduct("QO sold out", { sku: "QO-EMPTY-1", minOrder: 10, availableQty: 5 }),
    aProduct("QO twin A", { sku: "QO-TWIN-A", crossReferences: ["QO-SHARED-9"] }),
    aProduct("QO twin B", { sku: "QO-TWIN-B", mpn: "qo shared 9" }),
  ]);
  ids = { pads: pads!, bolts: bolts!, gone: gone!, soldOut: soldOut!, twinA: twinA!, twinB: twinB! };
});
afterAll(() => t.close());

async function send(token: string, text: string) {
  const res = await t.app.inject({
    method: "POST",
    url: QUICK_ORDER_PATH,
    headers: bearer(token),
    payload: { text },
  });
  return { res, body: res.json() as QuickOrderAnswer };
}

const brief = (l: QuickOrderLineAnswer) => [l.line, l.status, l.productId, l.quantity, l.reasons];

/** The user id in an API token (its `sub`): whose cart to read. */
const idOf = (buyer: { token: string }) =>
  JSON.parse(Buffer.from(buyer.token.split(".")[1]!, "base64url").toString()).sub as string;

describe("POST /api/quick-order (issue 26)", () => {
  it("answers each line added, adjusted or refused, and puts the accepted ones in the cart", async () => {
    const buyer = await customer(t.app);
    const { res, body } = await send(
      buyer.token,
      [
        "sku,quantity",
        "QO-07-1102 3",
        "qo-bolt-8;60",
        "QO-GONE-1 1",
        "QO-EMPTY-1 10",
        "NO-SUCH-PART 2",
        "oops",
      ].join("\n"),
    );
    expect(res.statusCode).toBe(200);
    expect(body.lines.map(brief)).toEqual([
      [2, "added", ids.pads, 3, []],
      [3, "adjusted", ids.bolts, 75, [TRADE_TEXTS.adjusted.step(25)]],
      [4, "refused", null, 0, [TRADE_TEXTS.unknownPart]],
      [5, "refused", ids.soldOut, 0, [TRADE_TEXTS.soldOut]],
      [6, "refused", null, 0, [TRADE_TEXTS.unknownPart]],
      [7, "refused", null, 0, [TRADE_TEXTS.unreadableLine]],
    ]);
    expect(body.lines[1]).toMatchObject({
      partNumber: "qo-bolt-8",
      sku: "QO-BOLT-8",
      productName: "QO bolts",
    });
    expect(body.lines[5]).toMatchObject({ input: "oops", partNumber: null, requested: 0 });
    // Lines added in one request share their time: the cart's own order among them is not this test's.
    expect(new Map(body.cart.lines.map((l) => [l.productId, l.quantity]))).toEqual(
      new Map([
        [ids.pads, 3],
        [ids.bolts, 75],
      ]),
    );
  });

  it("finds a number whatever its case, spaces, dashes, dots or slashes, and sums the lines of one product", async () => {
    const buyer = await customer(t.app);
    const { body } = await send(
      buyer.token,
      "QO-07-1102 1\nqo071102 2\nqo 07 1102 3\nQO/07.1102 4\nqo45022t 5",
    );
    expect(body.lines.every((l) => l.productId === ids.pads && l.status === "added")).toBe(true);
    expect(body.lines.map((l) => [l.requested, l.quantity])).toEqual([1, 2, 3, 4, 5].map((n) => [n, 15]));
    expect(body.lines[0]!.reasons).toEqual([QUICK_ORDER_TEXTS.summedWith([2, 3, 4, 5])]);
    expect(body.cart.lines.map((l) => [l.productId, l.quantity])).toEqual([[ids.pads, 15]]);
  });

  it("refuses a number of several products, naming them, and lowers a line to the stock with the reason", async () => {
    const buyer = await customer(t.app);
    const { body } = await send(buyer.token, "QO-SHARED-9 1\nQO-BOLT-8 1000");
    expect(body.lines.map(brief)).toEqual([
      [1, "refused", null, 0, [QUICK_ORDER_TEXTS.ambiguous(["QO-TWIN-A", "QO-TWIN-B"])]],
      [2, "adjusted", ids.bolts, 100, [TRADE_TEXTS.adjusted.stock(120)]],
    ]);
    expect(body.lines[0]!.reasons[0]).toBe("Matches several products: QO-TWIN-A, QO-TWIN-B");
  });

  it("takes 200 lines and refuses the 201st, an empty paste or a control character with a 400", async () => {
    const buyer = await customer(t.app);
    const lines = (n: number) => Array.from({ length: n }, () => "QO-07-1102 1").join("\n");
    const full = await send(buyer.token, lines(TRADE_LIMITS.maxQuickOrderLines));
    expect(full.res.statusCode).toBe(200);
    expect(full.body.lines).toHaveLength(TRADE_LIMITS.maxQuickOrderLines);
    for (const text of [lines(TRADE_LIMITS.maxQuickOrderLines + 1), " \n \n", "QO-07-1102\u0000 1"]) {
      const { res } = await send(buyer.token, text);
      expect(res.statusCode, JSON.stringify(text.slice(0, 20))).toBe(400);
    }
    const cart = await getCart(t.db, idOf(buyer));
    expect(cart.lines.map((l) => l.quantity)).toEqual([TRADE_LIMITS.maxQuickOrderLines]);
  });

  it("fills only the caller's cart, and asks for a signed-in customer", async () => {
    const [buyer, other] = [await customer(t.app), await customer(t.app)];
    await send(other.token, "QO-BOLT-8 50");
    const otherCart = await getCart(t.db, idOf(other));
    await send(buyer.token, "QO-07-1102 7\nQO-BOLT-8 100");
    expect(await getCart(t.db, idOf(other))).toEqual(otherCart);
    const anonymous = await t.app.inject({
      method: "POST",
      url: QUICK_ORDER_PATH,
      payload: { text: "QO-07-1102 1" },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
