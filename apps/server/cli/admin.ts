/** `npm run admin -- …`: the operator's commands for admin accounts. */
import { loadConfig } from "../src/config.js";
import { openConfiguredDatabase } from "../src/db/open.js";
import { DataDirectoryInUseError } from "../src/db/pglite-directory.js";
import { runAdminCommand } from "../src/modules/accounts/index.js";

/**
 * With PostgreSQL the running shop reads roles on every request, so the change shows on its next one. A PGlite
 * directory belongs to one process: beside a running shop the command is refused rather than writing files
 * the shop has open (issue 22).
 */
const database = await openConfiguredDatabase(loadConfig()).catch((err: unknown) => {
  if (!(err instanceof DataDirectoryInUseError)) throw err;
  console.error(
    `${err.message}\nWhile the shop runs on PGlite, an admin changes roles on the dashboard's All Users page; ` +
      "or stop the shop and run this command again.",
  );
  process.exit(1);
});
await database.migrate();
const { code, message } = await runAdminCommand(
  database.db,
  process.argv.slice(2),
  process.env.ACCOUNT_PASSWORD,
);
await database.close();
(code === 0 ? console.log : console.error)(message);
process.exitCode = code;
