import { FITMENT_TEXTS, type FitmentState } from "@xpart/shared/parts";
import type { Vehicle } from "@xpart/shared/schemas";

import { useVehicle } from "#src/lib/get-vehicle";

// Fills behind dark text (DESIGN §10), as the status badges; text only, so the cards' first load stays small.
const TONE: Record<FitmentState, string> = {
  fits: "bg-success/15",
  universal: "bg-info/15",
  doesNotFit: "bg-base-300",
};

/** A card's badge: the vehicle the address names, read once for every card (one cached query). */
export function VehicleFitmentBadge({ state, vehicleId }: { state: FitmentState; vehicleId: number }) {
  const vehicle = useVehicle(vehicleId).data;
  return vehicle ? <FitmentBadge state={state} vehicle={vehicle} /> : null;
}

/** 'Fits your 2015 Toyota Hilux 2.8 D', 'Universal' or 'Does not fit', as the server said of the product. */
export function FitmentBadge({ state, vehicle }: { state: FitmentState; vehicle: Vehicle }) {
  const text =
    state === "fits"
      ? FITMENT_TEXTS.fits(vehicle)
      : state === "universal"
        ? FITMENT_TEXTS.universal
        : FITMENT_TEXTS.doesNotFit;
  return (
    <span className={`badge h-auto border-0 py-1 text-left font-medium text-base-content ${TONE[state]}`}>
      {text}
    </span>
  );
}
