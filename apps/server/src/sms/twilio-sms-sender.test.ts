import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { startTwilioStandIn } from "../../test/twilio-stand-in.js";

import { SmsDeliveryError, TwilioSmsSender } from "./twilio-sms-sender.js";

const ACCOUNT_SID = `AC${"1".repeat(32)}`;
const AUTH_TOKEN = "standin_auth_token_0123456789abcdef";
const SERVICE_SID = `MG${"2".repeat(32)}`;
const PHONE = "+15555550100";
const TEXT = "Your X-Part sign-in code is 493817";
let standIn: Awaited<ReturnType<typeof startTwilioStandIn>>;

beforeAll(async () => {
  standIn = await startTwilioStandIn(ACCOUNT_SID, AUTH_TOKEN);
});
afterAll(async () => {
  await standIn.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const sender = (settings: { from?: string; authToken?: string; timeoutMs?: number } = {}) =>
  new TwilioSmsSender({
    accountSid: ACCOUNT_SID,
    authToken: AUTH_TOKEN,
    from: "+15555550199",
    apiBaseUrl: standIn.url,
    ...settings,
  });

/** The rejection of a send, which must be an SmsDeliveryError. */
async function failure(send: Promise<void>): Promise<SmsDeliveryError> {
  const err = await send.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SmsDeliveryError);
  return err as SmsDeliveryError;
}

describe("the Twilio SMS adapter (against a local stand-in for Twilio's API)", () => {
  it("posts To, From and Body as a form to the account's Messages resource with Basic auth", async () => {
    await sender().send(PHONE, TEXT);
    const request = standIn.requests.at(-1)!;
    expect(request.method).toBe("POST");
    expect(request.path).toBe(`/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`);
    expect(request.credentials).toBe(`${ACCOUNT_SID}:${AUTH_TOKEN}`);
    expect(request.contentType).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(request.form)).toEqual({ To: PHONE, From: "+15555550199", Body: TEXT });
    expect(standIn.messages.at(-1)).toMatchObject({ to: PHONE, body: TEXT, status: "queued" });
  });

  it("sends through a Messaging Service when `from` is an MG… SID", async () => {
    await sender({ from: SERVICE_SID }).send(PHONE, TEXT);
    expect(Object.fromEntries(standIn.requests.at(-1)!.form)).toEqual({
      To: PHONE,
      MessagingServiceSid: SERVICE_SID,
      Body: TEXT,
    });
  });

  it("fails with Twilio's code kept for logs when the credentials are wrong", async () => {
    const err = await failure(sender({ authToken: "wrong_token" }).send(PHONE, TEXT));
    expect(err).toMatchObject({ status: 401, code: 20003 });
  });

  it("fails on a number Twilio refuses (400)", async () => {
    const err = await failure(sender().send("555-0100", TEXT));
    expect(err).toMatchObject({ status: 400, code: 21211 });
  });

  it("fails when Twilio is down (500)", async () => {
    standIn.failNext(500);
    const err = await failure(sender().send(PHONE, TEXT));
    expect(err.status).toBe(500);
  });

  it("gives up on a provider that does not answer after timeoutMs", async () => {
    standIn.hangNext();
    const deadlines = vi.spyOn(AbortSignal, "timeout");
    const err = await failure(sender({ timeoutMs: 300 }).send(PHONE, TEXT));
    // No answer, and the request was cancelled by its own timeoutMs deadline, which ran out.
    expect({ status: err.status, code: err.code }).toEqual({ status: undefined, code: "ERR_CANCELED" });
    expect(deadlines).toHaveBeenCalledExactlyOnceWith(300);
    expect((deadlines.mock.results[0]!.value as AbortSignal).reason).toMatchObject({ name: "TimeoutError" });
  }, 3_000);

  it("shows the user a plain message without the code, the number or the token", async () => {
    const err = await failure(sender().send("+1 555 0100 493817", TEXT));
    const shown = `${err.message} ${String(err)} ${JSON.stringify(err)}`;
    expect(err.message).toBe("We could not send the text message. Please try again later.");
    for (const secret of ["493817", "555", AUTH_TOKEN]) expect(shown).not.toContain(secret);
  });
});
