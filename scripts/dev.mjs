// `npm run dev`: the API with reload on :3000 and Vite's dev server (proxying /api to it) on :5173.
import { spawn } from "node:child_process";

import { root } from "./web-build.mjs";

const children = [
  spawn("npm", ["run", "dev", "-w", "@xpart/server"], { cwd: root, stdio: "inherit" }),
  spawn("npm", ["run", "dev", "-w", "@xpart/web"], { cwd: root, stdio: "inherit" }),
];
const stop = () => children.forEach((c) => c.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
children.forEach((c) => c.on("exit", stop));
