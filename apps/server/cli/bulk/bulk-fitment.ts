import { sql } from "drizzle-orm";

import type { Database } from "../../src/db/client.js";
import { insertVehicles, type NewFitment, type NewVehicle } from "../../src/modules/catalog/index.js";

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

/**
 * Makes and their models: `Model first-last: engine, engine…`. Each engine is offered over a window of the
 * model's years that moves forward with its place in the list, so early engines leave and later ones come.
 */
const MAKES: Record<string, string[]> = {
  Toyota: [
    "Hilux 1998-2024: 2.4 D, 2.5 D, 2.7 i, 3.0 D, 2.8 D, 4.0 V6",
    "Corolla 1998-2024: 1.6 i, 1.8 i, 2.0 D, 2.0 i, 1.8 Hybrid",
    "Land Cruiser 1998-2024: 4.2 D, 4.7 V8, 4.5 V8 D, 4.6 V8, 3.3 V6 D",
    "Fortuner 2005-2024: 2.7 i, 3.0 D, 2.8 D, 4.0 V6",
    "Camry 2000-2024: 2.4 i, 3.0 V6, 2.5 i, 3.5 V6, 2.5 Hybrid",
    "RAV4 2000-2024: 2.0 i, 2.2 D, 2.5 i, 2.5 Hybrid",
    "HiAce 2000-2024: 2.7 i, 2.5 D, 3.0 D, 2.8 D",
    "Yaris 2005-2024: 1.0 i, 1.3 i, 1.5 i, 1.5 Hybrid",
  ],
  Ford: [
    "Ranger 2000-2024: 2.5 D, 3.0 D, 2.2 D, 3.2 D, 2.0 D, 3.0 V6 D",
    "F-150 2000-2024: 4.6 V8, 5.4 V8, 3.5 V6, 5.0 V8, 2.7 V6",
    "Mustang 2000-2024: 3.8 V6, 4.6 V8, 3.7 V6, 5.0 V8, 2.3 T",
    "Focus 2000-2020: 1.6 i, 1.8 D, 2.0 i, 1.5 T",
    "Transit 2000-2024: 2.4 D, 2.2 D, 2.0 D",
    "Everest 2003-2024: 2.5 D, 3.0 D, 3.2 D, 2.0 D",
    "Fiesta 2002-2020: 1.25 i, 1.4 i, 1.6 i, 1.0 T",
  ],
  Nissan: [
    "Navara 1998-2024: 2.5 D, 3.0 D, 4.0 V6, 2.3 D",
    "Patrol 1998-2024: 4.2 D, 3.0 D, 4.8 i, 5.6 V8",
    "Sunny 2000-2020: 1.5 i, 1.6 i, 1.8 i",
    "X-Trail 2001-2024: 2.0 i, 2.2 D, 2.5 i, 1.6 D",
    "Qashqai 2007-2024: 1.6 i, 1.5 D, 2.0 i, 1.3 T",
    "Urvan 2000-2022: 2.7 D, 3.0 D, 2.5 D",
  ],
  Mitsubishi: [
    "L200 1998-2024: 2.5 D, 3.0 V6, 3.2 D, 2.4 D",
    "Pajero 1998-2021: 2.8 D, 3.5 V6, 3.2 D, 3.8 V6",
    "Outlander 2003-2024: 2.4 i, 2.0 i, 2.2 D, 2.4 PHEV",
    "Lancer 1998-2017: 1.6 i, 2.0 i, 2.0 T",
    "ASX 2010-2024: 1.6 i, 2.0 i, 1.8 D",
  ],
  Isuzu: [
    "D-Max 2002-2024: 2.5 D, 3.0 D, 1.9 D",
    "MU-X 2013-2024: 3.0 D, 1.9 D",
    "N-Series 2000-2024: 3.0 D, 4.8 D, 5.2 D",
  ],
  Mazda: [
    "BT-50 2006-2024: 2.5 D, 3.0 D, 2.2 D, 3.2 D",
    "Mazda3 2003-2024: 1.6 i, 2.0 i, 2.5 i, 2.2 D",
    "CX-5 2012-2024: 2.0 i, 2.2 D, 2.5 i, 2.5 T",
    "Mazda6 2002-2022: 2.0 i, 2.3 i, 2.5 i, 2.2 D",
  ],
  Volkswagen: [
    "Amarok 2010-2024: 2.0 TDI, 3.0 V6 TDI",
    "Golf 1998-2024: 1.6 i, 1.9 TDI, 1.4 TSI, 2.0 TDI, 1.5 TSI",
    "Polo 2000-2024: 1.4 i, 1.2 TSI, 1.6 TDI, 1.0 TSI",
    "Transporter 1998-2024: 2.5 TDI, 1.9 TDI, 2.0 TDI",
    "Passat 1998-2022: 1.8 T, 2.0 TDI, 1.8 TSI, 2.0 TSI",
    "Tiguan 2008-2024: 1.4 TSI, 2.0 TDI, 2.0 TSI",
  ],
  Hyundai: [
    "Elantra 2000-2024: 1.6 i, 1.8 i, 2.0 i",
    "Tucson 2004-2024: 2.0 i, 2.0 D, 2.4 i, 1.6 T",
    "H-1 1998-2021: 2.5 D, 2.4 i",
    "Santa Fe 2001-2024: 2.4 i, 2.7 V6, 2.2 D, 3.5 V6",
    "Accent 2000-2022: 1.4 i, 1.5 D, 1.6 i",
  ],
  Kia: [
    "Sportage 2000-2024: 2.0 i, 2.0 D, 2.4 i, 1.6 T",
    "Sorento 2002-2024: 2.5 D, 3.5 V6, 2.2 D, 2.4 i",
    "Rio 2000-2023: 1.4 i, 1.5 D, 1.6 i, 1.0 T",
    "Carnival 1999-2024: 2.5 V6, 2.9 D, 3.3 V6, 2.2 D",
  ],
  Honda: [
    "Civic 1998-2024: 1.6 i, 1.8 i, 2.0 i, 1.5 T",
    "Accord 1998-2022: 2.0 i, 2.4 i, 3.5 V6, 1.5 T",
    "CR-V 1998-2024: 2.0 i, 2.4 i, 2.2 D, 1.5 T",
    "Jazz 2002-2024: 1.3 i, 1.5 i, 1.5 Hybrid",
  ],
  Chevrolet: [
    "Silverado 1999-2024: 4.8 V8, 5.3 V8, 6.0 V8, 6.2 V8, 2.7 T",
    "Colorado 2004-2024: 2.8 D, 3.6 V6, 2.5 i, 2.7 T",
    "Cruze 2009-2019: 1.6 i, 1.8 i, 2.0 D, 1.4 T",
    "Tahoe 2000-2024: 5.3 V8, 6.2 V8, 3.0 D",
  ],
  Subaru: [
    "Forester 1998-2024: 2.0 i, 2.5 i, 2.0 D, 2.5 T",
    "Outback 2000-2024: 2.5 i, 3.0 H6, 2.0 D, 3.6 H6",
    "Impreza 1998-2024: 1.6 i, 2.0 i, 2.5 T",
  ],
  Suzuki: [
    "Jimny 1998-2024: 1.3 i, 1.5 i",
    "Vitara 1998-2024: 1.6 i, 2.0 i, 1.9 D, 1.4 T",
    "Swift 2000-2024: 1.3 i, 1.5 i, 1.2 i",
  ],
  "Mercedes-Benz": [
    "Sprinter 2000-2024: 2.2 CDI, 2.7 CDI, 3.0 V6 CDI, 2.1 CDI",
    "C-Class 2000-2024: 1.8 T, 2.2 CDI, 3.0 V6, 2.0 T",
    "E-Class 2000-2024: 2.2 CDI, 3.2 V6, 3.0 V6 CDI, 2.0 T",
    "Vito 2000-2024: 2.2 CDI, 3.0 V6 CDI, 2.1 CDI",
  ],
  BMW: [
    "3 Series 1998-2024: 2.0 i, 2.5 i, 2.0 D, 3.0 i, 2.0 T",
    "5 Series 2000-2024: 2.5 i, 3.0 D, 3.0 T, 2.0 T",
    "X5 2000-2024: 3.0 i, 4.4 V8, 3.0 D, 3.0 T",
  ],
  Audi: [
    "A4 1998-2024: 1.8 T, 2.0 TDI, 2.0 TFSI, 3.0 TDI",
    "A6 1998-2024: 2.4 V6, 2.7 TDI, 3.0 TDI, 2.0 TFSI",
    "Q5 2008-2024: 2.0 TDI, 2.0 TFSI, 3.0 TDI",
  ],
  Jeep: [
    "Wrangler 1998-2024: 4.0 i, 3.8 V6, 2.8 D, 3.6 V6, 2.0 T",
    "Grand Cherokee 1999-2024: 4.7 V8, 3.0 D, 5.7 V8, 3.6 V6",
    "Cherokee 2001-2023: 3.7 V6, 2.8 D, 2.4 i, 3.2 V6",
  ],
  Ram: ["1500 2009-2024: 4.7 V8, 5.7 V8, 3.6 V6, 3.0 D", "2500 2009-2024: 5.7 V8, 6.7 D, 6.4 V8"],
  "Land Rover": [
    "Defender 1998-2024: 2.5 D, 2.4 D, 2.2 D, 3.0 D",
    "Discovery 1999-2024: 2.5 D, 4.0 V8, 2.7 V6 D, 3.0 V6 D",
    "Range Rover 1998-2024: 4.6 V8, 4.4 V8, 3.6 V8 D, 3.0 V6 D",
  ],
  Renault: [
    "Master 1998-2024: 2.5 D, 2.8 D, 2.3 D",
    "Duster 2010-2024: 1.6 i, 1.5 D, 1.3 T",
    "Clio 1998-2024: 1.2 i, 1.4 i, 1.5 D, 0.9 T",
  ],
  Peugeot: [
    "Partner 1998-2024: 1.6 D, 1.9 D, 1.6 i, 1.5 D",
    "308 2007-2024: 1.6 i, 1.6 D, 1.2 T, 1.5 D",
    "Boxer 1998-2024: 2.2 D, 2.8 D, 3.0 D",
  ],
  Volvo: [
    "XC90 2002-2024: 2.5 T, 2.4 D, 3.2 i, 2.0 D",
    "V70 2000-2016: 2.4 i, 2.4 D, 2.5 T",
    "FH 2000-2024: 12.8 D, 13.0 D, 16.0 D",
  ],
};

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
