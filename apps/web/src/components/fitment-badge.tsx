import type { Vehicle } from "@xpart/shared/schemas";
import { FITMENT_TEXTS, type FitmentState } from "@xpart/shared/texts";

import { ToneBadge, type StatusTone } from "#src/components/tone-badge";

const TONE: Record<FitmentState, StatusTone> = { fits: "success", universal: "info", doesNotFit: "neutral" };

/** 'Fits your 2015 Toyota Hilux 2.8 D', 'Universal' or 'Does not fit', as the server said of the product. */
export function FitmentBadge({ state, vehicle }: { state: FitmentState; vehicle: Vehicle }) {
  const text =
    state === "fits"
      ? FITMENT_TEXTS.fits(vehicle)
      : state === "universal"
        ? FITMENT_TEXTS.universal
        : FITMENT_TEXTS.doesNotFit;
  return (
    <ToneBadge tone={TONE[state]} wrap>
      {text}
    </ToneBadge>
  );
}
