/**
 * The company pages' own words (issue 40), beside the shared COMPANY_TEXTS the server answers with. Kept in the
 * web app, out of the shared texts every public page loads first: only the dashboard's lazy pages read these.
 */
export const COMPANY_PAGE_TEXTS = {
  companies: "Companies",
  companyIntro:
    "A company account lets the people who buy for one business order together: its name, tax ID and billing address on every invoice, delivery addresses everyone can use, and every order in one place for those who run it. Invite your colleagues as buyers, approvers or company admins.",
  companyUpdated: "Company details saved",
  editDetails: "Edit details",
  roleChanged: (name: string, role: string) => `${name} is now ${role}`,
  memberRemoved: (name: string) => `${name} was removed from the company`,
  removeConfirm: (name: string) => `Remove ${name} from the company?`,
  removeDetail: "They can no longer order on the company. The orders they placed stay the company's.",
  leave: "Leave company",
  leaveConfirm: (company: string) => `Leave ${company}?`,
  leaveDetail:
    "You will no longer order on the company or see its orders. The orders you placed stay the company's; a company admin can invite you again.",
  left: (company: string) => `You left ${company}`,
  invitationWithdrawn: (email: string) => `Invitation to ${email} withdrawn`,
  noInvitations: "No open invitations",
  noCompanyAddresses: "No company addresses yet",
  allBuyers: "All buyers",
  noCompanyOrders: "No company orders yet",
  noBuyerOrders: (email: string) => `No orders by ${email}`,
  acceptInvitation: "Accept the invitation",
  signInToAccept: "Sign in with the invited email, or create an account with it, to accept.",
  noCompanies: "No companies yet",
  // Approvals (issue 40 item 4).
  approvalsIntro:
    "Orders your buyers placed over their spending limit. Approve one and the buyer can pay it; reject it and it is cancelled, with your reason mailed to them.",
  orderBy: (buyer: string) => `Order by ${buyer}`,
  placed: "Placed",
  total: "Total",
  noPoNumber: "None",
  rejectTitle: (buyer: string) => `Reject the order by ${buyer}?`,
  rejectDetail: "The order is cancelled and its stock freed; the buyer is mailed your reason.",
  keepWaiting: "Keep it waiting",
  reasonCount: (chars: number, max: number) => `${chars} of ${max} characters`,
  approving: "Approving…",
  // Spending limits (issue 40 item 4).
  spendingLimits: "Spending limits",
  perOrder: "Per order",
  perMonth: "Per month",
  limitsTitle: (name: string) => `Spending limits of ${name}`,
  limitsHint: "Empty: no limit. Over a limit, an order waits for an approver.",
  limitsSaved: (name: string) => `Spending limits of ${name} saved`,
  saveLimits: "Save limits",
  onlyBuyersHaveLimits: "Only buyers have limits",
  // The shop's price lists (issue 40 item 5).
  priceList: "Company prices",
  noCompanyPrices: "No company prices yet: every product at its list price.",
  fixedPrice: "Fixed price",
  percentOff: "Percent off",
  companyPriceSaved: (sku: string) => `Company price of ${sku} saved`,
  companyPriceRemoved: (sku: string) => `Company price of ${sku} removed`,
} as const;
