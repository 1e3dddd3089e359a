import { z } from "zod";

import { APPROVAL_TEXTS, MAX_SPENDING_LIMIT_DOLLARS, REJECT_REASON_CHARS } from "./approval-rules.js";
import { COMPANY_LIMITS, companyRoles } from "./company-rules.js";
import { orderStatuses } from "./order-states.js";
import { dollarAmount } from "./products-admin.js";
import { plainText } from "./text.js";
import { ACCOUNT_TEXTS } from "./texts.js";

const required = (max: number, label: string) =>
  plainText().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

const companyFields = {
  name: required(COMPANY_LIMITS.nameChars, "Company name"),
  /** Optional: a company without one is simply not printed with one. */
  taxId: plainText()
    .trim()
    .max(COMPANY_LIMITS.taxIdChars, `Tax ID must be at most ${COMPANY_LIMITS.taxIdChars} characters`)
    .transform((value) => value || null)
    .nullable()
    .optional(),
  billingAddress: required(COMPANY_LIMITS.billingAddressChars, "Billing address"),
};

/** POST /api/companies: the caller creates a company and becomes its first company admin. */
export const createCompanyBodySchema = z.strictObject(companyFields);
export type CreateCompanyBody = z.input<typeof createCompanyBodySchema>;

/** What a company admin may change of their company; tax exemption and prices are not among them. */
const companySettings = {
  ...companyFields,
  requirePoNumber: z.boolean(),
  buyersSeeAllOrders: z.boolean(),
};
const atLeastOne = (body: object) => Object.keys(body).length > 0;

/** PATCH /api/company. */
export const updateCompanyBodySchema = z
  .strictObject(companySettings)
  .partial()
  .refine(atLeastOne, "Send at least one field to change");
export type UpdateCompanyBody = z.input<typeof updateCompanyBodySchema>;

/** PATCH /api/admin/companies/:id: the shop's admins also set what only they may set. */
export const adminUpdateCompanyBodySchema = z
  .strictObject({ ...companySettings, taxExempt: z.boolean() })
  .partial()
  .refine(atLeastOne, "Send at least one field to change");
export type AdminUpdateCompanyBody = z.input<typeof adminUpdateCompanyBodySchema>;

const role = z.enum(companyRoles, "Role must be company-admin, buyer or approver");

/** POST /api/company/invitations. */
export const inviteMemberBodySchema = z.strictObject({
  email: plainText().trim().max(254).pipe(z.email(ACCOUNT_TEXTS.emailInvalid)),
  role,
});
export type InviteMemberBody = z.input<typeof inviteMemberBodySchema>;

/** A spending limit in dollars, or null for none. */
const limit = (label: string) => dollarAmount(label, MAX_SPENDING_LIMIT_DOLLARS).nullable();

/** PATCH /api/company/members/:userId: the role, and a buyer's spending limits (issue 40 item 4). */
export const updateMemberBodySchema = z
  .strictObject({ role, perOrderLimit: limit("Limit per order"), monthlyLimit: limit("Limit per month") })
  .partial()
  .refine(atLeastOne, "Send at least one field to change");
export type UpdateMemberBody = z.input<typeof updateMemberBodySchema>;

export const memberParamsSchema = z.strictObject({ userId: plainText().min(1).max(100) });
export const companyIdParamsSchema = z.strictObject({ id: plainText().min(1).max(100) });
export const invitationTokenSchema = plainText()
  .min(1, "The invitation link has no token")
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, "The invitation link is not valid");
export const invitationTokenParamsSchema = z.strictObject({ token: invitationTokenSchema });

/** GET /api/company/orders?buyer=: one buyer's orders, by their email, or everyone's. */
export const companyOrdersQuerySchema = z.strictObject({
  buyer: plainText().trim().max(254).optional(),
});

/** GET /api/admin/companies?q=: name, tax ID or a member's email contains q. */
export const companySearchQuerySchema = z.strictObject({
  q: plainText().trim().max(120).optional(),
});

export const companySchema = z.object({
  id: z.string(),
  name: z.string(),
  taxId: z.string().nullable(),
  billingAddress: z.string(),
  requirePoNumber: z.boolean(),
  buyersSeeAllOrders: z.boolean(),
  taxExempt: z.boolean(),
  createdAt: z.string(),
});
export type Company = z.infer<typeof companySchema>;

export const companyMemberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  role,
  joinedAt: z.string(),
  /** A buyer's limits in dollars; null: none. */
  perOrderLimit: z.number().nullable(),
  monthlyLimit: z.number().nullable(),
});
export type CompanyMember = z.infer<typeof companyMemberSchema>;

export const companyInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role,
  expiresAt: z.string(),
  invitedBy: z.string(),
});
export type CompanyInvitation = z.infer<typeof companyInvitationSchema>;

/** GET /api/company: the caller's company, their role in it, its members; open invitations for its admins. */
export const myCompanySchema = z.object({
  company: companySchema,
  role,
  userId: z.string(),
  members: z.array(companyMemberSchema),
  invitations: z.array(companyInvitationSchema),
});
export type MyCompany = z.infer<typeof myCompanySchema>;

/** GET /api/admin/companies/:id. */
export const adminCompanySchema = z.object({
  company: companySchema,
  members: z.array(companyMemberSchema),
  invitations: z.array(companyInvitationSchema),
});
export type AdminCompany = z.infer<typeof adminCompanySchema>;

export const companyListItemSchema = companySchema.extend({ members: z.number().int() });
export const companyListSchema = z.array(companyListItemSchema);
export type CompanyListItem = z.infer<typeof companyListItemSchema>;

/** GET /api/company-invitations/:token: what the join page shows before the person accepts. */
export const invitationPreviewSchema = z.object({
  companyName: z.string(),
  email: z.string(),
  role,
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** POST /api/company/approvals/:checkoutId/reject. */
export const rejectApprovalBodySchema = z.strictObject({
  reason: plainText({ multiline: true })
    .trim()
    .min(1, APPROVAL_TEXTS.reasonRequired)
    .max(REJECT_REASON_CHARS, `Reason must be at most ${REJECT_REASON_CHARS} characters`),
});
export const approvalParamsSchema = z.strictObject({ checkoutId: plainText().min(1).max(100) });

/** GET /api/company/approvals: a checkout waiting for an approver, with its lines. */
export const approvalSchema = z.object({
  checkoutId: z.string(),
  placedAt: z.string(),
  buyer: z.object({ email: z.string(), name: z.string() }),
  poNumber: z.string().nullable(),
  total: z.number(),
  reason: z.string(),
  lines: z.array(
    z.object({ orderId: z.string(), productName: z.string(), quantity: z.number(), total: z.number() }),
  ),
});
export type Approval = z.infer<typeof approvalSchema>;
export const approvalListSchema = z.array(approvalSchema);
/** What an approver's decision left the checkout in: unpaid (to pay) or cancelled. */
export const approvalDecisionSchema = z.object({ checkoutId: z.string(), status: z.enum(orderStatuses) });

/** POST /api/company-invitations/:token/accept. */
export const joinedCompanySchema = z.object({ companyId: z.string(), companyName: z.string(), role });
