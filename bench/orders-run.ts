// `npm run bench:orders`: scenario (c) of `npm run bench` alone, on the PostgreSQL that DATABASE_URL names.
import { ordersBudgets, ordersOnPostgres } from "./orders.js";

const base = process.env.DATABASE_URL;
if (!base) throw new Error("bench:orders runs on PostgreSQL: set DATABASE_URL");
const { orders, rss } = await ordersOnPostgres(
  base,
  Number(process.env.BENCH_BUYERS ?? 100),
  Number(process.env.BENCH_SECONDS ?? 10),
  // BENCH_CPU_PROF=<dir>: the server's CPU profile, as in `npm run bench`.
  process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [],
);
console.log(
  `${orders.buyers} buyers for ${orders.seconds} s: ${orders.created} orders (${orders.ordersPerSecond}/s), ` +
    `p50 ${orders.p50Ms} ms, p99 ${orders.p99Ms} ms, refused ${JSON.stringify(orders.refused)}, ` +
    `sell-out ${JSON.stringify(orders.sellOut)}, peak RSS ${rss.peakMb} MB`,
);
console.table(ordersBudgets(orders));
