import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";
import type { Address } from "@xpart/shared/schemas";
import { TRADE_LIMITS, TRADE_TEXTS } from "@xpart/shared/texts";
import { MapPin, Pencil, Plus, Star, Trash2 } from "lucide-react";
import { useState, type ReactNode } from "react";

import { AddressFormModal, type AddressSaving } from "#src/components/address-form-modal";
import { ConfirmDialog } from "#src/components/confirm-dialog";
import { ErrorWithRetry } from "#src/components/error-with-retry";
import { messageOf } from "#src/components/form-field";
import { Spinner } from "#src/components/spinner";
import { toast } from "#src/lib/lazy-toast";

interface AddressBookProps {
  /** The heading's id, which names the section. */
  id: string;
  heading: string;
  /** GET /api/addresses, and the part of it this book shows. */
  addresses: UseQueryResult<Address[]>;
  list: Address[];
  saving: AddressSaving & { remove: UseMutationResult<Address[], Error, string> };
  /** Who may add, edit and delete here; the others read. */
  canManage: boolean;
  /** The customer's own book: 'Make default', and the default offered when adding. */
  makeDefault?: (address: Address) => void;
  settingDefault?: boolean;
  empty: string;
  intro?: ReactNode;
  footer?: ReactNode;
  /** What deleting this address also does, said in the confirmation. */
  deleteMessage: (address: Address) => string | undefined;
  defaultName: string;
}

/** What the form modal is open for: a new address, one to edit, or nothing. */
type Editing = { address: Address | null } | null;

/**
 * A book of delivery addresses (issue 26): the profile's own and a company's (issue 40) alike. Each address
 * with Edit and Delete (and 'Make default' in the customer's own), 'Add address' until
 * TRADE_LIMITS.maxAddresses, the shared address form and a confirmation before deleting.
 */
export function AddressBook(props: AddressBookProps) {
  const { id, addresses, list, saving, canManage, makeDefault, defaultName } = props;
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const full = list.length >= TRADE_LIMITS.maxAddresses;

  const confirmDelete = (address: Address) =>
    saving.remove.mutate(address.id, {
      onSuccess: () => toast.success(`${address.label} deleted`),
      onError: (error) => toast.error(messageOf(error)),
      onSettled: () => setDeleting(null),
    });

  return (
    <section aria-labelledby={id} className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-4 p-4 sm:p-6">
        <h2 id={id} className="card-title">
          <MapPin aria-hidden="true" className="size-5" />
          {props.heading}
        </h2>
        {addresses.isPending ? (
          <Spinner className="py-4" />
        ) : addresses.isError ? (
          <ErrorWithRetry error={addresses.error} onRetry={() => void addresses.refetch()} />
        ) : (
          <>
            {props.intro}
            {list.length === 0 ? (
              <p className="text-base-content/80">{props.empty}</p>
            ) : (
              <ul aria-label={props.heading} className="grid gap-3 md:grid-cols-2">
                {list.map((address) => (
                  <li key={address.id} className="rounded-box border border-base-300 p-3">
                    <AddressLines address={address} />
                    {canManage && (
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
                        {makeDefault && !address.isDefault && (
                          <button
                            type="button"
                            className="btn btn-ghost btn-xs"
                            aria-label={`Make ${address.label} the default`}
                            disabled={props.settingDefault}
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
                    )}
                  </li>
                ))}
              </ul>
            )}
            {canManage && (
              <div className="card-actions items-center">
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  disabled={full}
                  aria-describedby={full ? `${id}-full` : undefined}
                  onClick={() => setEditing({ address: null })}
                >
                  <Plus aria-hidden="true" className="size-4" />
                  Add address
                </button>
                {full && (
                  <p id={`${id}-full`} className="text-sm text-base-content/80">
                    {TRADE_TEXTS.tooManyAddresses(TRADE_LIMITS.maxAddresses)}
                  </p>
                )}
              </div>
            )}
            {props.footer}
          </>
        )}
      </div>
      {editing && (
        <AddressFormModal
          saving={saving}
          address={editing.address}
          canMakeDefault={Boolean(makeDefault) && editing.address === null && list.length > 0}
          defaultName={defaultName}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.label ?? "this address"}?`}
        message={deleting ? props.deleteMessage(deleting) : undefined}
        confirmLabel="Delete"
        cancelLabel="Keep it"
        busy={saving.remove.isPending}
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
