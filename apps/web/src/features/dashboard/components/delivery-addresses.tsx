import type { Address } from "@xpart/shared/schemas";
import { COMPANY_TEXTS, TRADE_LIMITS, TRADE_TEXTS } from "@xpart/shared/texts";
import { MapPin, Pencil, Plus, Star, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";

import { AddressFormModal } from "#src/components/address-form-modal";
import { ConfirmDialog } from "#src/components/confirm-dialog";
import { ErrorWithRetry } from "#src/components/error-with-retry";
import { messageOf } from "#src/components/form-field";
import { Spinner } from "#src/components/spinner";
import { useAddresses } from "#src/lib/addresses/get-addresses";
import { useCreateAddress, useDeleteAddress, useUpdateAddress } from "#src/lib/addresses/save-address";
import { toast } from "#src/lib/lazy-toast";
import { paths } from "#src/lib/paths";

interface DeliveryAddressesProps {
  email: string;
  /** Prefills a new address's recipient: usually the customer. */
  defaultName: string;
}

/** What the form modal is open for: a new address, one to edit, or nothing. */
type Editing = { address: Address | null } | null;

/**
 * 'Delivery addresses' on the profile page (issue 26): the customer's saved addresses, the default first,
 * each with Edit, Make default and Delete; 'Add address' until TRADE_LIMITS.maxAddresses. Their company's
 * addresses (issue 40, `shared`) come in the same answer but are not theirs to change: the company's admins
 * keep them on the Company page, which a line here points to.
 */
export function DeliveryAddresses({ email, defaultName }: DeliveryAddressesProps) {
  const addresses = useAddresses(email);
  const create = useCreateAddress(email);
  const update = useUpdateAddress(email);
  const remove = useDeleteAddress(email);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const all = addresses.data ?? [];
  const list = all.filter((address) => !address.shared);
  const shared = all.length - list.length;
  const full = list.length >= TRADE_LIMITS.maxAddresses;

  const makeDefault = (address: Address) =>
    update.mutate(
      { id: address.id, body: { isDefault: true } },
      {
        onSuccess: () => toast.success(`${address.label} is now your default address`),
        onError: (error) => toast.error(messageOf(error)),
      },
    );

  const confirmDelete = (address: Address) =>
    remove.mutate(address.id, {
      onSuccess: () => {
        setDeleting(null);
        toast.success(`${address.label} deleted`);
      },
      onError: (error) => {
        setDeleting(null);
        toast.error(messageOf(error));
      },
    });

  return (
    <section
      aria-labelledby="delivery-addresses"
      className="card border border-base-300 bg-base-100 shadow-sm"
    >
      <div className="card-body gap-4">
        <h2 id="delivery-addresses" className="card-title">
          <MapPin aria-hidden="true" className="size-5" />
          {TRADE_TEXTS.savedAddresses}
        </h2>
        {addresses.isPending ? (
          <Spinner className="py-4" />
        ) : addresses.isError ? (
          <ErrorWithRetry error={addresses.error} onRetry={() => void addresses.refetch()} />
        ) : (
          <>
            {list.length === 0 ? (
              <p className="text-base-content/80">
                No saved addresses yet. Add one to fill in your orders' delivery details in one step.
              </p>
            ) : (
              <ul className="flex flex-col gap-3">
                {list.map((address) => (
                  <li key={address.id} className="rounded-box border border-base-300 p-3">
                    <AddressLines address={address} />
                    <div className="mt-2 flex flex-wrap gap-2">
                      <button
                        type="button"
                        className="btn btn-ghost btn-xs"
                        aria-label={`Edit ${address.label}`}
                        onClick={() => setEditing({ address })}
                      >
                        <Pencil aria-hidden="true" className="size-4" />
                        Edit
                      </button>
                      {!address.isDefault && (
                        <button
                          type="button"
                          className="btn btn-ghost btn-xs"
                          aria-label={`Make ${address.label} the default`}
                          disabled={update.isPending}
                          onClick={() => makeDefault(address)}
                        >
                          <Star aria-hidden="true" className="size-4" />
                          Make default
                        </button>
                      )}
                      <button
                        type="button"
                        className="btn btn-ghost btn-xs text-error"
                        aria-label={`Delete ${address.label}`}
                        onClick={() => setDeleting(address)}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                        Delete
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
            <div className="card-actions items-center">
              <button
                type="button"
                className="btn btn-outline btn-sm"
                disabled={full}
                aria-describedby={full ? "addresses-full" : undefined}
                onClick={() => setEditing({ address: null })}
              >
                <Plus aria-hidden="true" className="size-4" />
                Add address
              </button>
              {full && (
                <p id="addresses-full" className="text-sm text-base-content/80">
                  {TRADE_TEXTS.tooManyAddresses(TRADE_LIMITS.maxAddresses)}
                </p>
              )}
            </div>
            {shared > 0 && (
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
            )}
          </>
        )}
      </div>
      {editing && (
        <AddressFormModal
          saving={{ create, update }}
          address={editing.address}
          canMakeDefault={editing.address === null && list.length > 0}
          defaultName={defaultName}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.label ?? "this address"}?`}
        message={
          deleting?.isDefault && list.length > 1
            ? "It is your default: your newest other address becomes the default."
            : undefined
        }
        confirmLabel="Delete"
        cancelLabel="Keep it"
        busy={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

function AddressLines({ address }: { address: Address }) {
  return (
    <div className="break-words">
      <p className="flex flex-wrap items-center gap-2 font-semibold">
        {address.label}
        {address.isDefault && <span className="badge badge-soft badge-primary badge-sm">Default</span>}
      </p>
      <p>{address.name}</p>
      <p>{address.address}</p>
      <p className="text-base-content/80">{address.phone}</p>
    </div>
  );
}
