// `npm run bench:parts`: issue 25's scale targets on PostgreSQL. The three queries a parts buyer makes (a shop
// page filtered to the parts that fit a vehicle, a part-number search typed with dashes, the facet counts of a
// category), each timed as single requests (best and median of BENCH_RUNS) on the demo catalogue and again on
// BENCH_PRODUCTS (100,000) products with about ten fitment rows each (a million), through the shop's server on
// loopback with its catalogue cache off, the two shops side by side (requests alternate between them). Each
// should stay within 1.5× of the demo figure and under 50 ms.
// bench/README.md says how to run it; results go to bench/results/<time>-<commit>-parts.{json,md}.

import { benchName, ensureDatabase, query, seed } from "./postgres.js";
import { startShop, stop } from "./processes.js";
import { budgetRows, type Budget } from "./report.js";
import { machine, writeReport } from "./results-file.js";
import { sideBySide } from "./side-by-side.js";

const base = process.env.DATABASE_URL;
if (!base) {
  console.error("bench:parts needs DATABASE_URL: a PostgreSQL role that may create databases");
  process.exit(1);
}
const runs = Number(process.env.BENCH_RUNS ?? 20);
const bigProducts = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const bigVehicles = Number(process.env.BENCH_VEHICLES ?? 5_000);
/** Set to rebuild the big catalogue instead of reusing the one a previous run filled. */
const fresh = Boolean(process.env.BENCH_FRESH);
const TARGET = { ratio: 1.5, ms: 50 };

/** The shopper's vehicle, the number typed and the category: the same on both catalogues. */
interface Subjects {
  vehicle: { year: number; make: string; model: string; engine: string };
  partNumber: string;
  category: string;
  smallCategory: string;
}

async function sizes(url: string) {
  // A bulk load leaves GIN pending lists and an unset visibility map: vacuum, as a settled shop would have.
  await query(url, "vacuum analyze");
  const [row] = await query<{ products: number; fitments: number; vehicles: number }>(
    url,
    `select (select count(*)::int from products where archived_at is null) as products,
            (select count(*)::int from fitments) as fitments,
            (select count(*)::int from vehicles) as vehicles`,
  );
  return row!;
}

/**
 * A demo vehicle with parts that fit it, a cross-reference of a demo part that fits it (with dashes), the
 * category with the most demo products and the smallest one: chosen on the demo catalogue.
 */
async function chooseSubjects(url: string): Promise<Subjects> {
  const applies = `f.make = v.make and f.model = v.model and v.year between f.year_from and f.year_to
    and (f.engine is null or f.engine = v.engine)`;
  const [vehicle] = await query<Subjects["vehicle"] & { id: number }>(
    url,
    `select v.id, v.year, v.make, v.model, v.engine from vehicles v join fitments f on ${applies}
     group by v.id order by count(distinct f.product_id) desc, v.id limit 1`,
  );
  const [part] = vehicle
    ? await query<{ ref: string }>(
        url,
        `select r.ref from vehicles v join fitments f on ${applies} join products p on p.id = f.product_id
         cross join lateral unnest(p.cross_references) as r(ref)
         where v.id = $1 and r.ref like '%-%' order by p.position, r.ref limit 1`,
        [vehicle.id],
      )
    : [];
  const categories = await query<{ category: string }>(
    url,
    "select category from products where archived_at is null group by category order by count(*) desc, category",
  );
  if (!vehicle || !part || !categories.length) {
    throw new Error("the demo catalogue has no vehicle with a fitting part that has a dashed number");
  }
  const { year, make, model, engine } = vehicle;
  return {
    vehicle: { year, make, model, engine },
    partNumber: part.ref,
    category: categories[0]!.category,
    smallCategory: categories.at(-1)!.category,
  };
}

type Shape = "vehicle page (fits=true)" | "part-number search" | "facet counts";
const SHAPES: Shape[] = ["vehicle page (fits=true)", "part-number search", "facet counts"];

/** The requests of each shape on that database (the vehicle's id is looked up there). */
async function pathsOn(url: string, s: Subjects): Promise<Record<string, string>> {
  const [row] = await query<{ id: number }>(
    url,
    "select id from vehicles where year = $1 and make = $2 and model = $3 and engine = $4",
    [s.vehicle.year, s.vehicle.make, s.vehicle.model, s.vehicle.engine],
  );
  const vehicle = row!.id;
  const category = encodeURIComponent(s.category);
  return {
    "vehicle page (fits=true)": `/api/products?limit=20&vehicle=${vehicle}&fits=true`,
    "part-number search": `/api/products?limit=20&q=${encodeURIComponent(s.partNumber)}`,
    "facet counts": `/api/products/facets?category=${category}`,
    // Beyond the targets: harder forms of the same queries, to show where the cost grows.
    "vehicle page in a category": `/api/products?limit=20&vehicle=${vehicle}&fits=true&category=${category}`,
    "facet counts, smallest category": `/api/products/facets?category=${encodeURIComponent(s.smallCategory)}`,
    "facet counts for the vehicle": `/api/products/facets?category=${category}&vehicle=${vehicle}&fits=true`,
  };
}

/** Both shops at once, the catalogue cache off, every request of a shape sent to one and then the other. */
async function measureSideBySide(smallUrl: string, bigUrl: string, s: Subjects) {
  const env = { CATALOG_CACHE_MS: "0", SEED_DEMO: "false" };
  const smallShop = await startShop({ env: { ...env, DATABASE_URL: smallUrl } });
  const bigShop = await startShop({ env: { ...env, DATABASE_URL: bigUrl } });
  try {
    return await sideBySide(
      { shop: smallShop.url, paths: await pathsOn(smallUrl, s) },
      { shop: bigShop.url, paths: await pathsOn(bigUrl, s) },
      runs,
    );
  } finally {
    await stop(smallShop.child);
    await stop(bigShop.child);
  }
}

// The demo catalogue, made again each run; the big one filled once (db:seed adds only what is missing).
const smallUrl = await ensureDatabase(base, benchName(base, "parts_small"), true);
const smallSeedSeconds = seed(smallUrl, []);
const small = await sizes(smallUrl);
const subjects = await chooseSubjects(smallUrl);
const bigUrl = await ensureDatabase(base, benchName(base, `parts_${bigProducts}`), fresh);
const bigSeedSeconds = seed(bigUrl, ["--vehicles", String(bigVehicles), "--products", String(bigProducts)]);
const big = await sizes(bigUrl);
const { small: smallFigures, big: bigFigures } = await measureSideBySide(smallUrl, bigUrl, subjects);

const budgets: Record<string, Budget> = {};
const rows: string[] = [];
for (const name of Object.keys(smallFigures)) {
  const a = smallFigures[name]!;
  const b = bigFigures[name]!;
  const ratio = Number((b.bestMs / a.bestMs).toFixed(2));
  const target = (SHAPES as string[]).includes(name);
  if (target) {
    budgets[`${name}: ${big.products} vs ${small.products} products ≤ ${TARGET.ratio}×`] = {
      value: ratio,
      ok: ratio <= TARGET.ratio,
    };
    budgets[`${name}: ${big.products} products < ${TARGET.ms} ms (best of ${runs})`] = {
      value: b.bestMs,
      ok: b.bestMs < TARGET.ms,
    };
  }
  const mark = (ok: boolean) => (ok ? "yes" : "**no**");
  rows.push(
    `| ${name}${target ? "" : " (extra)"} | ${a.bestMs} (${a.medianMs}) | ${b.bestMs} (${b.medianMs}) | ${ratio} | ${mark(ratio <= TARGET.ratio)} | ${mark(b.bestMs < TARGET.ms)} | ${b.bytes} | \`${b.path}\` |`,
  );
}

const report = {
  ...machine(),
  settings: { runs, bigProducts, bigVehicles, fresh, subjects },
  results: {
    small: { ...small, seedSeconds: smallSeedSeconds, figures: smallFigures },
    big: { ...big, seedSeconds: bigSeedSeconds, figures: bigFigures },
  },
  budgets,
};
const v = subjects.vehicle;
const body = [
  "## Budgets (issue 25)",
  "",
  ...budgetRows(budgets),
  "",
  `## Queries on PostgreSQL, catalogue cache off: best (median) of ${runs} ms`,
  "",
  `Demo catalogue: ${small.products} products, ${small.fitments} fitment rows, ${small.vehicles} vehicles (seeded in ${smallSeedSeconds} s).`,
  `Big catalogue: ${big.products} products, ${big.fitments} fitment rows, ${big.vehicles} vehicles (\`db:seed\` this run: ${bigSeedSeconds} s${bigSeedSeconds < 30 ? ", reused from an earlier run" : ""}).`,
  `Vehicle ${v.year} ${v.make} ${v.model} ${v.engine}; part number \`${subjects.partNumber}\`; category ${subjects.category} (smallest: ${subjects.smallCategory}).`,
  "",
  `| Query | ${small.products} products | ${big.products} products | × | ≤ ${TARGET.ratio}× | < ${TARGET.ms} ms | bytes | request |`,
  "| --- | --- | --- | --- | --- | --- | --- | --- |",
  ...rows,
].join("\n");
const file = writeReport("parts", report, body);
console.log(body);
console.log(`\nwritten to ${file}`);
