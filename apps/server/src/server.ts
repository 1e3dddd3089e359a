import { buildApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";
import { DataDirectoryError } from "./db/pglite-directory.js";

/**
 * The only file that listens. On SIGINT/SIGTERM it stops taking connections, lets the requests in flight
 * finish, then runs every onClose hook (the job engine, which lets the jobs in hand finish; the database) and
 * exits 0. Requests still running after SHUTDOWN_TIMEOUT are cut and the process exits 1.
 */
async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, deadlineMs: config.shutdownTimeoutMs }, "shutting down");
    const force = setTimeout(() => {
      app.log.error("shutdown deadline passed: requests still in flight are cut");
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    app.close().then(
      () => {
        app.log.info("shut down");
        process.exit(0);
      },
      (err: unknown) => {
        app.log.error({ err }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
  await app.listen({ port: config.port, host: config.host });
}

main().catch((err: unknown) => {
  // The operator's mistakes say what to do in one message; anything else keeps its stack.
  console.error(err instanceof ConfigError || err instanceof DataDirectoryError ? err.message : err);
  process.exit(1);
});
