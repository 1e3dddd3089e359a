import type { FitmentApplication } from "@xpart/shared/schemas";
import { describe, expect, it } from "vitest";

import { groupFitment, yearsText } from "./fitment-groups";

const row = (make: string, model: string, yearFrom: number, yearTo: number): FitmentApplication => ({
  make,
  model,
  yearFrom,
  yearTo,
  engine: null,
  position: null,
  quantity: 1,
  note: null,
});

describe("fitment groups (issue 25)", () => {
  it("groups applications by make and model, keeping their order", () => {
    const groups = groupFitment([
      row("Ford", "Ranger", 2012, 2015),
      row("Ford", "Ranger", 2016, 2019),
      row("Toyota", "Hilux", 2015, 2018),
    ]);
    expect(groups.map((g) => [g.title, g.applications.length])).toEqual([
      ["Ford Ranger", 2],
      ["Toyota Hilux", 1],
    ]);
  });

  it("does not merge models of different makes that share a name", () => {
    expect(
      groupFitment([row("Ford", "Ranger", 2012, 2015), row("Mazda", "Ranger", 2012, 2015)]),
    ).toHaveLength(2);
  });

  it("writes one year alone and a range with a dash", () => {
    expect(yearsText({ yearFrom: 2015, yearTo: 2015 })).toBe("2015");
    expect(yearsText({ yearFrom: 2012, yearTo: 2018 })).toBe("2012–2018");
  });
});
