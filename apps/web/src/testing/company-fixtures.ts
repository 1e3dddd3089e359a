import type { Company, CompanyInvitation, CompanyMember, MyCompany } from "@xpart/shared/schemas";

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
