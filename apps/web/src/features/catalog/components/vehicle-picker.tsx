import { FITMENT_TEXTS, vehicleLabel } from "@xpart/shared/parts";
import type { Vehicle } from "@xpart/shared/schemas";
import { CarFront, X } from "lucide-react";
import { useEffect, useId, useState, type FormEvent } from "react";
import { toast } from "react-toastify";

import {
  useChangeMyVehicles,
  useVehicleEngines,
  useVehicleMakes,
  useVehicleModels,
  useVehicleYears,
} from "#src/features/catalog/api/vehicle-queries";
import { ApiClientError } from "#src/lib/api-error";
import { useAuth } from "#src/lib/auth/auth-context";
import { useVehicle } from "#src/lib/get-vehicle";
import { chooseVehicle, forgetBrowserVehicle, useVehicleMemory } from "#src/lib/vehicle-memory";

import { MyVehicles } from "./my-vehicles";

interface VehiclePickerProps {
  /** The vehicle the address names (its id), if any. */
  vehicleId: number | null;
  /** Puts the vehicle shopped for in the address (null: none). */
  setVehicle: (id: number | null) => void;
  fitsOnly: boolean;
  onFitsOnlyChange: (fitsOnly: boolean) => void;
}

const SELECT = "select select-bordered w-full";

/**
 * The vehicle shopped for lives in the address (a link shares it) and in the browser: the shop opened with
 * none in the address brings back the browser's, once hydrated. A signed-in shopper's choice is also kept
 * in the account, so every device lists it under 'My vehicles'.
 */
function useChooseVehicle(vehicleId: number | null, setVehicle: (id: number | null) => void) {
  const memory = useVehicleMemory();
  const { user } = useAuth();
  const account = useChangeMyVehicles(user?.email);
  const remembered = memory.current?.id ?? null;
  useEffect(() => {
    if (vehicleId === null && remembered !== null) setVehicle(remembered);
  }, [vehicleId, remembered, setVehicle]);

  return (chosen: Vehicle | null) => {
    chooseVehicle(chosen);
    setVehicle(chosen?.id ?? null);
    if (chosen && user)
      account.mutate({ vehicle: chosen, keep: true }, { onError: (error) => toast.error(error.message) });
  };
}

/**
 * 'Choose your vehicle' (issue 25): year, then make, then model, then engine, each list asked for once the
 * step before it is chosen; then the shop marks every part as fitting or not, and can show only those that fit.
 */
export function VehiclePicker({ vehicleId, setVehicle, fitsOnly, onFitsOnlyChange }: VehiclePickerProps) {
  const shown = useVehicle(vehicleId);
  const current = vehicleId !== null && shown.data ? shown.data : null;
  const gone = shown.error instanceof ApiClientError && shown.error.status === 404;
  // A vehicle taken off the list (an import): forget it here and in the address, or every list would be a 400.
  useEffect(() => {
    if (!gone) return;
    forgetBrowserVehicle(vehicleId ?? 0);
    setVehicle(null);
  }, [gone, vehicleId, setVehicle]);
  const onChoose = useChooseVehicle(vehicleId, setVehicle);
  const headingId = useId();
  const ids = { year: useId(), make: useId(), model: useId(), engine: useId(), fits: useId() };
  const [year, setYear] = useState<number | null>(null);
  const [make, setMake] = useState("");
  const [model, setModel] = useState("");
  const [engineChoice, setEngineChoice] = useState("");
  const years = useVehicleYears();
  const makes = useVehicleMakes(year);
  const models = useVehicleModels(year, make);
  const engines = useVehicleEngines(year, make, model);
  const chosen = engines.data?.find((v) => String(v.id) === engineChoice) ?? null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) onChoose(chosen);
  };

  return (
    <section aria-labelledby={headingId} className="mb-8 rounded-box border border-base-300 bg-base-100 p-4">
      <h2 id={headingId} className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <CarFront className="size-5" aria-hidden="true" />
        {current ? vehicleLabel(current) : FITMENT_TEXTS.chooseVehicle}
      </h2>
      {current && (
        <div className="mb-4 flex flex-wrap items-center gap-4">
          <label htmlFor={ids.fits} className="label cursor-pointer gap-2 text-base-content">
            <input
              id={ids.fits}
              type="checkbox"
              className="toggle toggle-primary"
              checked={fitsOnly}
              onChange={(event) => onFitsOnlyChange(event.target.checked)}
            />
            <span>{FITMENT_TEXTS.fitsOnly}</span>
          </label>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => onChoose(null)}>
            <X className="size-4" aria-hidden="true" />
            {FITMENT_TEXTS.clearVehicle}
          </button>
        </div>
      )}
      <form
        onSubmit={onSubmit}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
      >
        <div>
          <label htmlFor={ids.year} className="label text-sm text-base-content">
            {FITMENT_TEXTS.year}
          </label>
          <select
            id={ids.year}
            className={SELECT}
            value={year ?? ""}
            onChange={(event) => {
              setYear(event.target.value ? Number(event.target.value) : null);
              setMake("");
              setModel("");
              setEngineChoice("");
            }}
          >
            <option value="">{years.isPending ? "Loading years..." : "Year"}</option>
            {years.data?.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.make} className="label text-sm text-base-content">
            {FITMENT_TEXTS.make}
          </label>
          <select
            id={ids.make}
            className={SELECT}
            value={make}
            disabled={year === null}
            onChange={(event) => {
              setMake(event.target.value);
              setModel("");
              setEngineChoice("");
            }}
          >
            <option value="">Make</option>
            {makes.data?.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.model} className="label text-sm text-base-content">
            {FITMENT_TEXTS.model}
          </label>
          <select
            id={ids.model}
            className={SELECT}
            value={model}
            disabled={make === ""}
            onChange={(event) => {
              setModel(event.target.value);
              setEngineChoice("");
            }}
          >
            <option value="">Model</option>
            {models.data?.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.engine} className="label text-sm text-base-content">
            {FITMENT_TEXTS.engine}
          </label>
          <select
            id={ids.engine}
            className={SELECT}
            value={engineChoice}
            disabled={model === ""}
            onChange={(event) => setEngineChoice(event.target.value)}
          >
            <option value="">Engine</option>
            {engines.data?.map((v) => (
              <option key={v.id} value={v.id}>
                {v.engine}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-end">
          <button type="submit" className="btn btn-primary w-full" disabled={!chosen}>
            {FITMENT_TEXTS.useVehicle}
          </button>
        </div>
      </form>
      <MyVehicles current={current} onChoose={onChoose} />
    </section>
  );
}
