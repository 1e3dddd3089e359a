import { z } from "zod";

import { SHIPPING_LIMITS, SHIPPING_TEXTS, TRACKING_NUMBER_PATTERN } from "./shipping-texts.js";
import { plainText } from "./text.js";

/**
 * Shipping details (issue 27 item 5, decision 0034): 'Approve Booking' may record who carries the goods and
 * their tracking number, shown to the customer on My Orders, in the 'shipped' mail and on the packing slip.
 */

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
