/**
 * The shipping details' texts, limits and tracking-number pattern (issue 27 item 5, decision 0034), zod-free:
 * the order cards show them on a page the server draws, whose first load carries no zod (issue 24). The
 * schemas are in shipping.ts.
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
