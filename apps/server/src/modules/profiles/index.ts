/** The profiles module's front door: the profile's 'More info' record and saved delivery addresses. */
export { profilesRoutes as profilesModule } from "./profiles.routes.js";
export {
  addAddress,
  deleteAddress,
  listAddresses,
  updateAddress,
  type AddressOwner,
} from "./addresses.service.js";
