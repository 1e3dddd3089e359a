import pg from "pg";

/** HTTP tests run on PostgreSQL when DATABASE_URL is set (`.ci/run` does), else on PGlite. */
export const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * The seeded template each test database is copied from, named after DATABASE_URL's database so that two
 * runs against one server (say, two working copies) do not drop each other's template.
 */
export function templateDatabase(databaseUrl: string): string {
  const name = new URL(databaseUrl).pathname.slice(1).replace(/\W/g, "_") || "xpart";
  return `${name}_test_template`;
}

/** A connection to the server's maintenance database, for creating and dropping test databases. */
export function adminPool(databaseUrl: string) {
  const url = new URL(databaseUrl);
  url.pathname = "/postgres";
  return new pg.Pool({ connectionString: url.toString(), max: 2 });
}
