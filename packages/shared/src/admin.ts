/** What an admin can do that the audit trail records (issue 10): actor, time, target, before and after. */
export const adminActions = [
  "product.create",
  "product.restock",
  "product.reprice",
  "product.archive",
  "product.delete",
  "image.upload",
  "order.ship",
  "order.delete",
  "order.refund",
  "order.approval-request",
  "order.approve",
  "order.reject",
  "user.promote",
  "user.demote",
  "user.remove",
  "review.hide",
  "catalogue.import",
  "company.create",
  "company.update",
  "company.invite",
  "company.revoke-invitation",
  "company.join",
  "company.member-role",
  "company.member-remove",
  "company.price",
  "company.price-import",
  "company.terms",
  "company.hold-lift",
  "invoice.payment",
  "invoice.transfer",
  "quote.price",
  "quote.send",
] as const;
export type AdminAction = (typeof adminActions)[number];

/** Who changed a role when no signed-in admin did (security finding I1): the audit entry's actor. */
export const AUDIT_ACTORS = {
  commandLine: { id: "system:command-line", email: "operator command line (npm run admin)" },
  bootstrap: { id: "system:admin-bootstrap", email: "ADMIN_EMAIL bootstrap at start-up" },
  firstStart: { id: "system:first-start", email: "the shop's first start (generated owner account)" },
} as const;

/** What an audit entry is about. */
export const auditTargets = [
  "product",
  "image",
  "order",
  "user",
  "review",
  "catalogue",
  "company",
  "invoice",
  "quote",
] as const;
export type AuditTarget = (typeof auditTargets)[number];

/** Why an order was cancelled: its owner, an admin's delete, the unpaid-order expiry, or a company's approver. */
export const cancelReasons = ["customer", "admin", "expiry", "rejected"] as const;
export type CancelReason = (typeof cancelReasons)[number];
