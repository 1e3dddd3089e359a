import { dollarsToCents, REFUND_TEXTS, type Order } from "@xpart/shared";
import type { FastifyBaseLogger } from "fastify";

import type { Database } from "../../db/client.js";
import type { Caller } from "../accounts/index.js";
import { completeRefund, failRefund, reserveRefund } from "../orders/index.js";

import { PaymentProviderError, type PaymentProvider } from "./payment-provider.js";

export interface RefundOrderInput {
  /** Dollars; absent: what is left of the order. */
  amount?: number | undefined;
  restock: boolean;
  reason: string | null;
  idempotencyKey: string | null;
}

/**
 * POST /api/admin/orders/:id/refund (issue 27 item 4, decision 0036): the refund is written pending under the
 * order's lock (the rules are the orders module's), the provider is asked with no transaction open and the
 * refund's key, then the refund is settled. A provider that refuses or cannot be reached leaves it failed,
 * counting for nothing, and the admin a 502.
 */
export async function refundOrder(
  db: Database,
  provider: PaymentProvider,
  caller: Caller,
  orderId: string,
  input: RefundOrderInput,
  log: FastifyBaseLogger,
): Promise<Order> {
  const reserved = await reserveRefund(db, caller, orderId, {
    amountCents: input.amount === undefined ? null : dollarsToCents(input.amount),
    restock: input.restock,
    reason: input.reason,
    idempotencyKey: input.idempotencyKey,
  });
  if ("done" in reserved) return reserved.done;
  // Paid on the company's account: the credit note takes it off the invoice, no money moves (issue 41).
  if (reserved.paymentId === null) return completeRefund(db, caller, reserved.id, null);
  let providerRefundId: string;
  try {
    ({ id: providerRefundId } = await provider.refundPayment(
      reserved.paymentId,
      reserved.idempotencyKey,
      reserved.amountCents,
    ));
  } catch (err) {
    await failRefund(db, reserved.id);
    log.warn({ orderId, refundId: reserved.id, err }, "the payment provider did not refund");
    throw new PaymentProviderError(REFUND_TEXTS.providerRefused);
  }
  return completeRefund(db, caller, reserved.id, providerRefundId);
}
