/**
 * The insights module's front door (DESIGN §2): the owner's dashboard, read-only aggregates over orders,
 * payments, accounts and the catalogue, each asked of the module that owns it. Nothing imports it but app.ts.
 */
export { dashboardRoutes as insightsModule } from "./dashboard.routes.js";
