import { SHIPPING_TEXTS } from "@xpart/shared/texts";
import { describe, expect, it } from "vitest";

import { checkShipping, EMPTY_SHIPPING_FORM } from "#src/features/admin/shipping-rules";

describe("checkShipping (issue 27: 'Approve Booking''s carrier and tracking number)", () => {
  it("AORD-08: blank fields send no body, so the spec's call goes out unchanged", () => {
    expect(checkShipping(EMPTY_SHIPPING_FORM)).toEqual({ ok: true, body: undefined });
    expect(checkShipping({ carrier: "  ", trackingNumber: " " })).toEqual({ ok: true, body: undefined });
  });

  it("sends only the fields given, trimmed", () => {
    expect(checkShipping({ carrier: " UPS ", trackingNumber: " 1Z 999 AA1 " })).toEqual({
      ok: true,
      body: { carrier: "UPS", trackingNumber: "1Z 999 AA1" },
    });
    expect(checkShipping({ carrier: "Our van", trackingNumber: "" })).toEqual({
      ok: true,
      body: { carrier: "Our van" },
    });
  });

  it("names the field at fault with the server's words", () => {
    expect(checkShipping({ carrier: "", trackingNumber: "1Z999" })).toEqual({
      ok: false,
      errors: { carrier: SHIPPING_TEXTS.carrierNeeded },
    });
    expect(checkShipping({ carrier: "DHL", trackingNumber: "<script>" })).toEqual({
      ok: false,
      errors: { trackingNumber: SHIPPING_TEXTS.trackingNumberCharacters },
    });
  });
});
