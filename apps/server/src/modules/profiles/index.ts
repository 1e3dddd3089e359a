/** The profiles module's front door: the profile's 'More info' record. */
export { profilesRoutes as profilesModule } from "./profiles.routes.js";
