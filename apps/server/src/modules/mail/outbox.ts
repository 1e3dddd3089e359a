import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";

import type { MailMessage, MailPageContext, MailSender } from "./mail-sender.js";
import type { OutboxEntry } from "./outbox-entry.js";
import { outboxApiRoutes, outboxRoutes } from "./outbox.routes.js";

/** Orders mails written in the same millisecond by this process. */
let sequence = 0;

/**
 * The development outbox: each mail one JSON file under `DATA_DIR/outbox`, shown to admins at /dev/outbox and
 * GET /api/outbox. Refused in production (config.ts): the links in these mails sign people in.
 */
export class OutboxMailSender implements MailSender {
  readonly name = "outbox";

  constructor(
    readonly directory: string,
    private readonly from: string,
  ) {}

  async send({ attachments, ...message }: MailMessage): Promise<void> {
    await mkdir(this.directory, { recursive: true, mode: 0o700 });
    const sentAt = new Date().toISOString();
    const id = randomUUID();
    const entry: OutboxEntry = { id, from: this.from, sentAt, ...message };
    if (attachments?.length) {
      entry.attachments = attachments.map(({ filename, contentType, content }) => ({
        filename,
        contentType,
        size: content.byteLength,
      }));
    }
    // The time and a sequence first, so the file names sort in sending order.
    sequence += 1;
    const name = `${sentAt.replace(/[:.]/g, "-")}-${String(sequence).padStart(9, "0")}-${id}.json`;
    // Written beside, then renamed: a reader (the Mail page, a test) never sees half a mail.
    const file = path.join(this.directory, name);
    await writeFile(`${file}.partial`, JSON.stringify(entry), { mode: 0o600 });
    await rename(`${file}.partial`, file);
  }

  /** Every mail in the outbox, newest first. */
  async read(): Promise<OutboxEntry[]> {
    const names = await readdir(this.directory).catch(() => [] as string[]);
    const entries = await Promise.all(
      names
        .filter((name) => name.endsWith(".json"))
        .sort()
        .reverse()
        .map(
          async (name) => JSON.parse(await readFile(path.join(this.directory, name), "utf8")) as OutboxEntry,
        ),
    );
    return entries;
  }

  /** GET /api/outbox, for an admin's API token. */
  routes() {
    return outboxApiRoutes(this);
  }

  /** /dev/outbox, for an admin signed in in the browser. */
  pages(context: MailPageContext) {
    return outboxRoutes(this, context);
  }
}
