import type { FastifyPluginAsync } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** A file sent with a mail (the paid mail's invoice), rendered by the worker when it sends. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/** One rendered mail, as every adapter receives it. */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
}

/** Where mail goes: the SMTP server (smtp-mail-sender.ts) or the development outbox (outbox.ts). */
export interface MailSender {
  readonly name: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
  close?(): void;
  /** Routes of the sender's own, registered under /api beside the mail routes (the outbox's GET /api/outbox). */
  routes?(): FastifyPluginAsyncZod;
  /** Pages of the sender's own, outside /api (the outbox's /dev/outbox). */
  pages?(context: MailPageContext): FastifyPluginAsync;
}

/** What a sender's own pages may use from the shop. */
export interface MailPageContext {
  /** Where the shop is reached: the links of rendered mail start with it. */
  publicUrl: string;
}
