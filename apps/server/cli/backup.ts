/** `npm run db:backup [-- file]`: a backup of the configured database (PostgreSQL or PGlite), see README. */
import path from "node:path";

import { loadConfig } from "../src/config.js";
import { backupDatabase } from "../src/db/backup.js";

const config = loadConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const name = process.argv[2] ?? `xpart-${stamp}.${config.databaseUrl ? "pgdump" : "pglite.tar.gz"}`;
// npm runs this in apps/server: a relative name means the directory the command was typed in.
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), name);
// A refusal (not empty, wrong kind, tool missing) is one line for the operator, not a stack.
await backupDatabase(config, file).then(
  () => console.log(`backup written to ${file}`),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
