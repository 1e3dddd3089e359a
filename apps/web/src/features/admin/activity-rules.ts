import type { AdminAction, AuditTarget } from "@xpart/shared/texts";

/** Each recorded admin action in words (issue 10 item 7). */
export const ACTION_LABELS: Record<AdminAction, string> = {
  "product.create": "Product added",
  "product.restock": "Product restocked",
  "product.reprice": "Product repriced",
  "product.archive": "Product archived",
  "product.delete": "Product deleted",
  "image.upload": "Image uploaded",
  "order.ship": "Order shipped",
  "order.delete": "Order deleted",
  "order.refund": "Order refunded",
  "order.approval-request": "Approval requested",
  "order.approve": "Order approved",
  "order.reject": "Order rejected",
  "user.promote": "Made admin",
  "user.demote": "Admin removed",
  "user.remove": "User removed",
  "review.hide": "Review hidden",
  "catalogue.import": "Catalogue imported",
  "company.create": "Company created",
  "company.update": "Company changed",
  "company.invite": "Member invited",
  "company.revoke-invitation": "Invitation withdrawn",
  "company.join": "Member joined",
  "company.member-role": "Member's role changed",
  "company.member-remove": "Member removed",
  "company.price": "Company price changed",
  "company.price-import": "Company price list imported",
  "company.terms": "Payment terms changed",
  "company.hold-lift": "Hold lifted",
  "invoice.payment": "Invoice payment",
  "invoice.transfer": "Bank transfer recorded",
  "quote.price": "Quote priced",
  "quote.send": "Quote sent",
};

export const TARGET_LABELS: Record<AuditTarget, string> = {
  product: "Product",
  image: "Image",
  order: "Order",
  user: "User",
  review: "Review",
  catalogue: "Catalogue",
  company: "Company",
  invoice: "Invoice",
  quote: "Quote",
};

const MAX_VALUE_CHARS = 60;

function show(value: unknown): string {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  if (text === undefined) return "—";
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS)}…` : text;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * What changed, one line per field: "price: 420 → 20" for fields in both, "stock: 330" for new ones, and the
 * old value struck for removed ones ("role: admin → —"). Non-object values are shown whole.
 */
export function describeChange(before: unknown, after: unknown): string[] {
  const had = before !== null && before !== undefined;
  const has = after !== null && after !== undefined;
  if (!had && !has) return [];
  if (isRecord(before) || isRecord(after)) {
    const old = isRecord(before) ? before : {};
    const now = isRecord(after) ? after : {};
    const keys = [...new Set([...Object.keys(old), ...Object.keys(now)])];
    return keys
      .filter((key) => JSON.stringify(old[key]) !== JSON.stringify(now[key]))
      .map((key) => {
        if (!(key in old)) return `${key}: ${show(now[key])}`;
        return `${key}: ${show(old[key])} → ${key in now ? show(now[key]) : "—"}`;
      });
  }
  if (!had) return [show(after)];
  if (!has) return [`${show(before)} → —`];
  return [`${show(before)} → ${show(after)}`];
}

/**
 * A day from the address (issue 27): `YYYY-MM-DD` and a real date, else "" (no filter), so a hand-edited
 * address never sends the server what it would refuse.
 */
export function readDay(value: string | null): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return "";
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : "";
}

/** From after To: the server would refuse the range, so the page says so instead of asking. */
export const datesOutOfOrder = (from: string, to: string) => from !== "" && to !== "" && from > to;
