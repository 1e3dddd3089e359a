import type {
  Approval,
  Company,
  CompanyInvitation,
  CompanyMember,
  CompanyPriceEntry,
  MyCompany,
} from "@xpart/shared/schemas";

/** Company accounts' answers (issue 40) as the server gives them, for the component tests. */

export const aCompany = (changes: Partial<Company> = {}): Company => ({
  id: "co-1",
  name: "Hill Motors",
  taxId: "GB123456789",
  billingAddress: "2 Depot Road, Leeds",
  requirePoNumber: false,
  buyersSeeAllOrders: false,
  taxExempt: false,
  createdAt: "2026-05-01T09:00:00.000Z",
  ...changes,
});

export const aMember = (changes: Partial<CompanyMember> = {}): CompanyMember => ({
  userId: "u-ann",
  email: "ann@example.test",
  name: "Ann Buyer",
  role: "company-admin",
  joinedAt: "2026-05-01T09:00:00.000Z",
  perOrderLimit: null,
  monthlyLimit: null,
  ...changes,
});

export const anInvitation = (changes: Partial<CompanyInvitation> = {}): CompanyInvitation => ({
  id: "inv-1",
  email: "dan@example.test",
  role: "buyer",
  expiresAt: "2026-05-08T09:00:00.000Z",
  invitedBy: "ann@example.test",
  ...changes,
});

/** GET /api/company for Ann, the company admin of Hill Motors, with Bob (buyer) and Cy (approver). */
export const aMyCompany = (changes: Partial<MyCompany> = {}): MyCompany => ({
  company: aCompany(),
  role: "company-admin",
  userId: "u-ann",
  members: [
    aMember(),
    aMember({ userId: "u-bob", email: "bob@example.test", name: "Bob Byers", role: "buyer" }),
    aMember({ userId: "u-cy", email: "cy@example.test", name: "Cy Approver", role: "approver" }),
  ],
  invitations: [],
  ...changes,
});

/** A checkout of Bob's waiting for an approver (GET /api/company/approvals): two lines, over his order limit. */
export const anApproval = (changes: Partial<Approval> = {}): Approval => ({
  checkoutId: "c-1",
  placedAt: "2026-05-10T09:30:00.000Z",
  buyer: { email: "bob@example.test", name: "Bob Byers" },
  poNumber: "PO-7781",
  total: 1250,
  reason: "Over your limit of $1,000.00 an order: an approver decides",
  lines: [
    { orderId: "o-1", productName: "Cordless drill 18 V", quantity: 50, total: 999.5 },
    { orderId: "o-2", productName: "Drill bits, 10 pack", quantity: 10, total: 250.5 },
  ],
  ...changes,
});

/** One company price as the API answers it (dollars): a fixed $15.00 for p-1, open-ended, unless changed. */
export const aCompanyPrice = (changes: Partial<CompanyPriceEntry> = {}): CompanyPriceEntry => ({
  productId: "p-1",
  kind: "fixed",
  price: 15,
  percentOff: null,
  validFrom: null,
  validTo: null,
  ...changes,
});
