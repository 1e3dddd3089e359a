/** The companies module's front door (issue 40): what app.ts registers and what other modules may call. */
export { companiesRoutes as companiesModule } from "./companies.routes.js";
export { companiesForPaperwork, companyIdOf } from "./companies.service.js";
export {
  approversOf,
  companyAdminsOf,
  membershipOf,
  requireCompanyAdmin,
  requireMembership,
  type Membership,
} from "./company-access.js";
export { memberPriceRules } from "./company-prices.service.js";
export {
  accountTermsOf,
  accountTermsOfMany,
  liftHold,
  setAccountTerms,
  type AccountTerms,
} from "./company-terms.service.js";
