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
