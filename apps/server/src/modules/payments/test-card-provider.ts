import { createHash, createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

import {
  CARD_MESSAGES,
  ORDER_TEXTS,
  TEST_CARD_NUMBERS,
  validateCard,
  type CardError,
  type TestCard,
  type TestCardConfirmAnswer,
} from "@xpart/shared";
import { and, eq, sql } from "drizzle-orm";

import type { Database } from "../../db/client.js";
import { ConflictError, NotFoundError } from "../../domain-errors.js";

import {
  WebhookSignatureError,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderRouteContext,
} from "./payment-provider.js";
import { testCardPayments, testCardRefunds } from "./payments.tables.js";
import { testCardRoutes } from "./test-card.routes.js";

/** How each test number behaves, as in Stripe's test mode. */
const OUTCOMES: Record<string, { code: keyof typeof CARD_MESSAGES; declineCode?: string }> = {
  [TEST_CARD_NUMBERS.declined]: { code: "card_declined", declineCode: "generic_decline" },
  [TEST_CARD_NUMBERS.insufficientFunds]: { code: "card_declined", declineCode: "insufficient_funds" },
  [TEST_CARD_NUMBERS.expired]: { code: "expired_card" },
  [TEST_CARD_NUMBERS.incorrectCvc]: { code: "incorrect_cvc" },
};

function cardError(code: keyof typeof CARD_MESSAGES, declineCode?: string): CardError {
  const message =
    declineCode === "insufficient_funds" ? CARD_MESSAGES.insufficient_funds : CARD_MESSAGES[code];
  return { type: "card_error", code, message, ...(declineCode ? { decline_code: declineCode } : {}) };
}

/**
 * The built-in card processor (DESIGN §1/§5): the same interface as Stripe, payments kept in our database,
 * Stripe's test-mode behaviour, and only test cards accepted. Client secrets are derived, never stored.
 */
export class TestCardProvider implements PaymentProvider {
  readonly name = "test-cards" as const;
  readonly publishableKey = null;
  private readonly key: Buffer;

  constructor(
    private readonly db: Database,
    secret: string,
  ) {
    this.key = Buffer.from(hkdfSync("sha256", secret, "x-part", "test-card client secrets", 32));
  }

  private secretFor(id: string): string {
    return `${id}_secret_${createHmac("sha256", this.key).update(id).digest("base64url").slice(0, 24)}`;
  }

  /** The payment a client secret belongs to, or null when it was not made by us. */
  private idFromSecret(clientSecret: string): string | null {
    const id = clientSecret.split("_secret_")[0] ?? "";
    const expected = Buffer.from(this.secretFor(id));
    const given = Buffer.from(clientSecret);
    return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
  }

  async createPayment(input: { checkoutId: string; amountCents: number; currency: string }) {
    // Deterministic per order and amount: the same request twice gives the same payment (Stripe's idempotency key).
    const id = `pi_test_${createHash("sha256").update(`${input.checkoutId}:${input.amountCents}`).digest("hex").slice(0, 24)}`;
    await this.db
      .insert(testCardPayments)
      .values({
        id,
        checkoutId: input.checkoutId,
        amountCents: input.amountCents,
        currency: input.currency,
        status: "requires_payment_method",
      })
      .onConflictDoNothing();
    return { id, clientSecret: this.secretFor(id) };
  }

  async clientSecretOf(id: string) {
    return this.secretFor(id);
  }

  async retrievePayment(id: string): Promise<ProviderPayment> {
    const [row] = await this.db.select().from(testCardPayments).where(eq(testCardPayments.id, id));
    if (!row) throw new NotFoundError(ORDER_TEXTS.noSuchPayment);
    return {
      id: row.id,
      status: row.status,
      amountCents: row.amountCents,
      amountReceivedCents: row.status === "succeeded" ? row.amountCents : 0,
      currency: row.currency,
      checkoutId: row.checkoutId,
    };
  }

  async cancelPayment(id: string): Promise<ProviderPayment> {
    await this.db
      .update(testCardPayments)
      .set({ status: "canceled", updatedAt: new Date() })
      .where(and(eq(testCardPayments.id, id), eq(testCardPayments.status, "requires_payment_method")));
    return this.retrievePayment(id);
  }

  async refundPayment(id: string, idempotencyKey: string, amountCents: number): Promise<{ id: string }> {
    const refundId = `re_test_${createHash("sha256").update(idempotencyKey).digest("hex").slice(0, 24)}`;
    return this.db.transaction(async (tx) => {
      // One refund per key, as Stripe keeps it: asking again answers the refund already given.
      const fresh = await tx
        .insert(testCardRefunds)
        .values({ idempotencyKey, id: refundId, paymentId: id, amountCents })
        .onConflictDoNothing()
        .returning();
      if (fresh.length === 0) return { id: refundId };
      // Never more than was paid, across all refunds of the payment (one conditional update).
      const [taken] = await tx
        .update(testCardPayments)
        .set({
          refundedCents: sql`${testCardPayments.refundedCents} + ${amountCents}`,
          refundedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(testCardPayments.id, id),
            eq(testCardPayments.status, "succeeded"),
            sql`${testCardPayments.refundedCents} + ${amountCents} <= ${testCardPayments.amountCents}`,
          ),
        )
        .returning();
      if (!taken) throw new ConflictError("This payment cannot be refunded");
      return { id: refundId };
    });
  }

  parseWebhook(): never {
    throw new WebhookSignatureError("The test-card processor sends no webhooks");
  }

  /** The order a client secret pays for, or null when the secret was not made by us. */
  async checkoutOf(clientSecret: string): Promise<string | null> {
    const id = this.idFromSecret(clientSecret);
    if (!id) return null;
    const [row] = await this.db
      .select({ checkoutId: testCardPayments.checkoutId })
      .from(testCardPayments)
      .where(eq(testCardPayments.id, id));
    return row?.checkoutId ?? null;
  }

  /** Its own route: the stand-in for Stripe.js's confirmCardPayment. */
  routes(context: ProviderRouteContext) {
    return testCardRoutes(this, context);
  }

  /**
   * What the browser's card form does with Stripe.js's confirmCardPayment, against our processor. A secret
   * we did not make is a 404; a payment cancelled with its order a 409, since nothing may be charged any more.
   */
  async confirm(clientSecret: string, card: TestCard): Promise<TestCardConfirmAnswer> {
    const id = this.idFromSecret(clientSecret);
    const [row] = id ? await this.db.select().from(testCardPayments).where(eq(testCardPayments.id, id)) : [];
    if (!row) throw new NotFoundError(ORDER_TEXTS.noSuchPayment);
    const intent = {
      id: row.id,
      status: "succeeded" as const,
      amount: row.amountCents,
      currency: row.currency,
    };
    if (row.status === "succeeded") return { paymentIntent: intent };
    if (row.status === "canceled") throw new ConflictError(ORDER_TEXTS.orderWasCancelled);
    const invalid = validateCard(card);
    const digits = card.number.replace(/[\s-]/g, "");
    const outcome = OUTCOMES[digits];
    const error =
      invalid ??
      (outcome
        ? cardError(outcome.code, outcome.declineCode)
        : digits === TEST_CARD_NUMBERS.success
          ? null
          : cardError("live_card_in_test_mode"));
    // Only an open payment can be charged: one cancelled with its order meanwhile stays cancelled.
    const [after] = await this.db
      .update(testCardPayments)
      .set(
        error
          ? { lastErrorCode: error.code, updatedAt: new Date() }
          : { status: "succeeded", lastErrorCode: null, updatedAt: new Date() },
      )
      .where(and(eq(testCardPayments.id, row.id), eq(testCardPayments.status, "requires_payment_method")))
      .returning();
    if (!after) return this.confirm(clientSecret, card);
    return error ? { error } : { paymentIntent: intent };
  }
}
