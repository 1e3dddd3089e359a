import { COMPANY_TEXTS } from "@xpart/shared/texts";

import { AddressBook } from "#src/components/address-book";
import {
  useCreateCompanyAddress,
  useDeleteCompanyAddress,
  useUpdateCompanyAddress,
} from "#src/features/company/api/company-addresses";
import { useAddresses } from "#src/lib/addresses/get-addresses";
import { COMPANY_PAGE_TEXTS } from "#src/lib/company/company-texts";

/**
 * The company's delivery addresses (issue 40), offered to every member at checkout: read from the caller's
 * GET /api/addresses (`shared`); a company admin adds, edits and deletes them through /api/company/addresses
 * in the same address book as the profile's.
 */
export function CompanyAddresses({
  email,
  canManage,
  defaultName,
}: {
  email: string;
  canManage: boolean;
  defaultName: string;
}) {
  const addresses = useAddresses(email);
  const create = useCreateCompanyAddress(email);
  const update = useUpdateCompanyAddress(email);
  const remove = useDeleteCompanyAddress(email);
  return (
    <AddressBook
      id="company-addresses"
      heading={COMPANY_TEXTS.addresses}
      addresses={addresses}
      list={(addresses.data ?? []).filter((address) => address.shared)}
      saving={{ create, update, remove }}
      canManage={canManage}
      empty={COMPANY_PAGE_TEXTS.noCompanyAddresses}
      intro={<p className="text-sm text-base-content/80">Every member can ship to these at checkout.</p>}
      deleteMessage={() => "Members can no longer choose it at checkout."}
      defaultName={defaultName}
    />
  );
}
