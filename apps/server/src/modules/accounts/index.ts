/** The accounts module's front door: what app.ts registers and what other modules may call. */
export { accountsRoutes as accountsModule } from "./accounts.routes.js";
export { setUpAccounts, type Accounts } from "./accounts.setup.js";
export type { FirstAdmin } from "./first-admin.js";
export {
  emailsOfUsers,
  peopleByIds,
  sameEmail,
  userIdByEmail,
  verifiedUsersAmong,
  type Caller,
  type Role,
} from "./accounts.service.js";
export { runAdminCommand } from "./admin-command.js";
export { activeAdminEmails, customersCreatedSince } from "./owner-reads.js";
