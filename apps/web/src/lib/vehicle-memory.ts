import { FITMENT_LIMITS } from "@xpart/shared/parts";
import type { Vehicle } from "@xpart/shared/schemas";
import { useSyncExternalStore } from "react";

/**
 * The browser's memory of vehicles (issue 25): the one being shopped for, and the visitor's 'My vehicles'
 * (a signed-in shopper's list lives in the account). Kept in localStorage, read only after the page has
 * hydrated: the server draws a page without it.
 */
export interface VehicleMemory {
  current: Vehicle | null;
  saved: Vehicle[];
}

const KEY = "xpart.vehicles";
const CHANGED = "xpart-vehicles-changed";
const EMPTY: VehicleMemory = { current: null, saved: [] };

const isVehicle = (value: unknown): value is Vehicle => {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(v.id) &&
    Number.isSafeInteger(v.year) &&
    typeof v.make === "string" &&
    typeof v.model === "string" &&
    typeof v.engine === "string"
  );
};

let cachedText: string | null = null;
let cachedMemory: VehicleMemory = EMPTY;

/** What localStorage holds, checked: anything else (an old shape, a hand edit) reads as nothing kept. */
export function readVehicleMemory(): VehicleMemory {
  let text: string | null;
  try {
    text = localStorage.getItem(KEY);
  } catch {
    return EMPTY;
  }
  if (text === cachedText) return cachedMemory;
  cachedText = text;
  try {
    const parsed = JSON.parse(text ?? "null") as { current?: unknown; saved?: unknown } | null;
    cachedMemory = {
      current: isVehicle(parsed?.current) ? parsed.current : null,
      saved: Array.isArray(parsed?.saved)
        ? parsed.saved.filter(isVehicle).slice(0, FITMENT_LIMITS.maxSavedVehicles)
        : [],
    };
  } catch {
    cachedMemory = EMPTY;
  }
  return cachedMemory;
}

function write(memory: VehicleMemory): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(memory));
  } catch {
    // A full or blocked storage: the choice still holds in the address for this visit.
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** Shops for this vehicle, and keeps it first among the browser's vehicles; null forgets the choice only. */
export function chooseVehicle(vehicle: Vehicle | null): void {
  const memory = readVehicleMemory();
  const saved = vehicle
    ? [vehicle, ...memory.saved.filter((v) => v.id !== vehicle.id)].slice(0, FITMENT_LIMITS.maxSavedVehicles)
    : memory.saved;
  write({ current: vehicle, saved });
}

export function forgetBrowserVehicle(id: number): void {
  const memory = readVehicleMemory();
  write({
    current: memory.current?.id === id ? null : memory.current,
    saved: memory.saved.filter((v) => v.id !== id),
  });
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  // Another tab chose a vehicle.
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener("storage", onChange);
  };
}

export function useVehicleMemory(): VehicleMemory {
  // The server's snapshot (none) is also hydration's, so the first render matches the server's HTML.
  return useSyncExternalStore(subscribe, readVehicleMemory, () => EMPTY);
}
