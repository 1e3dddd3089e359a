/**
 * Company accounts (issue 40): the roles, what each may do, and the words both sides show. Zod-free, so the
 * web's first load can read the rules without the schema library.
 */
export const companyRoles = ["company-admin", "buyer", "approver"] as const;
export type CompanyRole = (typeof companyRoles)[number];

export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = {
  "company-admin": "Company admin",
  buyer: "Buyer",
  approver: "Approver",
};

/** What a company may choose for itself, and what each role sees; one place, read by the server's checks and the web's buttons. */
export interface CompanyPolicy {
  /** Buyers see every order of the company, not only their own. */
  buyersSeeAllOrders: boolean;
}

/** The company admin runs the company: its details, members, invitations, addresses and limits. */
export const canManageCompany = (role: CompanyRole) => role === "company-admin";

/** Company admins and approvers see every company order; buyers do when the company allows it. */
export const canSeeCompanyOrders = (role: CompanyRole, policy: CompanyPolicy) =>
  role !== "buyer" || policy.buyersSeeAllOrders;

/** How long an invitation's link works. */
export const INVITATION_DAYS = 7;

export const COMPANY_LIMITS = {
  nameChars: 120,
  taxIdChars: 40,
  billingAddressChars: 300,
  /** Invitations waiting at once, so a company admin cannot turn the shop into a mailer. */
  openInvitations: 50,
  members: 500,
} as const;

export const COMPANY_TEXTS = {
  company: "Company",
  companyOrders: "Company orders",
  createCompany: "Create a company",
  companyCreated: "Your company is set up. Invite the people who buy with you.",
  notInCompany: "You are not a member of a company",
  companyNotFound: "No such company",
  alreadyInCompany: "You already belong to a company",
  otherInCompany: "This person already belongs to a company",
  alreadyMember: "This person is already a member of your company",
  alreadyInvited: "This email already has an open invitation",
  tooManyInvitations: `A company can have at most ${COMPANY_LIMITS.openInvitations} open invitations`,
  tooManyMembers: `A company can have at most ${COMPANY_LIMITS.members} members`,
  invitationSent: (email: string) => `Invitation sent to ${email}`,
  invitationNotFound: "This invitation link is not valid",
  invitationExpired: "This invitation has expired: ask for a new one",
  invitationRevoked: "This invitation was withdrawn",
  invitationUsed: "This invitation has already been accepted",
  invitationForSomeoneElse: (email: string) =>
    `This invitation is for ${email}: sign in with that email to accept it`,
  joined: (company: string) => `You are now a member of ${company}`,
  memberNotFound: "No such member in your company",
  lastAdmin: "A company needs at least one company admin: make another member admin first",
  onlyCompanyAdmin: "Only a company admin can do this",
  ordersHidden: "Your company shows buyers their own orders only",
  poNumberRequired: "Your company asks for a PO number on every order",
  joinTitle: (company: string) => `Join ${company} on X-Part`,
  role: "Role",
  members: "Members",
  invitations: "Invitations",
  addresses: "Company addresses",
  invite: "Invite",
  revoke: "Withdraw",
  remove: "Remove",
  requirePoNumber: "Ask for a PO number on every order",
  buyersSeeAllOrders: "Buyers see every company order",
  taxId: "Tax / VAT ID",
  billingAddress: "Billing address",
  taxExempt: "Tax exempt",
} as const;
