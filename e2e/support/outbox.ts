import { expect, type APIRequestContext } from "@playwright/test";

import { ADMIN, ORIGIN } from "./accounts";

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * An API token of the e2e server's admin, signed in through `request`: a context of its own, so no page's
 * cookies change. Only an admin reads the outbox (security issue 21, M3).
 */
async function adminToken(request: APIRequestContext): Promise<string> {
  const headers = { origin: ORIGIN };
  const signIn = await request.post("/api/auth/sign-in/email", {
    data: { email: ADMIN.email, password: ADMIN.password },
    headers,
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const answer = await request.put(`/api/user/${encodeURIComponent(ADMIN.email)}`, {
    data: { email: ADMIN.email },
    headers,
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

/**
 * Waits until the development outbox (GET /api/outbox, what /dev/outbox shows) holds a mail to `to` whose
 * subject matches, and answers it: mail is sent by the worker shortly after the change it tells about.
 */
export async function mailIn(request: APIRequestContext, to: string, subject: RegExp): Promise<OutboxMail> {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get("/api/outbox", { headers })).json()) as OutboxMail[];
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
