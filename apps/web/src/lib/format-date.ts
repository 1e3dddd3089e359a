// Dates as the reader's locale writes them, shared by the customer's and the admin's order screens.

const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** "23 Nov 2026, 14:05" in the reader's locale; the raw text if it is not a time. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME.format(date);
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE.format(date);
}

const DAY = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeZone: "UTC" });

/**
 * A calendar day the server writes `YYYY-MM-DD` (an invoice's due day, issue 41) in the reader's locale: the day
 * itself, whatever the reader's time zone. The raw text if it is not a day.
 */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(date.getTime()) ? DAY.format(date) : day;
}
