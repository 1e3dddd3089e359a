// `npm run bench:dashboard`: part (f) of `npm run bench` alone, on the PostgreSQL that DATABASE_URL names.
import { dashboardBudgets, dashboardOnPostgres } from "./dashboard.js";

const base = process.env.DATABASE_URL;
if (!base) throw new Error("bench:dashboard runs on PostgreSQL: set DATABASE_URL");
const { orders, timings } = await dashboardOnPostgres(base);
for (const { query, best, median } of timings) console.log(`${query}: best ${best} ms, median ${median} ms`);
const budgets = dashboardBudgets(orders, timings);
console.table(budgets);
process.exitCode = Object.values(budgets).every((b) => b.ok) ? 0 : 1;
