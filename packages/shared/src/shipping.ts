import { z } from "zod";

import { plainText } from "./text.js";

/**
 * Shipping details (issue 27 item 5, decision 0034): 'Approve Booking' may record who carries the goods and
 * their tracking number, shown to the customer on My Orders, in the 'shipped' mail and on the packing slip.
 */

export const SHIPPING_LIMITS = { carrierChars: 60, trackingNumberChars: 40 } as const;

/**
 * Letters, digits, and single spaces or dashes between them: every carrier's numbers fit ('1Z 999 AA1 01
 * 2345 6784', 'JD014600006281230701'), and nothing in it can be markup, a formula or a URL.
 */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9]+(?:[ -][A-Za-z0-9]+)*$/;

export const SHIPPING_TEXTS = {
  carrier: "Carrier",
  trackingNumber: "Tracking number",
  optional: "optional",
  carrierHint: "Who carries it, e.g. UPS, DHL or your own van.",
  trackingHint: "Letters and digits, with spaces or dashes between them.",
  carrierTooLong: `Carrier must be at most ${SHIPPING_LIMITS.carrierChars} characters`,
  trackingNumberTooLong: `Tracking number must be at most ${SHIPPING_LIMITS.trackingNumberChars} characters`,
  trackingNumberCharacters:
    "Tracking number may hold letters and digits, with single spaces or dashes between them",
  carrierNeeded: "Name the carrier of this tracking number",
  packingSlip: "Packing slip",
  packingSlipNotPaid: "A packing slip is printed for paid or shipped orders only",
} as const;

/** Blank means "not given": the form's empty fields and an absent key read the same. */
const blankToNull = (value: string | undefined) => (value ? value : null);

/**
 * PUT /api/orders/status/:id's body (the spec's call sends none; decision 0034). Both fields are optional; a
 * tracking number needs its carrier (a number alone tells the customer nothing), a carrier alone is fine
 * (a van of our own, a freight company without tracking). Unknown keys are refused.
 */
export const shippingDetailsSchema = z
  .strictObject({
    carrier: plainText().trim().max(SHIPPING_LIMITS.carrierChars, SHIPPING_TEXTS.carrierTooLong).optional(),
    trackingNumber: plainText()
      .trim()
      .max(SHIPPING_LIMITS.trackingNumberChars, SHIPPING_TEXTS.trackingNumberTooLong)
      .refine(
        (value) => value === "" || TRACKING_NUMBER_PATTERN.test(value),
        SHIPPING_TEXTS.trackingNumberCharacters,
      )
      .optional(),
  })
  .refine((details) => !details.trackingNumber || Boolean(details.carrier), {
    message: SHIPPING_TEXTS.carrierNeeded,
    path: ["carrier"],
  })
  .transform((details) => ({
    carrier: blankToNull(details.carrier),
    trackingNumber: blankToNull(details.trackingNumber),
  }));
export type ShippingDetailsInput = z.input<typeof shippingDetailsSchema>;
export type ShippingDetails = z.output<typeof shippingDetailsSchema>;
