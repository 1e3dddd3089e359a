/** `npm run admin -- …`: the operator's commands for admin accounts. */
import { loadConfig } from "../src/config.js";
import { openConfiguredDatabase } from "../src/db/open.js";
import { runAdminCommand } from "../src/modules/accounts/index.js";

const database = await openConfiguredDatabase(loadConfig());
await database.migrate();
const { code, message } = await runAdminCommand(
  database.db,
  process.argv.slice(2),
  process.env.ACCOUNT_PASSWORD,
);
await database.close();
(code === 0 ? console.log : console.error)(message);
process.exitCode = code;
