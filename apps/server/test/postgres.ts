import { randomBytes } from "node:crypto";

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

/**
 * A new database, copied from the seeded template unless another is named (`template0`: an empty one): its
 * URL, and `drop()` once nobody is connected.
 */
export async function newDatabase(databaseUrl: string, template = templateDatabase(databaseUrl)) {
  const name = `xpart_test_${randomBytes(6).toString("hex")}`;
  const admin = adminPool(databaseUrl);
  await admin.query(`create database ${name} template ${template}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    },
  };
}
