import { loadConfig } from "../config.js";

import { openConfiguredDatabase } from "./open.js";
import { seedDemoCatalog } from "./seed.js";

const database = await openConfiguredDatabase(loadConfig());
await database.migrate();
const seeded = await seedDemoCatalog(database.db);
await database.close();
console.log(seeded ? `seeded ${seeded} demo products` : "catalogue not empty: nothing seeded");
