/** The audit module's front door: other modules record admin actions through it; app.ts registers its read. */
export { auditRoutes as auditModule } from "./audit.routes.js";
export {
  recordAdminAction,
  listAdminActions,
  type AuditActor,
  type AdminActionRecord,
  type AuditFilter,
} from "./audit.service.js";
