/** `npm run db:migrate`: applies the committed migrations to the configured database. */
import { loadConfig } from "../src/config.js";
import { openConfiguredDatabase } from "../src/db/open.js";

const database = await openConfiguredDatabase(loadConfig());
await database.migrate();
await database.close();
console.log(`migrations applied (${database.kind})`);
