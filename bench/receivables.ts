// `npm run bench:receivables`: issue 41's target on the PostgreSQL that DATABASE_URL names: the Receivables page
// and a company's statement at 100,000 invoices on account, each ≤ 100 ms, best of 20. In process (no HTTP), on
// `<name>_bench_receivables`, made again each run: 1,000 companies on net15/net30/net60, 100,000 one-line
// checkouts on account with their invoices (issued over the last 230 days, so due from about 200 days ago to 60
// days ahead; 3 in 10 paid, 2 partly paid, 5 open, one in ten of those with a credit note), a few companies with a
// lifted hold. Timed: the grouped ageing read alone, `receivablesOf` (GET /api/admin/receivables' work) and
// `statementOf` for the company with the most invoices (and, as an extra, a company of median size); then the
// plans (EXPLAIN ANALYZE) of the ageing read and the statement's read, which say whether `invoices_owed_idx`
// serves them. Results: bench/results/<time>-<commit>-receivables.{json,md}.
import { utcDay } from "@xpart/shared";
import { sql, type SQL } from "drizzle-orm";

import { openDatabase, type Database, type DatabaseHandle } from "../apps/server/src/db/client.js";
import { ageingByCompany, unpaidInvoicesOf } from "../apps/server/src/modules/orders/invoice-queries.js";
import { receivablesOf } from "../apps/server/src/modules/receivables/receivables.service.js";
import { statementOf } from "../apps/server/src/modules/receivables/statement.service.js";
import { seedDemoCatalog } from "../apps/server/src/seed/seed.js";

import { benchName, ensureDatabase } from "./postgres.js";
import { budgetRows, type Budget } from "./report.js";
import { machine, writeReport } from "./results-file.js";

const COMPANIES = 1_000;
const INVOICES = 100_000;
const RUNS = 20;
const BUDGET_MS = 100;
/** Days back the invoices were issued over: due days then run from about 200 days ago to 60 days ahead. */
const ISSUED_OVER_DAYS = 231;

const base = process.env.DATABASE_URL;
if (!base) throw new Error("bench:receivables runs on PostgreSQL: set DATABASE_URL");
const today = utcDay(new Date());

/**
 * Which company invoice `g` is for: u^1.5 of an even spread `u` (7919 is prime to INVOICES, so g ↦ u is a
 * permutation), so the first company has about 1% of the invoices and the last about 70: a big fleet beside
 * small workshops, as a statement's worst case should be.
 */
const companyOf = (g: string) =>
  `(1 + least(${COMPANIES - 1}, floor(${COMPANIES} * power(((${g}::bigint * 7919) % ${INVOICES} + 0.5) / ${INVOICES}, 1.5))::int))`;
/** Company k's terms in days: net15, net30, net60 in turn. */
const termDays = (k: string) => `(case ${k} % 3 when 0 then 15 when 1 then 30 else 60 end)`;
/** The moment invoice g was issued (and its checkout placed): one of the last ISSUED_OVER_DAYS days, at 10:00 UTC. */
const issuedAt = (g: string) =>
  `((date '${today}' - ${g} % ${ISSUED_OVER_DAYS})::timestamp + interval '10 hours') at time zone 'UTC'`;
/** 0–9, independent of the company, the day and the quantity: 0–2 paid, 3–4 partly paid, 5–9 open. */
const state = (g: string) => `((${g} / 7) % 10)`;
const company = sql.raw(companyOf("g"));
const issued = sql.raw(issuedAt("g"));
const paidState = sql.raw(state("g"));

async function fill(handle: DatabaseHandle) {
  await handle.migrate();
  await seedDemoCatalog(handle.db);
  const { db } = handle;
  await db.execute(sql`
    insert into "user" (id, name, email, role, created_at, updated_at)
    select 'bench-recv-' || k, 'Bench buyer ' || k, 'buyer' || k || '@bench.test', 'customer',
      now() - interval '1 year', now()
    from generate_series(1, ${COMPANIES}) k`);
  await db.execute(sql`
    insert into companies (id, name, billing_address, payment_terms, credit_limit_cents, hold_lifted_on, created_by)
    select md5('company' || k)::uuid, 'Bench Co ' || lpad(k::text, 4, '0'), k || ' Bench Road',
      case k % 3 when 0 then 'net15' when 1 then 'net30' else 'net60' end, 10000000,
      case when k % 7 = 0 then ${today}::date - 20 end, 'bench-recv-' || k
    from generate_series(1, ${COMPANIES}) k`);
  await db.execute(sql`
    insert into company_members (user_id, company_id, role)
    select 'bench-recv-' || k, md5('company' || k)::uuid, 'company-admin' from generate_series(1, ${COMPANIES}) k`);
  await db.execute(sql`
    insert into checkouts (id, user_id, po_number, company_id, on_account, created_at, updated_at)
    select md5('checkout' || g)::uuid, 'bench-recv-' || ${company},
      case when g % 2 = 0 then 'PO-' || g end, md5('company' || ${company})::uuid, true,
      ${issued}, ${issued}
    from generate_series(1, ${INVOICES}) g`);
  await db.execute(sql`
    with p as (
      select id, name, img, category, description, price_cents, row_number() over (order by position) as rn,
        count(*) over () as n
      from products
    )
    insert into orders (id, user_id, email, checkout_id, product_id, product_name, img, category, details,
      quantity, unit_price_cents, total_cents, name, address, phone, status, paid_at, shipped_at, created_at, updated_at)
    select md5('order' || g)::uuid, 'bench-recv-' || ${company}, 'buyer' || ${company} || '@bench.test',
      md5('checkout' || g)::uuid, p.id, p.name, p.img, p.category, p.description,
      1 + g % 12, p.price_cents, p.price_cents::bigint * (1 + g % 12), 'Bench buyer', '1 Bench Road', '+1 555 0100',
      case when g % ${ISSUED_OVER_DAYS} < 3 then 'paid' else 'shipped' end, ${issued},
      case when g % ${ISSUED_OVER_DAYS} >= 3 then ${issued} + interval '1 day' end,
      ${issued}, now()
    from generate_series(1, ${INVOICES}) g
    join p on p.rn = 1 + g % p.n`);
  await db.execute(sql`
    insert into invoices (checkout_id, year, number, issued_at, total_cents, paid_cents, credited_cents, status,
      company_id, due_on)
    select o.checkout_id, extract(year from o.created_at at time zone 'UTC')::int, g, o.created_at, o.total_cents,
      case when ${paidState} < 3 then o.total_cents when ${paidState} < 5 then o.total_cents / 2 else 0 end,
      case when ${paidState} = 9 then o.total_cents / 4 else 0 end,
      case when ${paidState} < 3 then 'paid' when ${paidState} < 5 and o.total_cents / 2 > 0 then 'partly-paid'
        else 'open' end,
      md5('company' || ${company})::uuid,
      (o.created_at at time zone 'UTC')::date + ${sql.raw(termDays(companyOf("g")))}
    from generate_series(1, ${INVOICES}) g
    join orders o on o.id = md5('order' || g)::uuid`);
  await db.execute(sql`
    insert into invoice_counters (year, last_number) select year, max(number) from invoices group by year`);
  // A bulk load leaves the visibility map unset: vacuum, as a settled shop would have (bench:parts does too).
  await handle.jobStore.executeSql("vacuum analyze", []);
}

/** Best and median of RUNS timings of `work`, after one warm-up, in ms rounded to 0.1. */
async function time(work: () => Promise<unknown>) {
  await work();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { best: round(times[0]!), median: round((times[RUNS / 2 - 1]! + times[RUNS / 2]!) / 2) };
}

async function rows<T>(db: Database, query: SQL) {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** EXPLAIN (ANALYZE, BUFFERS) of `query`, on one of the shop's connections (JIT off, as the shop runs). */
async function explain(db: Database, query: SQL) {
  const plan = await rows<{ "QUERY PLAN": string }>(db, sql`explain (analyze, buffers) ${query}`);
  return plan.map((r) => r["QUERY PLAN"]).join("\n");
}

const handle = await openDatabase({
  databaseUrl: await ensureDatabase(base, benchName(base, "receivables"), true),
});
try {
  const seedStarted = performance.now();
  await fill(handle);
  const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
  const { db } = handle;

  const [sizes] = await rows<{ invoices: number; owed: number; owedCents: string; companies: number }>(
    db,
    sql`select count(*)::int as invoices, count(*) filter (where status <> 'paid')::int as owed,
      sum(total_cents - paid_cents - credited_cents) filter (where status <> 'paid')::text as "owedCents",
      count(distinct company_id)::int as companies
    from invoices where company_id is not null`,
  );
  const perCompany = await rows<{ companyId: string; invoices: number; owed: number }>(
    db,
    sql`select company_id as "companyId", count(*)::int as invoices, count(*) filter (where status <> 'paid')::int as owed
    from invoices where company_id is not null group by company_id order by count(*) desc, company_id`,
  );
  const biggest = perCompany[0]!;
  const typical = perCompany[Math.floor(perCompany.length / 2)]!;

  // The figures answer what the seed holds: every owing company, and the same balance the invoices sum to.
  const page = await receivablesOf(db, today);
  const pageBalanceCents = Math.round(page.total.balance * 100);
  if (page.companies.length !== sizes!.companies || String(pageBalanceCents) !== sizes!.owedCents)
    throw new Error(
      `receivables: ${page.companies.length} companies owing ${pageBalanceCents}, the invoices say ${sizes!.companies} owing ${sizes!.owedCents}`,
    );
  const statement = await statementOf(db, biggest.companyId, today);
  if (statement.invoices.length !== biggest.owed)
    throw new Error(`statement: ${statement.invoices.length} invoices, ${biggest.owed} unpaid in the table`);

  const timings = {
    ageing: await time(() => ageingByCompany(db, today)),
    receivables: await time(() => receivablesOf(db, today)),
    statementBiggest: await time(() => statementOf(db, biggest.companyId, today)),
    statementTypical: await time(() => statementOf(db, typical.companyId, today)),
  };
  const ageingPlan = await explain(db, ageingByCompany(db, today).getSQL());
  const statementPlan = await explain(db, unpaidInvoicesOf(db, biggest.companyId).getSQL());
  const usesIndex = (plan: string) => plan.includes("invoices_owed_idx");

  const budgets: Record<string, Budget> = {
    [`receivables page at ${sizes!.invoices} invoices ≤ ${BUDGET_MS} ms (best of ${RUNS})`]: {
      value: timings.receivables.best,
      ok: timings.receivables.best <= BUDGET_MS,
    },
    [`statement of the biggest company (${biggest.owed} unpaid of ${biggest.invoices}) ≤ ${BUDGET_MS} ms (best of ${RUNS})`]:
      { value: timings.statementBiggest.best, ok: timings.statementBiggest.best <= BUDGET_MS },
  };
  const report = {
    ...machine(),
    settings: { companies: COMPANIES, invoices: INVOICES, runs: RUNS, today },
    results: {
      seedSeconds,
      sizes,
      biggest,
      typical,
      owingCompanies: page.companies.length,
      timings,
      plans: {
        ageing: { usesOwedIndex: usesIndex(ageingPlan), plan: ageingPlan },
        statement: { usesOwedIndex: usesIndex(statementPlan), plan: statementPlan },
      },
    },
    budgets,
  };
  const figure = ({ best, median }: { best: number; median: number }) => `${best} ms | ${median} ms`;
  const body = [
    "## Budgets (issue 41)",
    "",
    ...budgetRows(budgets, " ms"),
    "",
    `## In process on PostgreSQL, best and median of ${RUNS} after one warm-up`,
    "",
    `${sizes!.invoices} invoices on account (${sizes!.owed} unpaid) of ${sizes!.companies} companies, as of ${today}; ` +
      `seeded in ${seedSeconds} s. Biggest company: ${biggest.invoices} invoices, ${biggest.owed} unpaid; ` +
      `median company: ${typical.invoices}, ${typical.owed} unpaid.`,
    "",
    "| Work | Best | Median |",
    "| --- | --- | --- |",
    `| Ageing by company and bucket (the grouped read alone) | ${figure(timings.ageing)} |`,
    `| Receivables page (\`receivablesOf\`, ${page.companies.length} companies) | ${figure(timings.receivables)} |`,
    `| Statement, biggest company (${biggest.owed} lines) | ${figure(timings.statementBiggest)} |`,
    `| Statement, median company (${typical.owed} lines, extra) | ${figure(timings.statementTypical)} |`,
    "",
    `## Plan of the ageing read (\`invoices_owed_idx\` ${usesIndex(ageingPlan) ? "used" : "**not used**"})`,
    "",
    "```",
    ageingPlan,
    "```",
    "",
    `## Plan of the biggest company's statement read (\`invoices_owed_idx\` ${usesIndex(statementPlan) ? "used" : "**not used**"})`,
    "",
    "```",
    statementPlan,
    "```",
  ].join("\n");
  const file = writeReport("receivables", report, body);
  console.log(body);
  console.log(`\nwritten to ${file}`);
  process.exitCode = Object.values(budgets).every((b) => b.ok) ? 0 : 1;
} finally {
  await handle.close();
}
