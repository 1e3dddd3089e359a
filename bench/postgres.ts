import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

import pg from "pg";

const root = fileURLToPath(new URL("..", import.meta.url));

/** `base` with another database name. */
export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The database name of `base` plus a suffix: every benchmark database sits beside the one given. */
export function benchName(base: string, suffix: string): string {
  return `${new URL(base).pathname.slice(1) || "xpart"}_bench_${suffix}`;
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Creates the database when missing; `fresh` drops it first. */
export async function ensureDatabase(base: string, name: string, fresh = false): Promise<string> {
  await withClient(databaseUrl(base, "postgres"), async (client) => {
    if (fresh) await client.query(`drop database if exists "${name}" with (force)`);
    const exists = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (!exists.rowCount) await client.query(`create database "${name}"`);
  });
  return databaseUrl(base, name);
}

/** `npm run db:seed -- --products n` on that database: the demo catalogue, then variants up to `n`. */
export function seedProducts(url: string, products: number) {
  const args = products ? ["--", "--products", String(products)] : [];
  execFileSync("npm", ["run", "--silent", "db:seed", ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return withClient(url, (client) => client.query("analyze products").then(() => undefined));
}

/** `npm run db:seed` with the given flags on that database, showing its output: the seconds it took. */
export function seed(url: string, flags: string[]): number {
  const started = performance.now();
  execFileSync("npm", ["run", "--silent", "db:seed", ...(flags.length ? ["--", ...flags] : [])], {
    cwd: root,
    // A migration over a big catalogue (issue 42's search document at a million rows) outlasts a request's limit.
    env: { ...process.env, DATABASE_URL: url, DB_STATEMENT_TIMEOUT: "1h" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  return Math.round((performance.now() - started) / 100) / 10;
}

/** Runs one statement on that database and answers its rows. */
export function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  return withClient(url, async (client) => (await client.query<T>(text, values)).rows);
}
