// `npm start`: build the web app if needed, then run the server (migrations and demo seed happen at start-up).
import { register } from "tsx/esm/api";

import { ensureWebBuild } from "./web-build.mjs";

ensureWebBuild();
process.env.NODE_ENV ??= "production";
register();
await import("../apps/server/src/server.ts");
