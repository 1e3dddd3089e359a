import { sql } from "drizzle-orm";

import type { Database } from "../../src/db/client.js";
import { insertVehicles, type NewFitment, type NewVehicle } from "../../src/modules/catalog/index.js";

import { MAKES } from "./bulk-makes.js";

/**
 * The vehicles and fitment of the benchmarks' big catalogue (`npm run db:seed -- --products N --vehicles M`,
 * issue 25): a deterministic vehicle list across many makes, models, years and engines, and ACES-like
 * applications for generated parts, drawn from the vehicles in the database so every row fits some vehicle.
 */

/** A seeded pseudo-random source (mulberry32): the same seed gives the same catalogue on every machine. */
export interface Random {
  /** In [0, 1). */
  next(): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (list) => list[int(0, list.length - 1)]!,
    chance: (p) => next() < p,
  };
}

/** One seed per item: item n is the same whatever batch or run adds it. */
export function itemSeed(seed: number, n: number): number {
  return Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(n + 1, 0xc2b2ae35);
}

interface ModelSpec {
  make: string;
  model: string;
  first: number;
  last: number;
  engines: string[];
}

function modelSpecs(): ModelSpec[] {
  return Object.entries(MAKES).flatMap(([make, models]) =>
    models.map((line) => {
      const [, model, first, last, engines] = /^(.+) (\d{4})-(\d{4}): (.+)$/.exec(line)!;
      return { make, model: model!, first: Number(first), last: Number(last), engines: engines!.split(", ") };
    }),
  );
}

/** The years engine k of n is offered: a window over the model's years that moves forward with k. */
export function engineYears(spec: ModelSpec, k: number): [number, number] {
  const span = spec.last - spec.first;
  const n = spec.engines.length;
  const slide = Math.floor(span / (2 * Math.max(1, n - 1)));
  const width = Math.ceil(span / 2);
  const from = spec.first + (n === 1 ? 0 : Math.round((k * (span - width)) / (n - 1)));
  return n === 1 ? [spec.first, spec.last] : [from, Math.min(spec.last, from + width + slide)];
}

/** Every vehicle the generator knows (about 10,000), in a seeded order that mixes makes, models and years. */
export function vehicleUniverse(seed = 1): NewVehicle[] {
  const all: NewVehicle[] = [];
  for (const spec of modelSpecs()) {
    spec.engines.forEach((engine, k) => {
      const [from, to] = engineYears(spec, k);
      for (let year = from; year <= to; year += 1)
        all.push({ year, make: spec.make, model: spec.model, engine });
    });
  }
  return shuffled(seededRandom(seed), all);
}

const identity = (v: NewVehicle) => `${v.year}|${v.make}|${v.model}|${v.engine}`;

/** Adds vehicles until the list has `target` (or the generator runs out); answers how many it added. */
export async function seedBulkVehicles(db: Database, target: number, seed = 1): Promise<number> {
  const existing = await db.execute<{ year: number; make: string; model: string; engine: string }>(
    sql`select year, make, model, engine from vehicles`,
  );
  const rows = (existing as unknown as { rows: NewVehicle[] }).rows;
  const have = new Set(rows.map(identity));
  const wanted = target - have.size;
  if (wanted <= 0) return 0;
  const added = vehicleUniverse(seed)
    .filter((v) => !have.has(identity(v)))
    .slice(0, wanted);
  await insertVehicles(db, added);
  return added.length;
}

/** A make and model as the vehicle list has it: its first and last year, and the years of each engine. */
export interface BaseVehicle {
  make: string;
  model: string;
  from: number;
  to: number;
  engines: { engine: string; years: number[] }[];
}

/** The base vehicles (make and model) of the vehicle list, in a stable order. */
export async function baseVehicles(db: Database): Promise<BaseVehicle[]> {
  type Row = { make: string; model: string; engine: string; years: number[] };
  const result = await db.execute<Row>(sql`
    select make, model, engine, array_agg(distinct year::int order by year::int) as years
    from vehicles group by make, model, engine order by make, model, engine`);
  const bases = new Map<string, BaseVehicle>();
  for (const { make, model, engine, years } of (result as unknown as { rows: Row[] }).rows) {
    const base = bases.get(`${make}|${model}`) ?? {
      make,
      model,
      from: years[0]!,
      to: years.at(-1)!,
      engines: [],
    };
    base.from = Math.min(base.from, years[0]!);
    base.to = Math.max(base.to, years.at(-1)!);
    base.engines.push({ engine, years });
    bases.set(`${make}|${model}`, base);
  }
  return [...bases.values()];
}

/** How a part is fitted: where on the vehicle and how many per vehicle (a pad set is one, spark plugs four). */
export interface Fitting {
  position?: string | undefined;
  quantities: readonly number[];
}

const NOTES = [
  "With ABS",
  "Without ABS",
  "4WD models",
  "2WD models",
  "Check the old part before ordering",
  "From the production date on the label",
  "Heavy-duty suspension",
  "Except sport models",
];

export type Application = Omit<NewFitment, "productId">;

/**
 * A part's applications, 10 to 18 of them (14 on average, so 100,000 products give about a million rows): two
 * to four models of one make (platform mates), sometimes one of another make, each over consecutive ranges of
 * one to seven years that do not overlap, about a third of them for one engine only.
 */
export function applicationsFor(
  random: Random,
  bases: readonly BaseVehicle[],
  fitting: Fitting,
): Application[] {
  if (!bases.length) return [];
  // A make with more models has more parts: pick a model, and its make leads.
  const primary = random.pick(bases).make;
  const models = shuffled(
    random,
    bases.filter((b) => b.make === primary),
  ).slice(0, random.int(2, 4));
  const other = bases.filter((b) => b.make !== primary);
  if (other.length && random.chance(0.5)) models.push(random.pick(other));
  // Where each model's next range starts: somewhere in its first years, so ranges run on to later ones.
  const cursors = new Map(models.map((b) => [b, random.int(b.from, Math.max(b.from, b.to - 12))]));
  const count = random.int(10, 18);
  const quantity = random.pick(fitting.quantities);
  const applications: Application[] = [];
  for (let i = 0; applications.length < count && models.length; i += 1) {
    const at = i % models.length;
    const base = models[at]!;
    // A range starts at a year the list has a vehicle for, so every row fits at least one vehicle.
    const cursor = cursors.get(base)!;
    const yearFrom = Math.min(
      ...base.engines.map((e) => e.years.find((y) => y >= cursor) ?? Number.POSITIVE_INFINITY),
    );
    if (yearFrom > base.to) {
      // This model's years are used up: a model the part has not been given yet takes its place.
      const unused = bases.filter((b) => !cursors.has(b));
      if (unused.length) {
        models[at] = random.pick(unused);
        cursors.set(models[at], random.int(models[at].from, models[at].to));
      } else models.splice(at, 1);
      continue;
    }
    const offered = base.engines.filter((e) => e.years.includes(yearFrom));
    const engine = random.chance(0.35) ? random.pick(offered) : undefined;
    const yearTo = Math.min(engine?.years.at(-1) ?? base.to, yearFrom + random.int(0, 6));
    cursors.set(base, yearTo + 1);
    applications.push({
      make: base.make,
      model: base.model,
      yearFrom,
      yearTo,
      engine: engine?.engine ?? null,
      position: fitting.position ?? null,
      quantity,
      note: random.chance(0.1) ? random.pick(NOTES) : null,
    });
  }
  return applications;
}

function shuffled<T>(random: Random, list: readonly T[]): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** Fitment rows per INSERT: one JSON parameter, however many rows. */
const FITMENT_BATCH = 50_000;

/**
 * Adds fitment rows in large batches: each batch one statement with one JSON parameter that PostgreSQL turns
 * into rows (jsonb_to_recordset), so a million rows take a few dozen statements.
 */
export async function insertFitmentRows(db: Database, rows: readonly NewFitment[]): Promise<void> {
  for (let i = 0; i < rows.length; i += FITMENT_BATCH) {
    const batch = rows.slice(i, i + FITMENT_BATCH).map((r) => ({
      product_id: r.productId,
      make: r.make,
      model: r.model,
      year_from: r.yearFrom,
      year_to: r.yearTo,
      engine: r.engine ?? null,
      position: r.position ?? null,
      quantity: r.quantity ?? 1,
      note: r.note ?? null,
    }));
    await db.execute(sql`
      insert into fitments (product_id, make, model, year_from, year_to, engine, position, quantity, note)
      select product_id, make, model, year_from, year_to, engine, position, quantity, note
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as r(
        product_id uuid, make text, model text, year_from smallint, year_to smallint, engine text,
        position text, quantity integer, note text)`);
  }
}
