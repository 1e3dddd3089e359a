import { addDays, utcDay } from "@xpart/shared";

/**
 * The shop's calendar day for buying on account (issue 41): when invoices fall due, reminders go and holds start.
 * A test clock (TEST_CLOCK=true, refused in production) can move it forward, as Stripe's test clocks do, so a
 * browser test can see an invoice fall due without waiting a month. Nothing else reads it: orders, sessions and
 * tokens keep the real time.
 */
let offsetDays = 0;

export function shopToday(): string {
  return addDays(utcDay(new Date()), offsetDays);
}

/** The test clock: the shop's day is set `days` after the real one, 0 to put it back (the test-clock route). */
export function setShopDayOffset(days: number): string {
  offsetDays = days;
  return shopToday();
}
