import { FITMENT_TEXTS, vehicleLabel } from "@xpart/shared/parts";
import type { Vehicle } from "@xpart/shared/schemas";
import { CarFront, X } from "lucide-react";
import { useEffect, useId, useState, type FormEvent } from "react";

import { OptionList } from "#src/components/option-list";
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
import { toast } from "#src/lib/lazy-toast";
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

interface StepSelectProps {
  label: string;
  /** The empty choice's text. */
  placeholder: string;
  value: string;
  options: readonly { value: string; label: string }[];
  disabled?: boolean;
  onChange: (value: string) => void;
}

/** One step of the chooser: a labelled select whose empty choice names the step. */
function StepSelect({ label, placeholder, value, options, disabled = false, onChange }: StepSelectProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="label text-sm text-base-content">
        {label}
      </label>
      <select
        id={id}
        className="select select-bordered w-full"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        <OptionList options={options} />
      </select>
    </div>
  );
}

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
  const fitsId = useId();
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
          <label htmlFor={fitsId} className="label cursor-pointer gap-2 text-base-content">
            <input
              id={fitsId}
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
        <StepSelect
          label={FITMENT_TEXTS.year}
          placeholder={years.isPending ? "Loading years..." : "Year"}
          value={year === null ? "" : String(year)}
          options={(years.data ?? []).map((y) => ({ value: String(y), label: String(y) }))}
          onChange={(value) => {
            setYear(value ? Number(value) : null);
            setMake("");
            setModel("");
            setEngineChoice("");
          }}
        />
        <StepSelect
          label={FITMENT_TEXTS.make}
          placeholder="Make"
          value={make}
          disabled={year === null}
          options={(makes.data ?? []).map((m) => ({ value: m, label: m }))}
          onChange={(value) => {
            setMake(value);
            setModel("");
            setEngineChoice("");
          }}
        />
        <StepSelect
          label={FITMENT_TEXTS.model}
          placeholder="Model"
          value={model}
          disabled={make === ""}
          options={(models.data ?? []).map((m) => ({ value: m, label: m }))}
          onChange={(value) => {
            setModel(value);
            setEngineChoice("");
          }}
        />
        <StepSelect
          label={FITMENT_TEXTS.engine}
          placeholder="Engine"
          value={engineChoice}
          disabled={model === ""}
          options={(engines.data ?? []).map((v) => ({ value: String(v.id), label: v.engine }))}
          onChange={setEngineChoice}
        />
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
