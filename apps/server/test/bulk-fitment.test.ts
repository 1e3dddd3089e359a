import { FITMENT_LIMITS } from "@xpart/shared";
import { describe, expect, it } from "vitest";

import {
  applicationsFor,
  seededRandom,
  vehicleUniverse,
  type BaseVehicle,
} from "../cli/bulk/bulk-fitment.js";

describe("the bulk catalogue's vehicles and fitment (db:seed --vehicles, issue 25)", () => {
  it("draws the same numbers from the same seed, and others from another", () => {
    const draw = (seed: number) => Array.from({ length: 5 }, seededRandom(seed).next);
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
  });

  it("knows about 5,000 distinct vehicles of 20 makes and about 90 models, within the vehicle list's years", () => {
    const all = vehicleUniverse();
    expect(all.length).toBeGreaterThan(5000);
    expect(new Set(all.map((v) => `${v.year} ${v.make} ${v.model} ${v.engine}`)).size).toBe(all.length);
    expect(new Set(all.map((v) => v.make)).size).toBeGreaterThanOrEqual(20);
    expect(new Set(all.map((v) => `${v.make} ${v.model}`)).size).toBeGreaterThanOrEqual(80);
    for (const v of all) {
      expect(v.year).toBeGreaterThanOrEqual(FITMENT_LIMITS.firstYear);
      expect(v.year).toBeLessThanOrEqual(FITMENT_LIMITS.lastYear);
    }
    // Mixed, so that a small --vehicles still spans many makes.
    expect(new Set(all.slice(0, 200).map((v) => v.make)).size).toBeGreaterThanOrEqual(15);
    expect(vehicleUniverse()).toEqual(all);
  });

  it("gives a part 10 to 18 applications inside the years and engines of its models, ranges not overlapping", () => {
    const years = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
    // Sparse years, as in a short vehicle list: a range starts at a year with a vehicle.
    const engines = [
      { engine: "2.5 D", years: years(1995, 2012).filter((y) => y % 3 !== 0) },
      { engine: "2.8 D", years: years(2010, 2024) },
    ];
    const bases: BaseVehicle[] = ["Hilux", "Fortuner", "HiAce", "Ranger", "Everest", "Transit"].map(
      (model, i) => ({
        make: i < 3 ? "Toyota" : "Ford",
        model,
        from: 1995,
        to: 2024,
        engines,
      }),
    );
    const random = seededRandom(3);
    for (let part = 0; part < 200; part += 1) {
      const applications = applicationsFor(random, bases, { position: "Front", quantities: [2] });
      expect(applications.length).toBeGreaterThanOrEqual(10);
      expect(applications.length).toBeLessThanOrEqual(18);
      const taken = new Map<string, number[]>();
      for (const a of applications) {
        const base = bases.find((b) => b.model === a.model)!;
        expect(a.yearFrom).toBeGreaterThanOrEqual(base.from);
        expect(a.yearTo).toBeLessThanOrEqual(base.to);
        expect(a.yearFrom).toBeLessThanOrEqual(a.yearTo);
        const offered = base.engines.filter((e) => (a.engine ? e.engine === a.engine : true));
        expect(offered.some((e) => e.years.includes(a.yearFrom))).toBe(true);
        if (a.engine) expect(a.yearTo).toBeLessThanOrEqual(offered[0]!.years.at(-1)!);
        expect(a).toMatchObject({ position: "Front", quantity: 2 });
        const years = taken.get(a.model) ?? [];
        for (let y = a.yearFrom; y <= a.yearTo; y += 1) years.push(y);
        taken.set(a.model, years);
      }
      for (const years of taken.values()) expect(new Set(years).size).toBe(years.length);
    }
  });
});
