/** `npm run db:seed`: seeds the demo catalogue into an empty product table. */
import { loadConfig } from "../src/config.js";
import { openConfiguredDatabase } from "../src/db/open.js";
import { seedDemoCatalog } from "../src/seed/seed.js";

const database = await openConfiguredDatabase(loadConfig());
await database.migrate();
const seeded = await seedDemoCatalog(database.db);
await database.close();
console.log(seeded ? `seeded ${seeded} demo products` : "catalogue not empty: nothing seeded");
