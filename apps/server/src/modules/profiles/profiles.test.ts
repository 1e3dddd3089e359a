import { INFO_TEXTS } from "@xpart/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { bearer, customer } from "../../../test/auth-helpers.js";
import { createTestApp } from "../../../test/test-app.js";

import { infoRecords } from "./profiles.tables.js";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Someone = Awaited<ReturnType<typeof customer>>;
const read = (who: Someone, email = who.email) =>
  t.app.inject({
    method: "GET",
    url: `/api/info?email=${encodeURIComponent(email)}`,
    headers: bearer(who.token),
  });
const add = (who: Someone, payload: object) =>
  t.app.inject({ method: "POST", url: "/api/info", headers: bearer(who.token), payload });
const update = (who: Someone, payload: object, email = who.email) =>
  t.app.inject({
    method: "PUT",
    url: `/api/info?email=${encodeURIComponent(email)}`,
    headers: bearer(who.token),
    payload,
  });
const rows = async () => t.db.select().from(infoRecords);

const FULL = {
  studyIn: "Springfield Tech",
  livesIn: "Springfield",
  phone: "+1 555-0100",
  facebook: "https://www.facebook.com/ada",
  linkedin: "https://www.linkedin.com/in/ada",
  github: "https://github.com/ada",
};

describe("the info record (spec §7 /info)", () => {
  it("API-20 API-21 ENT-12 a new user has none; POST adds one (201 insertedId), GET lists it with the caller's email", async () => {
    const ada = await customer(t.app);
    expect((await read(ada)).json()).toEqual([]);
    const res = await add(ada, { email: ada.email, ...FULL });
    expect(res.statusCode, res.body).toBe(201);
    const [record] = (await read(ada)).json() as Record<string, unknown>[];
    expect(record).toEqual({ _id: res.json().insertedId, email: ada.email, ...FULL });
  });

  it("API-21 PROF-09 a second POST is a 409 and changes nothing", async () => {
    const ada = await customer(t.app);
    await add(ada, { livesIn: "First" });
    const again = await add(ada, { livesIn: "Second" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(INFO_TEXTS.alreadyAdded);
    expect((await read(ada)).json()[0].livesIn).toBe("First");
  });

  it("API-22 ENT-13 PUT with the spec's updated* names changes only the fields sent", async () => {
    const ada = await customer(t.app);
    await add(ada, FULL);
    const res = await update(ada, { updatedLivesIn: "Shelbyville" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ modifiedCount: 1 });
    expect((await read(ada)).json()[0]).toMatchObject({ ...FULL, livesIn: "Shelbyville" });
    // An empty field clears it, so its social button hides.
    await update(ada, { updatedGithub: "" });
    expect((await read(ada)).json()[0].github).toBeNull();
  });

  it("API-20 API-22 another user's info can be neither read nor changed (403), and nothing changes", async () => {
    const [ada, eve] = [await customer(t.app), await customer(t.app)];
    await add(ada, FULL);
    expect((await read(eve, ada.email)).statusCode).toBe(403);
    expect((await update(eve, { updatedPhone: "+44 20 7946 0000" }, ada.email)).statusCode).toBe(403);
    expect((await add(eve, { email: ada.email, phone: "+44 20 7946 0000" })).statusCode).toBe(403);
    expect((await read(ada)).json()[0]).toMatchObject(FULL);
    expect((await rows()).filter((r) => r.phone === "+44 20 7946 0000")).toEqual([]);
  });

  it.each([
    ["a Facebook link to another site", { facebook: "https://evil.example/facebook.com" }, "facebook"],
    ["a plain-http GitHub link", { github: "http://github.com/ada" }, "github"],
    ["a javascript: LinkedIn link", { linkedin: "javascript:alert(1)" }, "linkedin"],
    ["a link with credentials", { github: "https://user:pw@github.com/ada" }, "github"],
    ["a phone of letters", { phone: "call me" }, "phone"],
    ["a phone of 3 digits", { phone: "123" }, "phone"],
    ["a 101-character place", { studyIn: "x".repeat(101) }, "studyIn"],
    ["an unknown field", { role: "admin" }, "role"],
  ])("PROF-13 %s is a 400 naming the field, and nothing is stored", async (_label, body, field) => {
    const ada = await customer(t.app);
    const before = (await rows()).length;
    const res = await add(ada, body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields as object)).toContain(field);
    expect((await rows()).length).toBe(before);
  });

  it("API-22 PUT before any POST is a 404 saying to add the info first; an empty PUT is a 400", async () => {
    const ada = await customer(t.app);
    const res = await update(ada, { updatedLivesIn: "Nowhere" });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(INFO_TEXTS.notAdded);
    await add(ada, FULL);
    expect((await update(ada, {})).statusCode).toBe(400);
  });

  it("API-20 API-21 anonymous calls are 401", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/info?email=a@b.co" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/api/info", payload: {} })).statusCode).toBe(401);
  });
});
