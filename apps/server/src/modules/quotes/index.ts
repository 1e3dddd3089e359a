/** The quotes module's front door (issue 41 item 4): its routes, registered by app.ts. */
export { quotesRoutes as quotesModule } from "./quotes.routes.js";
