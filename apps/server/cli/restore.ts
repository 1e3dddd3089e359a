/** `npm run db:restore -- file`: restores a backup into the configured database, which must be new. */
import path from "node:path";

import { loadConfig } from "../src/config.js";
import { restoreDatabase } from "../src/db/backup.js";

const name = process.argv[2];
if (!name) {
  console.error("usage: npm run db:restore -- <backup file>");
  process.exit(2);
}
// npm runs this in apps/server: a relative name means the directory the command was typed in.
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), name);
// A refusal (not empty, wrong kind, tool missing) is one line for the operator, not a stack.
await restoreDatabase(loadConfig(), file).then(
  () => console.log(`restored ${file}`),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
