import { caughtMailSchema } from "@xpart/shared";
import type { FastifyPluginAsync } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import type { MailPageContext } from "./mail-sender.js";
import type { OutboxEntry } from "./outbox-entry.js";
import { escapeHtml } from "./template-layout.js";
import { TEMPLATE_SAMPLES } from "./template-samples.js";
import { isMailKind, renderMail } from "./templates.js";

/** What the outbox's routes read: every mail in it, newest first. */
interface OutboxReader {
  read(): Promise<OutboxEntry[]>;
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:sans-serif;max-width:960px;margin:0 auto;padding:16px">${body}</body></html>`;

function entryHtml(entry: OutboxEntry): string {
  const files = (entry.attachments ?? [])
    .map((file) => ` · Attached: ${escapeHtml(file.filename)} (${file.size} bytes)`)
    .join("");
  return `<article style="border-top:1px solid #ccc;padding:8px 0"><h2 style="font-size:16px;margin:4px 0">${escapeHtml(entry.subject)}</h2><p style="margin:4px 0">To <span data-testid="to">${escapeHtml(entry.to)}</span> · ${escapeHtml(entry.sentAt)} · <a href="/dev/outbox/${encodeURIComponent(entry.id)}">HTML</a>${files}</p><pre style="white-space:pre-wrap;background:#f6f6f6;padding:8px">${escapeHtml(entry.text)}</pre></article>`;
}

/**
 * The development outbox (issue 15): every mail the shop sent, newest first, with its plain text here and its
 * HTML one click away, and each template rendered with sample data. Registered only when mail goes to the
 * outbox, which production refuses (config.ts). The mail holds other people's verification and reset links,
 * so only an admin reads it (M3), signed in in the browser: these pages are opened there, where the session
 * cookie goes and the API token does not. A loopback-only rule would not do: behind a proxy on the same
 * machine every visitor comes from 127.0.0.1.
 */
export function outboxRoutes(outbox: OutboxReader, { publicUrl }: MailPageContext): FastifyPluginAsync {
  return async (app) => {
    const hidden = { config: { access: "admin-session" as const }, schema: { hide: true } };

    app.get("/dev/outbox", hidden, async (_request, reply) => {
      const entries = await outbox.read();
      const templates = Object.keys(TEMPLATE_SAMPLES)
        .map((kind) => `<a href="/dev/outbox/templates/${kind}">${kind}</a>`)
        .join(" · ");
      return reply
        .type("text/html; charset=utf-8")
        .send(
          page(
            "Outbox",
            `<h1>Development outbox</h1><p>Mail is not sent anywhere: it is kept in this outbox. Templates: ${templates}</p>${
              entries.length ? entries.map(entryHtml).join("") : "<p>No mail yet.</p>"
            }`,
          ),
        );
    });

    app.get<{ Params: { kind: string } }>("/dev/outbox/templates/:kind", hidden, async (request, reply) => {
      const { kind } = request.params;
      if (!isMailKind(kind)) return reply.code(404).type("text/plain").send("No such template");
      const mail = renderMail(kind, TEMPLATE_SAMPLES[kind], publicUrl);
      return reply.type("text/html; charset=utf-8").send(mail.html);
    });

    app.get<{ Params: { id: string } }>("/dev/outbox/:id", hidden, async (request, reply) => {
      const entry = (await outbox.read()).find((e) => e.id === request.params.id);
      if (!entry) return reply.code(404).type("text/plain").send("No such mail");
      return reply.type("text/html; charset=utf-8").send(entry.html);
    });
  };
}

/**
 * GET /api/outbox: the same mail as JSON, newest first, for an admin's API token (scripts, tests, and the
 * dashboard's Mail page). Registered under /api when mail goes to the outbox, as the pages are.
 */
export function outboxApiRoutes(outbox: OutboxReader): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/outbox",
      { config: { access: "admin" }, schema: { response: { 200: z.array(caughtMailSchema) } } },
      async () => outbox.read(),
    );
  };
}
