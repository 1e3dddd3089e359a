import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface StandInIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
}

/**
 * A small local stand-in for the Stripe API (stripe-mock is not installable here): PaymentIntents create,
 * retrieve and cancel, refunds, idempotency keys honoured, and a switch to answer the next request with an error.
 */
export interface StandInRefund {
  id: string;
  object: "refund";
  amount: number;
  currency: string;
  payment_intent: string;
  status: "succeeded";
  /** The Idempotency-Key it was created with (not a Stripe field; for tests). */
  idempotencyKey: string | undefined;
}

/** Stripe lets an intent be cancelled only before it is paid or processing (for this stand-in). */
const CANCELLABLE = ["requires_payment_method", "requires_confirmation", "requires_action"];

export async function startStripeStandIn() {
  const intents = new Map<string, StandInIntent>();
  const byKey = new Map<string, StandInIntent>();
  const refunds: StandInRefund[] = [];
  const refundsByKey = new Map<string, StandInRefund>();
  const requests: {
    method: string;
    path: string;
    idempotencyKey: string | undefined;
    form: URLSearchParams;
  }[] = [];
  let failures = { count: 0, status: 500 };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json", "request-id": `req_${requests.length}` });
    res.end(JSON.stringify(body));
  };

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const form = new URLSearchParams(raw);
    const path = req.url ?? "";
    const idempotencyKey = req.headers["idempotency-key"] as string | undefined;
    requests.push({ method: req.method ?? "", path, idempotencyKey, form });
    if (failures.count > 0) {
      failures.count -= 1;
      return send(res, failures.status, { error: { type: "api_error", message: "Stand-in failure" } });
    }
    if (req.method === "POST" && path === "/v1/payment_intents") {
      const existing = idempotencyKey ? byKey.get(idempotencyKey) : undefined;
      if (existing) return send(res, 200, existing);
      const id = `pi_standin_${intents.size + 1}`;
      const metadata: Record<string, string> = {};
      for (const [k, v] of form) if (k.startsWith("metadata[")) metadata[k.slice(9, -1)] = v;
      const intent: StandInIntent = {
        id,
        object: "payment_intent",
        amount: Number(form.get("amount")),
        amount_received: 0,
        currency: form.get("currency") ?? "",
        status: "requires_payment_method",
        client_secret: `${id}_secret_standin`,
        metadata,
      };
      intents.set(id, intent);
      if (idempotencyKey) byKey.set(idempotencyKey, intent);
      return send(res, 200, intent);
    }
    const match = /^\/v1\/payment_intents\/([\w-]+)$/.exec(path);
    if (req.method === "GET" && match) {
      const intent = intents.get(match[1]!);
      if (intent) return send(res, 200, intent);
      return send(res, 404, {
        error: {
          type: "invalid_request_error",
          code: "resource_missing",
          message: `No such payment_intent: '${match[1]}'`,
        },
      });
    }
    const missing = (id: string) =>
      send(res, 404, {
        error: {
          type: "invalid_request_error",
          code: "resource_missing",
          message: `No such payment_intent: '${id}'`,
        },
      });
    const cancel = /^\/v1\/payment_intents\/([\w-]+)\/cancel$/.exec(path);
    if (req.method === "POST" && cancel) {
      const intent = intents.get(cancel[1]!);
      if (!intent) return missing(cancel[1]!);
      if (!CANCELLABLE.includes(intent.status)) {
        return send(res, 400, {
          error: {
            type: "invalid_request_error",
            code: "payment_intent_unexpected_state",
            message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELLABLE.join(", ")}.`,
          },
        });
      }
      Object.assign(intent, { status: "canceled" });
      return send(res, 200, intent);
    }
    if (req.method === "POST" && path === "/v1/refunds") {
      const existing = idempotencyKey ? refundsByKey.get(idempotencyKey) : undefined;
      if (existing) return send(res, 200, existing);
      const intentId = form.get("payment_intent") ?? "";
      const intent = intents.get(intentId);
      if (!intent) return missing(intentId);
      if (intent.status !== "succeeded") {
        return send(res, 400, {
          error: {
            type: "invalid_request_error",
            code: "charge_not_refundable",
            message: "This PaymentIntent does not have a successful charge to refund.",
          },
        });
      }
      const amount = Number(form.get("amount") ?? intent.amount_received);
      const given = refunds.filter((r) => r.payment_intent === intentId).reduce((t, r) => t + r.amount, 0);
      if (given + amount > intent.amount_received) {
        return send(res, 400, {
          error: {
            type: "invalid_request_error",
            code: "charge_already_refunded",
            message: `Charge for ${intentId} has already been refunded.`,
          },
        });
      }
      const refund: StandInRefund = {
        id: `re_standin_${refunds.length + 1}`,
        object: "refund",
        amount,
        currency: intent.currency,
        payment_intent: intentId,
        status: "succeeded",
        idempotencyKey,
      };
      refunds.push(refund);
      if (idempotencyKey) refundsByKey.set(idempotencyKey, refund);
      return send(res, 200, refund);
    }
    return send(res, 404, { error: { type: "invalid_request_error", message: "Unrecognized request URL" } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    host: { host: "127.0.0.1", port, protocol: "http" as const },
    intents,
    requests,
    /** Refunds created through POST /v1/refunds, in order (one per key; a repeat of a key is not added). */
    refunds,
    /** What the card network would do once the browser confirmed: settle the intent. */
    settle(id: string, amountReceived?: number) {
      const intent = intents.get(id)!;
      Object.assign(intent, { status: "succeeded", amount_received: amountReceived ?? intent.amount });
      return intent;
    },
    /** Answers the next `count` requests with `status` (the SDK retries, so an outage is several). */
    fail(count: number, status: number) {
      failures = { count, status };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
