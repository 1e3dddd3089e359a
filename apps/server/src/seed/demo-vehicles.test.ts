import { FITMENT_LIMITS } from "@xpart/shared";
import { describe, expect, it } from "vitest";

import { demoVehicles } from "./demo-vehicles.js";

describe("demoVehicles", () => {
  it("offers at least 48 vehicles of at least 8 makes", () => {
    expect(demoVehicles.length).toBeGreaterThanOrEqual(48);
    expect(new Set(demoVehicles.map((v) => v.make)).size).toBeGreaterThanOrEqual(8);
  });

  it("lists each year, make, model and engine once (the table's unique key)", () => {
    const keys = demoVehicles.map((v) => `${v.year}|${v.make}|${v.model}|${v.engine}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("has years from 1990 to 2026 and short, non-empty names", () => {
    for (const v of demoVehicles) {
      expect(Number.isInteger(v.year)).toBe(true);
      expect(v.year).toBeGreaterThanOrEqual(1990);
      expect(v.year).toBeLessThanOrEqual(2026);
      for (const text of [v.make, v.model, v.engine]) {
        expect(text.trim()).toBe(text);
        expect(text.length).toBeGreaterThan(0);
        expect(text.length).toBeLessThanOrEqual(FITMENT_LIMITS.nameMaxChars);
      }
      expect(v.engine.length).toBeLessThanOrEqual(12);
    }
  });

  it("includes the 2015 Toyota Hilux 2.8 D, and the Hilux over several years and engines", () => {
    expect(demoVehicles).toContainEqual({ year: 2015, make: "Toyota", model: "Hilux", engine: "2.8 D" });
    const hilux = demoVehicles.filter((v) => v.make === "Toyota" && v.model === "Hilux");
    expect(new Set(hilux.map((v) => v.year)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(hilux.map((v) => v.engine)).size).toBeGreaterThanOrEqual(2);
  });

  it("gives most models more than one year or engine", () => {
    const byModel = new Map<string, number>();
    for (const v of demoVehicles)
      byModel.set(`${v.make} ${v.model}`, (byModel.get(`${v.make} ${v.model}`) ?? 0) + 1);
    const several = [...byModel.values()].filter((count) => count >= 2).length;
    expect(several / byModel.size).toBeGreaterThanOrEqual(0.75);
  });
});
