/** The reviews module's front door. */
export { reviewsRoutes as reviewsModule } from "./reviews.routes.js";
