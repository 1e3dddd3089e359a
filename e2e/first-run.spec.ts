import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import type { Browser, Page } from "@playwright/test";
import { ADMIN_TEXTS, MAIL_TEXTS, ORDER_TEXTS, TEST_MODE_TEXTS, TEXTS } from "@xpart/shared";

import { appReady, expect, test, waitingGoto } from "./support/app-test";
import { loginViaForm } from "./support/sign-in";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

interface FirstRun {
  origin: string;
  owner: { email: string; password: string };
  stop(): Promise<void>;
}

/**
 * `npm start` as a newcomer runs it: no variable of the shop's at all. Only PORT and DATA_DIR are given, so
 * that the test neither meets another server on :3000 nor a developer's ./.data; both are where a second
 * checkout would put them too. The owner's password is read from what the process prints.
 */
async function startFreshShop(): Promise<FirstRun> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "xpart-first-run-"));
  const shop: ChildProcess = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let printed = "";
  shop.stdout!.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  shop.stderr!.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  const stop = async () => {
    if (shop.exitCode === null) {
      const exited = new Promise((resolve) => shop.once("exit", resolve));
      shop.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // Not a terminal here, so the log is JSON lines; the summary is one record whose message is the block.
    let summary = "";
    await expect
      .poll(
        () => {
          if (shop.exitCode !== null) throw new Error(`npm start exited ${shop.exitCode}:\n${printed}`);
          summary =
            printed
              .split("\n")
              .filter((line) => line.startsWith("{"))
              .map((line) => JSON.parse(line) as { msg?: string })
              .find((record) => record.msg?.startsWith("X-Part is ready"))?.msg ?? "";
          return summary;
        },
        { timeout: 150_000, intervals: [500] },
      )
      .not.toBe("");
    const origin = `http://localhost:${port}`;
    expect(summary).toContain(`X-Part is ready at ${origin}`);
    expect(summary).toContain("Payments  test cards");
    expect(summary).toContain("Mail      caught, not sent");
    const owner = /Admin {5}(\S+), password (\S+): sign in at (\S+)/.exec(summary);
    expect(owner?.[3]).toBe(`${origin}/login`);
    return { origin, owner: { email: owner![1]!, password: owner![2]! }, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function newPage(browser: Browser, origin: string): Promise<Page> {
  return waitingGoto(await (await browser.newContext({ baseURL: origin })).newPage());
}

/** The caught mail to `to` whose subject matches, read on the admin's Mail page: the link starting with `prefix`. */
async function linkFromMailPage(admin: Page, to: string, subject: RegExp, prefix: string): Promise<string> {
  await admin.goto("/dashboard/mail");
  await expect(admin.getByRole("heading", { name: ADMIN_TEXTS.mail, level: 1 })).toBeVisible();
  const mail = admin.getByRole("article").filter({ hasText: to }).filter({ hasText: subject });
  // The worker sends queued mail every few seconds; the page's Refresh asks again.
  await expect(async () => {
    await admin.getByRole("button", { name: ADMIN_TEXTS.refresh }).click();
    await expect(mail.first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const href = await mail.first().getByRole("link").filter({ hasText: prefix }).first().getAttribute("href");
  return new URL(href!).pathname + new URL(href!).search;
}

test.describe("the first run (issue 22)", () => {
  test("issue 22 J1: a fresh `npm start` with no variables prints the owner's password; a newcomer signs up, orders, pays with 4242…, the owner ships it, and a password reset is read from the owner's Mail page", async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const shop = await startFreshShop();
    try {
      const customer = await newPage(browser, shop.origin);
      const account = {
        name: "First Run",
        email: `first-run-${Date.now().toString(36)}@example.test`,
        password: "first-run-pass",
      };

      // J1 steps 1-4: the banner, the shop, 'Purchase' → Login → 'Create New Account' → signed up.
      await customer.goto("/");
      await customer.getByRole("link", { name: TEXTS.shopNow, exact: true }).first().click();
      await expect(customer).toHaveURL(/\/shop$/);
      const purchase = customer.getByRole("link", { name: TEXTS.purchase }).first();
      const productPath = await purchase.getAttribute("href");
      await purchase.click();
      await expect(customer).toHaveURL(/\/login\?from=/);
      await customer.getByRole("link", { name: "Create New Account" }).click();
      await customer.getByLabel("Name").fill(account.name);
      await customer.getByLabel("Email").fill(account.email);
      await customer.getByLabel("Password", { exact: true }).fill(account.password);
      await customer.getByRole("button", { name: "SIGNUP", exact: true }).click();
      await expect(customer.getByRole("button", { name: "Sign Out", exact: true })).toBeVisible();

      // Steps 5-6: Billing Details, prefilled, submitted with the product's minimum quantity.
      await customer.goto(productPath!);
      await customer.getByRole("button", { name: TEXTS.purchase }).click();
      const billing = customer.getByRole("dialog", { name: ORDER_TEXTS.billingDetails });
      await expect(billing.getByLabel("Email", { exact: true })).toHaveValue(account.email);
      await billing.getByLabel("Address", { exact: true }).fill("1 Workshop Lane");
      await billing.getByLabel("Phone", { exact: true }).fill("+1 555-0100");
      await billing.getByRole("button", { name: ORDER_TEXTS.addToMyOrder }).click();
      await expect(customer.getByText(ORDER_TEXTS.productAddedToOrder, { exact: true })).toBeVisible();

      // Steps 7-9: 'Pay Now', the test-mode notice naming the cards, 4242… pays.
      await customer.goto("/dashboard/orderTable");
      await customer.getByRole("link", { name: ORDER_TEXTS.payNow }).click();
      await expect(customer.getByText(TEST_MODE_TEXTS.title, { exact: true })).toBeVisible();
      await expect(customer.getByText("4242 4242 4242 4242").first()).toBeVisible();
      const pay = customer.getByRole("button", { name: ORDER_TEXTS.pay, exact: true });
      await expect(pay).toBeEnabled();
      await customer.getByLabel("Card number").fill("4242424242424242");
      await customer.getByLabel("Expiry").fill("12 / 34");
      await customer.getByLabel("CVC").fill("123");
      await pay.click();
      await expect(customer.getByText(ORDER_TEXTS.paymentSuccessful, { exact: true })).toBeVisible();

      // Steps 11-12: the owner, signed in with the printed password, ships it; the customer sees 'Shipped'.
      const owner = await newPage(browser, shop.origin);
      await owner.goto("/login");
      await loginViaForm(owner, shop.owner.email, shop.owner.password);
      await expect(owner).toHaveURL(/\/$/);
      await owner.goto("/dashboard/orders");
      await owner.getByRole("button", { name: ADMIN_TEXTS.approveBooking }).first().click();
      await owner
        .getByRole("dialog", { name: ADMIN_TEXTS.shipConfirm })
        .getByRole("button", { name: "Yes, ship it" })
        .click();
      await expect(
        owner.getByRole("button", { name: ADMIN_TEXTS.shipped, exact: true }).first(),
      ).toBeDisabled();
      await customer.goto("/dashboard/orderTable");
      const row = customer.getByRole("table").locator("tbody tr");
      await expect(row).toHaveCount(1);
      await expect(row.getByRole("cell").nth(5)).toHaveText(ORDER_TEXTS.shipped);

      // A password reset: asked for signed out, the link read from the owner's Mail page.
      const visitor = await newPage(browser, shop.origin);
      await visitor.goto("/login");
      await visitor.getByRole("link", { name: MAIL_TEXTS.forgotPassword }).click();
      await expect(visitor).toHaveURL(/\/forgot-password/);
      await appReady(visitor);
      await visitor.getByLabel("Email").fill(account.email);
      await visitor.getByRole("button", { name: MAIL_TEXTS.sendResetLink }).click();
      await expect(visitor.getByText(MAIL_TEXTS.resetLinkSent)).toBeVisible();
      await visitor.goto(
        await linkFromMailPage(owner, account.email, /reset your/i, "/reset-password?token="),
      );
      const newPassword = "fresh-torque-wrench-77";
      await visitor.getByLabel("Password", { exact: true }).fill(newPassword);
      await visitor.getByRole("button", { name: MAIL_TEXTS.setNewPassword }).click();
      await expect(visitor.getByText(MAIL_TEXTS.passwordChanged)).toBeVisible();
      await visitor.goto("/login");
      await loginViaForm(visitor, account.email, newPassword);
      await expect(visitor).toHaveURL(/\/$/);
    } finally {
      await shop.stop();
    }
  });
});
