import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import type { FastifyInstance } from "fastify";
import { afterAll, expect } from "vitest";

import type { Database } from "../src/db/client.js";
import { deliverDueMail, OutboxMailSender, type OutboxEntry } from "../src/modules/mail/index.js";

import { bearer } from "./auth-helpers.js";

/** A development outbox in a fresh directory, removed when the test file ends. */
export async function temporaryOutbox(): Promise<OutboxMailSender> {
  const directory = await mkdtemp(path.join(tmpdir(), "xpart-outbox-"));
  afterAll(() => rm(directory, { recursive: true, force: true }));
  return new OutboxMailSender(directory, "X-Part <no-reply@x-part.test>");
}

/** Runs the mail worker once, now or at a given time (as the timer would). */
export function sendDueMail(app: FastifyInstance, db: Database, outbox: OutboxMailSender, now?: Date) {
  return deliverDueMail({ db, sender: outbox, publicUrl: "http://127.0.0.1", log: app.log }, now);
}

/** The outbox as an admin reads it (GET /api/outbox with the admin's token), oldest first, for one recipient. */
export async function mailTo(
  app: FastifyInstance,
  adminToken: string,
  email: string,
): Promise<OutboxEntry[]> {
  const res = await app.inject({ method: "GET", url: "/api/outbox", headers: bearer(adminToken) });
  expect(res.statusCode).toBe(200);
  return (res.json() as OutboxEntry[]).filter((m) => m.to === email).reverse();
}

/** The first link in a mail's plain text that starts with `prefix`. */
export function linkIn(mail: OutboxEntry, prefix: string): string {
  const found = mail.text.split(/\s/).find((word) => word.startsWith(prefix));
  if (!found) throw new Error(`no ${prefix} link in "${mail.subject}"`);
  return found;
}
