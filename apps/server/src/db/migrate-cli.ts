import { loadConfig } from "../config.js";

import { openConfiguredDatabase } from "./open.js";

const database = await openConfiguredDatabase(loadConfig());
await database.migrate();
await database.close();
console.log(`migrations applied (${database.kind})`);
