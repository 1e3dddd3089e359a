import type { AddressInfo } from "node:net";

import type { FastifyBaseLogger } from "fastify";
import type { JobWithMetadata } from "pg-boss";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { QueuedMail } from "./mail-queue.js";
import { mailHandler } from "./mail-worker.js";
import { SmtpMailSender } from "./smtp-mail-sender.js";
import { TEMPLATE_SAMPLES } from "./template-samples.js";
import { renderMail } from "./templates.js";

/** A tiny SMTP server on 127.0.0.1 that keeps what it receives, so the real adapter talks real SMTP. */
const received: { from: string; to: string[]; raw: string }[] = [];
let server: SMTPServer;
let port: number;
let refuse = false;
beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onRcptTo(address, _session, callback) {
      callback(refuse ? Object.assign(new Error("mailbox unavailable"), { responseCode: 550 }) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the SMTP adapter (nodemailer over SMTP_URL)", () => {
  it("delivers one mail with the sender, the recipient, and both an HTML and a plain-text part", async () => {
    const sender = new SmtpMailSender(`smtp://127.0.0.1:${port}`, "X-Part <shop@x-part.test>");
    const mail = renderMail("password-changed", { name: "Ada" }, "https://shop.example");
    await sender.send({ to: "ada@example.test", ...mail });
    sender.close();
    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message).toMatchObject({ from: "shop@x-part.test", to: ["ada@example.test"] });
    expect(message!.raw).toContain("Subject: Your X-Part password was changed");
    expect(message!.raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(message!.raw).toMatch(/Content-Type: text\/plain/);
    expect(message!.raw).toMatch(/Content-Type: text\/html/);
    expect(message!.raw).toContain("https://shop.example/login");
  });

  it("issue 26: the paid mail leaves the worker with the checkout's invoice attached as a PDF", async () => {
    const sender = new SmtpMailSender(`smtp://127.0.0.1:${port}`, "X-Part <shop@x-part.test>");
    const paid = TEMPLATE_SAMPLES["order-paid"];
    // A file with bytes of every value, so that any mangling on the way shows (the invoices module renders the real one).
    const pdf = new Uint8Array([
      ...Buffer.from("%PDF-1.3\n"),
      ...Array.from({ length: 256 }, (_, i) => i),
      ...Buffer.from("\n%%EOF\n"),
    ]);
    const asked: string[] = [];
    const handle = mailHandler({
      sender,
      publicUrl: "https://shop.example",
      log: { info() {}, warn() {} } as unknown as FastifyBaseLogger,
      async invoiceOf(checkoutId) {
        asked.push(checkoutId);
        return { filename: "invoice-2026-000123.pdf", pdf };
      },
    });
    const job = {
      id: "paid-1",
      data: { kind: "order-paid", to: "ada@example.test", data: paid },
      createdOn: new Date(),
      retryCount: 0,
      retryLimit: 12,
    } as unknown as JobWithMetadata<QueuedMail>;
    const before = received.length;
    expect((await handle([job]))[0]!.status).toBe("completed");
    sender.close();
    expect(asked).toEqual([paid.checkoutId]);
    const { raw } = received[before]!;
    expect(raw).toMatch(/Content-Type: multipart\/mixed/);
    expect(raw).toMatch(/Content-Type: application\/pdf; name=invoice-2026-000123\.pdf/);
    expect(raw).toMatch(/Content-Disposition: attachment; filename=invoice-2026-000123\.pdf/);
    // The attachment's bytes arrive whole.
    const base64 = raw.split(/filename=invoice-2026-000123\.pdf\r\n\r\n/)[1]!.split(/\r\n--/)[0]!;
    expect(new Uint8Array(Buffer.from(base64.replace(/\s/g, ""), "base64"))).toEqual(pdf);
  });

  it("rejects when the server refuses the recipient, so the queue retries the job", async () => {
    refuse = true;
    const sender = new SmtpMailSender(`smtp://127.0.0.1:${port}`, "X-Part <shop@x-part.test>");
    try {
      await expect(
        sender.send({ to: "gone@example.test", subject: "s", html: "<p>h</p>", text: "t" }),
      ).rejects.toThrow();
    } finally {
      refuse = false;
      sender.close();
    }
  });
});
