import { FITMENT_TEXTS, vehicleLabel } from "@xpart/shared/parts";
import type { Vehicle } from "@xpart/shared/schemas";
import { useId } from "react";

import { useChangeMyVehicles, useMyVehicles } from "#src/features/catalog/api/vehicle-queries";
import { useAuth } from "#src/lib/auth/auth-context";
import { toast } from "#src/lib/lazy-toast";
import { forgetBrowserVehicle, useVehicleMemory } from "#src/lib/vehicle-memory";

/**
 * 'My vehicles': the signed-in shopper's from the account, a visitor's from this browser. Choosing one shops
 * for it; removing one forgets it there.
 */
export function MyVehicles({
  current,
  onChoose,
}: {
  current: Vehicle | null;
  onChoose: (vehicle: Vehicle) => void;
}) {
  const headingId = useId();
  const { user } = useAuth();
  const account = useMyVehicles(user?.email);
  const change = useChangeMyVehicles(user?.email);
  const memory = useVehicleMemory();
  const list = user ? (account.data ?? []) : memory.saved;
  if (list.length === 0) return null;

  const remove = (vehicle: Vehicle) => {
    if (!user) return forgetBrowserVehicle(vehicle.id);
    change.mutate({ vehicle, keep: false }, { onError: (error) => toast.error(error.message) });
  };

  return (
    <div className="mt-4">
      <h3 id={headingId} className="mb-2 text-sm font-semibold">
        {FITMENT_TEXTS.myVehicles}
      </h3>
      <ul aria-labelledby={headingId} className="flex flex-wrap gap-2">
        {list.map((vehicle) => (
          <li key={vehicle.id} className="join">
            <button
              type="button"
              className={`btn join-item btn-sm ${current?.id === vehicle.id ? "btn-primary" : "btn-outline"}`}
              aria-pressed={current?.id === vehicle.id}
              onClick={() => onChoose(vehicle)}
            >
              {vehicleLabel(vehicle)}
            </button>
            <button
              type="button"
              className="btn join-item btn-outline btn-sm"
              aria-label={`${FITMENT_TEXTS.removeVehicle} ${vehicleLabel(vehicle)}`}
              onClick={() => remove(vehicle)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
