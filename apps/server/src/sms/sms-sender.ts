import type { FastifyBaseLogger } from "fastify";

import { UnavailableError } from "../domain-errors.js";

/** Sends one-time codes by SMS. A real provider's adapter implements the same interface. */
export interface SmsSender {
  send(phoneNumber: string, message: string): Promise<void>;
}

export interface SentSms {
  phoneNumber: string;
  message: string;
  at: Date;
}

/**
 * The development outbox: codes go to the server log (and stay readable in memory for tests), since no SMS
 * network is reachable from a developer's machine or CI.
 */
export class LogSmsSender implements SmsSender {
  readonly outbox: SentSms[] = [];

  /** Without a logger (tests) the codes are only kept in `outbox`. */
  constructor(private readonly log?: FastifyBaseLogger) {}

  async send(phoneNumber: string, message: string): Promise<void> {
    this.outbox.push({ phoneNumber, message, at: new Date() });
    if (this.outbox.length > 100) this.outbox.shift();
    this.log?.info({ sms: { to: phoneNumber, message } }, "SMS (development outbox)");
  }

  /** The latest code sent to a number, for tests. */
  lastCode(phoneNumber: string): string | undefined {
    const sms = this.outbox.findLast((s) => s.phoneNumber === phoneNumber);
    return sms ? /\b(\d{6})\b/.exec(sms.message)?.[1] : undefined;
  }
}

/** No text messages in this shop (SMS_PROVIDER=none): asking for one says so plainly. */
export class NoSmsSender implements SmsSender {
  async send(): Promise<void> {
    throw new UnavailableError(
      "Text messages are not available in this shop. Use your authenticator app or a backup code.",
    );
  }
}
