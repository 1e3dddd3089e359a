/** The health module's front door. */
export { healthRoutes as healthModule } from "./health.routes.js";
