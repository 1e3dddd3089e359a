import type { Order } from "@xpart/shared/schemas";

/** The payment page's heading says where the order stands, so a paid or cancelled one is clear at a glance. */
export function paymentHeading(status: Order["status"]): string {
  switch (status) {
    case "awaiting-approval":
      return "This order is waiting for your company's approval";
    case "unpaid":
      return "Pay for your order";
    case "paid":
      return "This order is paid";
    case "shipped":
      return "This order is paid and shipped";
    case "cancelled":
      return "This order was cancelled";
  }
}

/** The same for an admin looking at a customer's order: an unpaid one waits for the customer, not for them. */
export function adminStateHeading(status: Order["status"]): string {
  return status === "unpaid" ? "Awaiting the customer's payment" : paymentHeading(status);
}
