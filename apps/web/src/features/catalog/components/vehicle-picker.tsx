import type { Vehicle } from "@xpart/shared/schemas";
import { FITMENT_TEXTS, vehicleLabel } from "@xpart/shared/texts";
import { CarFront, X } from "lucide-react";
import { useId, useState, type FormEvent } from "react";

import {
  useVehicleEngines,
  useVehicleMakes,
  useVehicleModels,
  useVehicleYears,
} from "#src/features/catalog/api/vehicle-queries";

import { MyVehicles } from "./my-vehicles";

interface VehiclePickerProps {
  /** The vehicle being shopped for, if any. */
  current: Vehicle | null;
  onChoose: (vehicle: Vehicle | null) => void;
  fitsOnly: boolean;
  onFitsOnlyChange: (fitsOnly: boolean) => void;
}

const SELECT = "select select-bordered w-full";

/**
 * 'Choose your vehicle' (issue 25): year, then make, then model, then engine, each list asked for once the
 * step before it is chosen; then the shop marks every part as fitting or not, and can show only those that fit.
 */
export function VehiclePicker({ current, onChoose, fitsOnly, onFitsOnlyChange }: VehiclePickerProps) {
  const headingId = useId();
  const ids = { year: useId(), make: useId(), model: useId(), engine: useId(), fits: useId() };
  const [year, setYear] = useState<number | null>(null);
  const [make, setMake] = useState("");
  const [model, setModel] = useState("");
  const [vehicleId, setVehicleId] = useState("");
  const years = useVehicleYears();
  const makes = useVehicleMakes(year);
  const models = useVehicleModels(year, make);
  const engines = useVehicleEngines(year, make, model);
  const chosen = engines.data?.find((v) => String(v.id) === vehicleId) ?? null;

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
          <label htmlFor={ids.fits} className="label cursor-pointer gap-2">
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
          <label htmlFor={ids.year} className="label text-sm">
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
              setVehicleId("");
            }}
          >
            <option value="">{years.isPending ? "Loading..." : "Year"}</option>
            {years.data?.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.make} className="label text-sm">
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
              setVehicleId("");
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
          <label htmlFor={ids.model} className="label text-sm">
            {FITMENT_TEXTS.model}
          </label>
          <select
            id={ids.model}
            className={SELECT}
            value={model}
            disabled={make === ""}
            onChange={(event) => {
              setModel(event.target.value);
              setVehicleId("");
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
          <label htmlFor={ids.engine} className="label text-sm">
            {FITMENT_TEXTS.engine}
          </label>
          <select
            id={ids.engine}
            className={SELECT}
            value={vehicleId}
            disabled={model === ""}
            onChange={(event) => setVehicleId(event.target.value)}
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
