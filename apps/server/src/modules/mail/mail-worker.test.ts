import { orderNumber } from "@xpart/shared";
import type { FastifyBaseLogger } from "fastify";
import type { JobWithMetadata } from "pg-boss";
import { describe, expect, it } from "vitest";

import type { QueuedMail } from "./mail-queue.js";
import type { MailMessage, MailSender } from "./mail-sender.js";
import { mailHandler } from "./mail-worker.js";
import { TEMPLATE_SAMPLES } from "./template-samples.js";

const silent = { info() {}, warn() {} } as unknown as FastifyBaseLogger;

/** A queued mail as pg-boss hands it to the worker (only the fields the worker reads). */
const job = (id: string, to: string, minutesAgo: number) =>
  ({
    id,
    data: { kind: "password-changed", to, data: TEMPLATE_SAMPLES["password-changed"] },
    createdOn: new Date(Date.now() - minutesAgo * 60_000),
    retryCount: 0,
    retryLimit: 12,
  }) as unknown as JobWithMetadata<QueuedMail>;

describe("the mail worker's batch (issue 22)", () => {
  it("issue 22: marks each sent mail done as soon as it is sent, oldest first, so a batch cut short never sends it again", async () => {
    const events: string[] = [];
    const sender: MailSender = {
      name: "smtp",
      async send(mail: MailMessage) {
        events.push(`send ${mail.to}`);
        if (mail.to === "down@example.test") throw new Error("421 try later");
      },
    };
    const handle = mailHandler({
      sender,
      publicUrl: "http://127.0.0.1",
      log: silent,
      settle: async (id) => events.push(`settled ${id}`),
    });
    const results = await handle([
      job("b", "down@example.test", 1),
      job("a", "first@example.test", 2),
      job("c", "last@example.test", 0),
    ]);
    expect(events).toEqual([
      "send first@example.test",
      "settled a",
      "send down@example.test",
      "send last@example.test",
      "settled c",
    ]);
    expect(results.map(({ id, status }) => `${id} ${status}`)).toEqual([
      "a completed",
      "b failed",
      "c completed",
    ]);
  });
});

describe("the paid mail's invoice and mail queued before checkouts (issue 26)", () => {
  /** A receipt as the version before checkouts queued it: one product at the top level. */
  const oldReceipt = {
    id: "old",
    data: {
      kind: "order-paid",
      to: "ada@example.test",
      data: {
        orderId: "3f2c9a1e-5b7d-4c2e-9f1a-0123456789ab",
        productName: "Hydraulic floor jack",
        quantity: 3,
        unitPriceCents: 12_999,
        totalCents: 38_997,
        name: "Ada",
        address: "1 Gear Road",
        transactionId: "pi_old",
      },
    },
    createdOn: new Date(),
    retryCount: 0,
    retryLimit: 12,
  } as unknown as JobWithMetadata<QueuedMail>;

  it("sends an old receipt as a one-line checkout named by its order, with that checkout's invoice", async () => {
    const sent: MailMessage[] = [];
    const asked: string[] = [];
    const handle = mailHandler({
      sender: { name: "smtp", send: async (mail) => void sent.push(mail) },
      publicUrl: "http://127.0.0.1",
      log: silent,
      invoiceOf: async (checkoutId) => {
        asked.push(checkoutId);
        return { filename: "invoice-2026-000007.pdf", pdf: new Uint8Array([37, 80, 68, 70]) };
      },
    });
    expect((await handle([oldReceipt]))[0]!.status).toBe("completed");
    expect(asked).toEqual(["3f2c9a1e-5b7d-4c2e-9f1a-0123456789ab"]);
    expect(sent[0]!.subject).toBe(
      `Receipt for order #${orderNumber("3f2c9a1e-5b7d-4c2e-9f1a-0123456789ab")}`,
    );
    expect(sent[0]!.text).toContain("Hydraulic floor jack × 3: $129.99 each");
    expect(sent[0]!.text).toContain("Total: $389.97");
    expect(sent[0]!.attachments).toEqual([
      {
        filename: "invoice-2026-000007.pdf",
        contentType: "application/pdf",
        content: expect.any(Uint8Array),
      },
    ]);
  });

  it("sends a receipt without a file when its checkout has no invoice, and retries when the invoice cannot be read", async () => {
    const sent: MailMessage[] = [];
    const sender: MailSender = { name: "smtp", send: async (mail) => void sent.push(mail) };
    const none = mailHandler({
      sender,
      publicUrl: "http://127.0.0.1",
      log: silent,
      invoiceOf: async () => null,
    });
    expect((await none([oldReceipt]))[0]!.status).toBe("completed");
    expect(sent[0]!.attachments).toBeUndefined();
    const down = mailHandler({
      sender,
      publicUrl: "http://127.0.0.1",
      log: silent,
      invoiceOf: () => Promise.reject(new Error("database away")),
    });
    expect((await down([oldReceipt]))[0]!.status).toBe("failed");
    expect(sent).toHaveLength(1);
  });
});
