import { loadConfig } from "../../config.js";
import { openConfiguredDatabase } from "../../db/open.js";

import { runAdminCommand } from "./admin-command.js";

const database = await openConfiguredDatabase(loadConfig());
await database.migrate();
const { code, message } = await runAdminCommand(database.db, process.argv.slice(2));
await database.close();
(code === 0 ? console.log : console.error)(message);
process.exitCode = code;
