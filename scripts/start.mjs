// `npm start`: build the web app if needed, then run the server (migrations and demo seed happen at start-up).
// NODE_ENV is left as given: unset, the shop runs with its first-run conveniences (test cards, caught mail and
// codes, a generated owner account); NODE_ENV=production is the strict shop (README, "Going to production").
import { register } from "tsx/esm/api";

import { ensureWebBuild } from "./web-build.mjs";

ensureWebBuild();
register();
await import("../apps/server/src/server.ts");
