import pg from "pg";

export const TEMPLATE_DATABASE = "xpart_test_template";

/** A connection to the server's maintenance database, for creating and dropping test databases. */
export function adminPool(databaseUrl: string) {
  const url = new URL(databaseUrl);
  url.pathname = "/postgres";
  return new pg.Pool({ connectionString: url.toString(), max: 2 });
}
