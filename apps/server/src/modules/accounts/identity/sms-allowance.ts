import type { Database } from "../../../db/client.js";
import { countInWindow } from "../../../db/window-counters.js";
import { TooManyError } from "../../../domain-errors.js";

/**
 * Each text message costs money, and a shop that texts any number on request pays for SMS pumping
 * (finding L4): codes are limited per phone number, whoever asks, and per account, whatever the number.
 */
export const SMS_PER_HOUR = { number: 5, account: 5 } as const;

async function take(db: Database, key: string, max: number) {
  const retryAfter = await countInWindow(db, key, max, 3600);
  if (retryAfter > 0)
    throw new TooManyError(
      `Too many text messages. Please try again in ${Math.ceil(retryAfter / 60)} minutes.`,
      retryAfter,
    );
}

export const takeSmsForNumber = (db: Database, phone: string) =>
  take(db, `sms-number:${phone}`, SMS_PER_HOUR.number);

export const takeSmsForAccount = (db: Database, userId: string) =>
  take(db, `sms-account:${userId}`, SMS_PER_HOUR.account);
