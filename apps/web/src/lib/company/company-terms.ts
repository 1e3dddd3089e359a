import { useQuery } from "@tanstack/react-query";
import { companyTermsSchema, type CompanyTerms } from "@xpart/shared/schemas";
import { buysOnAccount, type AccountTerms } from "@xpart/shared/texts";

import { apiRequest } from "#src/lib/api-client";
import { useAdminStatus } from "#src/lib/auth/get-admin-status";
import { useMyCompany } from "#src/lib/company/get-my-company";
import { queryKeys } from "#src/lib/query-keys";

/** A company's terms when it buys on account (issue 41). */
export type OnAccountTerms = CompanyTerms & { paymentTerms: AccountTerms };

/**
 * GET /api/company/terms (issue 41): the caller's company's payment terms, credit limit, open balance and
 * available credit, for a checkout's 'Pay on account' choice (the cart's, and accepting a quote). Any member may
 * read it; asked only once the caller is known to be in a company (a 404 otherwise). Read afresh with each
 * visit: the balance moves.
 */
export const useCompanyTerms = (email: string, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.company.terms(email),
    queryFn: async ({ signal }) =>
      (await apiRequest("/api/company/terms", companyTermsSchema, { auth: true, signal })).data,
    enabled: enabled && email !== "",
    meta: { private: true },
    staleTime: 0,
  });

/** The terms when the company buys on account, else null (card terms, or not read yet). */
export const onAccountTerms = (terms: CompanyTerms | undefined): OnAccountTerms | null =>
  terms !== undefined && buysOnAccount(terms.paymentTerms) ? (terms as OnAccountTerms) : null;

/**
 * The checkout's view of the caller's company: whether they are a member (a shop admin, whom the admin check
 * names, is never asked), and its terms when it buys on account (GET /api/company/terms, asked of members only).
 */
export function useCheckoutCompany(email: string) {
  const admin = useAdminStatus(email);
  const company = useMyCompany(email, admin.data === false);
  const member = Boolean(company.data);
  const terms = useCompanyTerms(email, member).data;
  return { member, account: onAccountTerms(terms) };
}
