import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { onPostgres } from "../postgres.js";

import { startShopProcess, type ShopProcess } from "./shop-process.js";

const account = { email: "in-flight@example.test", password: "Correct-Horse-Battery-9", name: "In Flight" };

/**
 * A sign-up whose body arrives in two parts, on a keep-alive connection: between them the request is in
 * flight on the server (its "incoming request" is logged) and cannot finish, whatever the machine's speed.
 */
function slowSignUp(shop: ShopProcess) {
  const body = JSON.stringify(account);
  const request = http.request(`${shop.url}/api/auth/sign-up/email`, {
    method: "POST",
    agent: new http.Agent({ keepAlive: true }),
    headers: {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(body),
      origin: shop.url,
    },
  });
  const answered = new Promise<{ status: number | undefined; body: string }>((resolve, reject) => {
    request.on("response", (response) => {
      let text = "";
      response.on("data", (chunk: Buffer) => (text += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode, body: text }));
    });
    request.on("error", reject);
  });
  request.write(body.slice(0, 10));
  return { answered, finish: () => request.end(body.slice(10)) };
}

/** Whether the server refuses new connections (its listening socket is closed), asked for up to 5 s. */
async function refusesNewConnections(shop: ShopProcess): Promise<boolean> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const refused = await fetch(`${shop.url}/api/health`).then(
      () => false,
      (err: { cause?: { code?: string } }) => err.cause?.code === "ECONNREFUSED",
    );
    if (refused) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

// The process-level behaviour is the same on both stores; it runs once, in the PGlite pass, on PGlite in a
// data directory that a second start reads again.
describe.skipIf(onPostgres)("graceful shutdown on SIGTERM (runs in the PGlite pass)", () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "xpart-shutdown-"));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("stops accepting, lets the request in flight finish, closes the database and exits 0", async () => {
    const shop = await startShopProcess({}, { dataDir });
    const signUp = slowSignUp(shop);
    await shop.waitForLine(/\/api\/auth\/sign-up\/email.*incoming request/);

    shop.child.kill("SIGTERM");
    await shop.waitForLine(/shutting down/);
    expect(await refusesNewConnections(shop)).toBe(true);
    expect(shop.child.exitCode).toBeNull();

    signUp.finish();
    const answer = await signUp.answered;
    expect(answer.status, answer.body).toBe(200);
    expect(await shop.exited).toBe(0);
    expect(shop.output.join("\n")).toMatch(/"msg":"shut down"/);

    // The database was closed cleanly: the next start on the same data knows the account.
    const again = await startShopProcess({}, { dataDir });
    const signIn = await fetch(`${again.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: again.url },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(signIn.status).toBe(200);
    expect(await again.stop()).toBe(0);
  }, 400_000);

  it("cuts a request still running at SHUTDOWN_TIMEOUT and exits 1", async () => {
    const shop = await startShopProcess({ SHUTDOWN_TIMEOUT: "1s" });
    const stuck = slowSignUp(shop);
    stuck.answered.catch(() => {});
    await shop.waitForLine(/\/api\/auth\/sign-up\/email.*incoming request/);
    expect(await shop.stop()).toBe(1);
    expect(shop.output.join("\n")).toMatch(/shutdown deadline passed/);
  }, 400_000);
});
