import { FORMAT_CHARACTERS_MESSAGE, REVIEW_LIMITS, REVIEW_TEXTS } from "@xpart/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { anAdmin } from "../../../test/admin-fixtures.js";
import { shop } from "../../../test/attacks/fixtures.js";
import { bearer, customer } from "../../../test/auth-helpers.js";
import { addProduct } from "../../../test/catalog-fixtures.js";
import { createTestApp } from "../../../test/test-app.js";
import { listAdminActions } from "../audit/index.js";

import { reviews } from "./reviews.tables.js";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async () =>
  (await t.app.inject({ method: "GET", url: "/api/reviews" })).json() as Record<string, unknown>[];
const post = (token: string, payload: unknown) =>
  t.app.inject({ method: "POST", url: "/api/reviews", headers: bearer(token), payload: payload as object });
const count = async () => (await t.db.select().from(reviews)).length;

describe("GET /api/reviews", () => {
  it("answers an empty list on a fresh shop (HOME-24)", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/reviews" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it("ENT-11 API-17 lists reviews newest last, with the spec's fields and no author identity (HOME-22)", async () => {
    for (const [i, rating] of [4, 0, 5].entries()) {
      await t.db.insert(reviews).values({ name: `R${i + 1}`, details: `Review ${i + 1}`, rating });
    }
    const body = await list();
    expect(body.map((r) => r.name)).toEqual(["R1", "R2", "R3"]);
    expect(Object.keys(body[0]!).sort()).toEqual([
      "_id",
      "createdAt",
      "details",
      "name",
      "rating",
      "verifiedBuyer",
    ]);
    expect(body.map((r) => r.rating)).toEqual([4, 0, 5]);
  });

  it("cannot store a rating outside 0..5 (HOME-19)", async () => {
    await expect(t.db.insert(reviews).values({ name: "X", details: "Y", rating: -1 })).rejects.toThrow();
    await expect(t.db.insert(reviews).values({ name: "X", details: "Y", rating: 6 })).rejects.toThrow();
  });
});

describe("POST /api/reviews (API-18)", () => {
  it("API-18 REV-07 stores the caller as the author whatever the body says, and never answers an email", async () => {
    const author = await customer(t.app);
    const res = await post(author.token, { name: "Ada", rating: 5, details: "Great spanners" });
    expect(res.statusCode, res.body).toBe(201);
    const { insertedId } = res.json() as { insertedId: string };
    const [row] = (await t.db.select().from(reviews)).filter((r) => r.id === insertedId);
    expect(row!.authorId).not.toBeNull();
    const listed = await list();
    expect(JSON.stringify(listed)).not.toContain(author.email);
    expect(listed.at(-1)).toMatchObject({
      name: "Ada",
      rating: 5,
      details: "Great spanners",
      verifiedBuyer: false,
    });
  });

  it("API-18 a forged author (an email or id in the body) is refused, and nothing is stored", async () => {
    const forger = await customer(t.app);
    const before = await count();
    for (const forged of [{ email: "victim@x-part.test" }, { authorId: "someone" }, { _id: "x" }]) {
      const res = await post(forger.token, { name: "Eve", rating: 5, details: "Forged", ...forged });
      expect(res.statusCode).toBe(400);
    }
    expect(await count()).toBe(before);
  });

  it.each([
    ["rating -1", { rating: -1 }, REVIEW_TEXTS.ratingRange],
    ["rating 6", { rating: 6 }, REVIEW_TEXTS.ratingRange],
    ["rating 4.5", { rating: 4.5 }, REVIEW_TEXTS.ratingRange],
    ['rating "5"', { rating: "5" }, REVIEW_TEXTS.ratingRange],
    ["no rating", { rating: undefined }, REVIEW_TEXTS.ratingRequired],
    ["no name", { name: undefined }, null],
    ["a blank name", { name: "   " }, REVIEW_TEXTS.nameRequired],
    ["no details", { details: undefined }, null],
    ["blank details", { details: " " }, REVIEW_TEXTS.detailsRequired],
    ["1001 characters of details", { details: "x".repeat(1001) }, null],
  ])("VAL-14 VAL-15 %s is a 400 naming the field, and nothing is stored", async (_label, change, message) => {
    const someone = await customer(t.app);
    const before = await count();
    const res = await post(someone.token, { name: "Ada", rating: 4, details: "Fine", ...change });
    expect(res.statusCode).toBe(400);
    const field = Object.keys(change)[0]!;
    expect(Object.keys(res.json().fields as object)).toContain(field);
    if (message) expect(res.json().fields[field]).toBe(message);
    expect(await count()).toBe(before);
  });

  it("HOME-25 stored XSS payloads come back as the same plain text", async () => {
    const someone = await customer(t.app);
    const payload = "<img src=x onerror=alert(1)>";
    expect(
      (await post(someone.token, { name: payload, rating: 3, details: `<script>${payload}</script>` }))
        .statusCode,
    ).toBe(201);
    expect((await list()).at(-1)).toMatchObject({ name: payload, details: `<script>${payload}</script>` });
  });

  it("one review per customer: a second is a 409 and the first stays", async () => {
    const someone = await customer(t.app);
    expect((await post(someone.token, { name: "A", rating: 4, details: "First" })).statusCode).toBe(201);
    const again = await post(someone.token, { name: "A", rating: 1, details: "Second" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REVIEW_TEXTS.alreadyReviewed);
    expect((await list()).filter((r) => r.details === "Second")).toEqual([]);
  });

  it("anonymous is a 401 and an admin a 403: reviews are the customers'", async () => {
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/reviews",
      payload: { name: "A", rating: 1, details: "x" },
    });
    expect(anonymous.statusCode).toBe(401);
    const admin = await anAdmin(t.app, t.db);
    expect((await post(admin.token, { name: "A", rating: 1, details: "x" })).statusCode).toBe(403);
  });

  it("marks a review 'Verified buyer' once its author has a paid order", async () => {
    const buyer = await customer(t.app);
    const s = shop(t);
    const order = await s.order(buyer.token, await addProduct(t.db));
    expect(
      (await post(buyer.token, { name: "Paying Pat", rating: 5, details: "Paid and happy" })).statusCode,
    ).toBe(201);
    expect((await list()).find((r) => r.name === "Paying Pat")?.verifiedBuyer).toBe(false);
    await s.pay(buyer.token, order._id);
    expect((await list()).find((r) => r.name === "Paying Pat")?.verifiedBuyer).toBe(true);
  });
});

describe("DELETE /api/reviews/:id (an admin hides a review)", () => {
  it("hides it from the list, keeps the row, and writes the audit trail", async () => {
    const author = await customer(t.app);
    const { insertedId } = (
      await post(author.token, { name: "Rude", rating: 0, details: "Spam" })
    ).json() as {
      insertedId: string;
    };
    const admin = await anAdmin(t.app, t.db);
    const hide = () =>
      t.app.inject({ method: "DELETE", url: `/api/reviews/${insertedId}`, headers: bearer(admin.token) });
    expect((await hide()).statusCode).toBe(200);
    expect((await list()).map((r) => r._id)).not.toContain(insertedId);
    expect((await t.db.select().from(reviews)).some((r) => r.id === insertedId && r.hiddenAt)).toBe(true);
    expect((await hide()).statusCode).toBe(404);
    expect(await listAdminActions(t.db, { targetId: insertedId, limit: 10 })).toEqual([
      expect.objectContaining({ action: "review.hide", actorEmail: admin.email, targetType: "review" }),
    ]);
  });
});

describe("security finding L8: GET /api/reviews answers bounded pages, newest last", () => {
  let p: Awaited<ReturnType<typeof createTestApp>>;
  const SHOWN = 60;
  let hiddenId: string;
  beforeAll(async () => {
    p = await createTestApp();
    const rows = await p.db
      .insert(reviews)
      .values(
        Array.from({ length: SHOWN + 1 }, (_, i) => ({ name: `R${i + 1}`, details: "Fine", rating: 4 })),
      )
      .returning({ id: reviews.id });
    // R31 is hidden by an admin: never listed, yet a page that ended there can still go on.
    hiddenId = rows[30]!.id;
    await p.db.update(reviews).set({ hiddenAt: new Date() }).where(eq(reviews.id, hiddenId));
  });
  afterAll(() => p.close());

  const page = async (query: string) => {
    const res = await p.app.inject({ method: "GET", url: `/api/reviews${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { _id: string; name: string }[]).map((r) => ({ id: r._id, name: r.name }));
  };
  const names = (reviewsOfPage: { name: string }[]) => reviewsOfPage.map((r) => r.name);
  const expectedNames = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => `R${from + i}`).filter((name) => name !== "R31");

  it("L8: without parameters it answers only the newest page, newest last", async () => {
    expect(names(await page(""))).toEqual(
      expectedNames(SHOWN + 1 - REVIEW_LIMITS.pageDefault + 1, SHOWN + 1),
    );
  });

  it("L8: limit=3 answers the latest 3 in order, the home page's last 3 (LIM-04, HOME-22)", async () => {
    expect(names(await page("?limit=3"))).toEqual(["R59", "R60", "R61"]);
  });

  it("L8: `before` the oldest review held walks back through every shown review once, hidden ones left out", async () => {
    const seen: string[] = [];
    let query = "?limit=7";
    for (;;) {
      const older = await page(query);
      if (older.length === 0) break;
      expect(older.length).toBeLessThanOrEqual(7);
      seen.unshift(...names(older));
      query = `?limit=7&before=${older[0]!.id}`;
    }
    expect(seen).toEqual(expectedNames(1, SHOWN + 1));
    expect(names(await page(`?limit=2&before=${hiddenId}`))).toEqual(["R29", "R30"]);
  });

  it.each([
    ["a limit above the maximum", `?limit=${REVIEW_LIMITS.pageMax + 1}`, "limit"],
    ["a limit of 0", "?limit=0", "limit"],
    ["a limit that is not a whole number", "?limit=1e3", "limit"],
    ["a cursor that is not an id", "?before=R1", "before"],
    ["the id of no review", "?before=00000000-0000-4000-8000-000000000000", "before"],
    ["an unknown parameter", "?offset=20", "offset"],
  ])("L8: %s is a 400 naming the parameter", async (_label, query, field) => {
    const res = await p.app.inject({ method: "GET", url: `/api/reviews${query}` });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields as object)).toEqual([field]);
  });

  it("L8: the maximum page is allowed", async () => {
    expect(await page(`?limit=${REVIEW_LIMITS.pageMax}`)).toHaveLength(REVIEW_LIMITS.pageMax);
  });
});

describe("security finding I11: invisible format characters in a review", () => {
  it.each([
    ["name", { name: "\u202Enimda traP-X" }],
    ["name", { name: "X-Part\u200Badmin" }],
    ["details", { details: "Fine \u2066hidden\u2069 text" }],
  ])(
    "I11: a %s with a bidi or invisible character is a 400 naming it, and nothing is stored",
    async (field, change) => {
      const someone = await customer(t.app);
      const before = await count();
      const res = await post(someone.token, { name: "Ada", rating: 4, details: "Fine", ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ [field]: FORMAT_CHARACTERS_MESSAGE });
      expect(await count()).toBe(before);
    },
  );

  it("I11: accents, CJK and emoji joined by ZWJ are stored as typed", async () => {
    const someone = await customer(t.app);
    const review = { name: "Gaëlle 扳手 👩‍🔧", rating: 5, details: "Très bien 🏳️‍🌈\nمی‌خواهم" };
    expect((await post(someone.token, review)).statusCode).toBe(201);
    expect((await list()).at(-1)).toMatchObject(review);
  });
});
