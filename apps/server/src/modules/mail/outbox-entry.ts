import type { MailMessage } from "./mail-sender.js";

/**
 * One mail as the development outbox keeps it (one JSON file each): written by outbox.ts, shown by
 * outbox.routes.ts, which read it from here so neither imports the other's module back (issue 38).
 */
export interface OutboxEntry extends Omit<MailMessage, "attachments"> {
  id: string;
  from: string;
  sentAt: string;
  /** What was attached, without the bytes: the outbox shows that the invoice went, not the file. */
  attachments?: { filename: string; contentType: string; size: number }[];
}
