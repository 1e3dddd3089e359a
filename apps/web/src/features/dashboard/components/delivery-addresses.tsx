import type { Address } from "@xpart/shared/schemas";
import { COMPANY_TEXTS, TRADE_TEXTS } from "@xpart/shared/texts";
import { Link } from "react-router";

import { AddressBook } from "#src/components/address-book";
import { messageOf } from "#src/components/form-field";
import { useAddresses } from "#src/lib/addresses/get-addresses";
import { useCreateAddress, useDeleteAddress, useUpdateAddress } from "#src/lib/addresses/save-address";
import { toast } from "#src/lib/lazy-toast";
import { paths } from "#src/lib/paths";

interface DeliveryAddressesProps {
  email: string;
  /** Prefills a new address's recipient: usually the customer. */
  defaultName: string;
}

/**
 * 'Delivery addresses' on the profile page (issue 26): the customer's saved addresses, the default first,
 * each with Edit, Make default and Delete. Their company's addresses (issue 40, `shared`) come in the same
 * answer but are not theirs to change: the company's admins keep them on the Company page, which a line here
 * points to.
 */
export function DeliveryAddresses({ email, defaultName }: DeliveryAddressesProps) {
  const addresses = useAddresses(email);
  const create = useCreateAddress(email);
  const update = useUpdateAddress(email);
  const remove = useDeleteAddress(email);
  const all = addresses.data ?? [];
  const list = all.filter((address) => !address.shared);
  const shared = all.length - list.length;

  const makeDefault = (address: Address) =>
    update.mutate(
      { id: address.id, body: { isDefault: true } },
      {
        onSuccess: () => toast.success(`${address.label} is now your default address`),
        onError: (error) => toast.error(messageOf(error)),
      },
    );

  return (
    <AddressBook
      id="delivery-addresses"
      heading={TRADE_TEXTS.savedAddresses}
      addresses={addresses}
      list={list}
      saving={{ create, update, remove }}
      canManage
      makeDefault={makeDefault}
      settingDefault={update.isPending}
      empty="No saved addresses yet. Add one to fill in your orders' delivery details in one step."
      deleteMessage={(address) =>
        address.isDefault && list.length > 1
          ? "It is your default: your newest other address becomes the default."
          : undefined
      }
      defaultName={defaultName}
      footer={
        shared > 0 && (
          <p className="text-sm text-base-content/80">
            {shared === 1
              ? "Your company's address is offered at checkout too."
              : `Your company's ${shared} addresses are offered at checkout too.`}{" "}
            Its company admins keep them on the{" "}
            <Link to={paths.company} className="link">
              {COMPANY_TEXTS.company} page
            </Link>
            .
          </p>
        )
      }
    />
  );
}
