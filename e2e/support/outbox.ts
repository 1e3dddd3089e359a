import { expect, type Page } from "@playwright/test";

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Waits until the development outbox (/dev/outbox.json, what /dev/outbox shows) holds a mail to `to` whose
 * subject matches, and answers it: mail is sent by the worker shortly after the change it tells about.
 */
export async function mailIn(page: Page, to: string, subject: RegExp): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await page.request.get("/dev/outbox.json")).json()) as OutboxMail[];
        found = mails.find((m) => m.to === to && subject.test(m.subject));
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The mail's link that starts with `prefix`, as a path on this shop. */
export function linkIn(mail: OutboxMail, prefix: string): string {
  const link = mail.text.split(/\s/).find((word) => word.includes(prefix));
  if (!link) throw new Error(`no ${prefix} link in "${mail.subject}"`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
