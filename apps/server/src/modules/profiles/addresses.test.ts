import { TRADE_LIMITS, TRADE_TEXTS } from "@xpart/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { bearer, customer } from "../../../test/auth-helpers.js";
import { createTestApp } from "../../../test/test-app.js";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Someone = Awaited<ReturnType<typeof customer>>;
const call = (who: Someone, method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(who.token), ...(payload ? { payload } : {}) });
const list = async (who: Someone) =>
  (await call(who, "GET", "/addresses")).json() as Record<string, unknown>[];
const add = (who: Someone, changes: object = {}) => call(who, "POST", "/addresses", { ...DEPOT, ...changes });

const DEPOT = {
  label: "Main depot",
  name: "Ada Lovelace",
  address: "7 Mill Lane, Springfield",
  phone: "+1 555-0100",
};

describe("saved delivery addresses (issue 26)", () => {
  it("a new customer has none; the first added is the default, answered 201 with its fields", async () => {
    const ada = await customer(t.app);
    expect(await list(ada)).toEqual([]);
    const res = await add(ada);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String), ...DEPOT, isDefault: true, shared: false });
    expect(await list(ada)).toEqual([res.json()]);
  });

  it("a second is not the default unless asked; asking moves the default to it; the default lists first", async () => {
    const ada = await customer(t.app);
    const first = (await add(ada)).json();
    const second = (await add(ada, { label: "Site 4" })).json();
    expect(second.isDefault).toBe(false);
    const third = (await add(ada, { label: "Yard", isDefault: true })).json();
    expect(third.isDefault).toBe(true);
    expect((await list(ada)).map((a) => [a.id, a.isDefault])).toEqual([
      [third.id, true],
      [first.id, false],
      [second.id, false],
    ]);
  });

  it("PATCH changes only the fields sent; isDefault: true un-defaults the others in one go", async () => {
    const ada = await customer(t.app);
    const first = (await add(ada)).json();
    const second = (await add(ada, { label: "Site 4" })).json();
    const res = await call(ada, "PATCH", `/addresses/${second.id}`, {
      phone: "+1 555-0199",
      isDefault: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...second, phone: "+1 555-0199", isDefault: true });
    expect(await list(ada)).toEqual([res.json(), { ...first, isDefault: false }]);
    // Again on the default itself: still the one default.
    await call(ada, "PATCH", `/addresses/${second.id}`, { isDefault: true });
    expect((await list(ada)).filter((a) => a.isDefault).map((a) => a.id)).toEqual([second.id]);
  });

  it("DELETE of the default makes the newest remaining the default and answers the list", async () => {
    const ada = await customer(t.app);
    const first = (await add(ada)).json();
    const older = (await add(ada, { label: "Older" })).json();
    const newest = (await add(ada, { label: "Newest" })).json();
    const res = await call(ada, "DELETE", `/addresses/${first.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      { ...newest, isDefault: true },
      { ...older, isDefault: false },
    ]);
    // Deleting one that is not the default leaves the default where it is.
    await call(ada, "DELETE", `/addresses/${older.id}`);
    expect(await list(ada)).toEqual([{ ...newest, isDefault: true }]);
  });

  it(`refuses more than ${TRADE_LIMITS.maxAddresses} addresses with a 409, even when the adds race`, async () => {
    const ada = await customer(t.app);
    const answers = await Promise.all(
      Array.from({ length: TRADE_LIMITS.maxAddresses + 3 }, (_, i) => add(ada, { label: `Site ${i}` })),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(TRADE_LIMITS.maxAddresses);
    expect(codes.filter((c) => c === 409)).toHaveLength(3);
    expect(answers.find((res) => res.statusCode === 409)!.json().message).toBe(
      TRADE_TEXTS.tooManyAddresses(TRADE_LIMITS.maxAddresses),
    );
    const kept = await list(ada);
    expect(kept).toHaveLength(TRADE_LIMITS.maxAddresses);
    expect(kept.filter((a) => a.isDefault)).toHaveLength(1);
  });

  it("another customer's address is a 404 for GET, PATCH and DELETE, and stays as it was", async () => {
    const [ada, eve] = [await customer(t.app), await customer(t.app)];
    const mine = (await add(ada)).json();
    expect((await call(ada, "GET", `/addresses/${mine.id}`)).json()).toEqual(mine);
    for (const res of [
      await call(eve, "GET", `/addresses/${mine.id}`),
      await call(eve, "PATCH", `/addresses/${mine.id}`, { label: "Stolen", isDefault: true }),
      await call(eve, "DELETE", `/addresses/${mine.id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(TRADE_TEXTS.addressNotFound);
      expect(res.body).not.toContain(DEPOT.address);
    }
    expect(await list(ada)).toEqual([mine]);
    expect(await list(eve)).toEqual([]);
  });

  it.each(["not-a-uuid", "00000000-0000-4000-8000-000000000000"])("an id %s is a 404", async (id) => {
    const ada = await customer(t.app);
    for (const method of ["GET", "PATCH", "DELETE"] as const)
      expect(
        (await call(ada, method, `/addresses/${id}`, method === "PATCH" ? { label: "x" } : undefined))
          .statusCode,
      ).toBe(404);
  });

  it.each([
    ["no label", { label: "" }, "label"],
    ["a blank address", { address: "   " }, "address"],
    ["a phone of letters", { phone: "call me" }, "phone"],
    ["a 201-character address", { address: "x".repeat(201) }, "address"],
    ["a control character", { name: "Ada\u0000" }, "name"],
    ["an unknown field", { userId: "someone-else" }, "userId"],
  ])("POST with %s is a 400 naming the field, and nothing is stored", async (_label, changes, field) => {
    const ada = await customer(t.app);
    const res = await add(ada, changes);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields as object)).toContain(field);
    expect(await list(ada)).toEqual([]);
  });

  it("PATCH with nothing, with isDefault: false or a bad field is a 400, and nothing changes", async () => {
    const ada = await customer(t.app);
    const mine = (await add(ada)).json();
    for (const body of [{}, { isDefault: false }, { phone: "call me" }])
      expect((await call(ada, "PATCH", `/addresses/${mine.id}`, body)).statusCode).toBe(400);
    expect(await list(ada)).toEqual([mine]);
  });

  it("anonymous calls are 401", async () => {
    for (const [method, url] of [
      ["GET", "/api/addresses"],
      ["POST", "/api/addresses"],
      ["PATCH", "/api/addresses/00000000-0000-4000-8000-000000000000"],
      ["DELETE", "/api/addresses/00000000-0000-4000-8000-000000000000"],
    ] as const)
      expect((await t.app.inject({ method, url, payload: DEPOT })).statusCode).toBe(401);
  });
});
