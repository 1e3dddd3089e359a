import type { Address } from "@xpart/shared/schemas";
import { COMPANY_TEXTS, TRADE_LIMITS, TRADE_TEXTS } from "@xpart/shared/texts";
import { MapPin, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";

import { AddressFormModal } from "#src/components/address-form-modal";
import { ConfirmDialog } from "#src/components/confirm-dialog";
import { ErrorWithRetry } from "#src/components/error-with-retry";
import { messageOf } from "#src/components/form-field";
import { Spinner } from "#src/components/spinner";
import {
  useCreateCompanyAddress,
  useDeleteCompanyAddress,
  useUpdateCompanyAddress,
} from "#src/features/company/api/company-addresses";
import { useAddresses } from "#src/lib/addresses/get-addresses";
import { COMPANY_PAGE_TEXTS } from "#src/lib/company/company-texts";
import { toast } from "#src/lib/lazy-toast";

/** What the form modal is open for: a new address, one to edit, or nothing. */
type Editing = { address: Address | null } | null;

/**
 * The company's delivery addresses (issue 40), offered to every member at checkout: read from the caller's
 * GET /api/addresses (`shared`); a company admin adds, edits and deletes them through /api/company/addresses
 * with the profile's own address form.
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
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const list = (addresses.data ?? []).filter((address) => address.shared);
  const full = list.length >= TRADE_LIMITS.maxAddresses;

  const confirmDelete = (address: Address) =>
    remove.mutate(address.id, {
      onSuccess: () => toast.success(`${address.label} deleted`),
      onError: (error) => toast.error(messageOf(error)),
      onSettled: () => setDeleting(null),
    });

  return (
    <section
      aria-labelledby="company-addresses"
      className="card border border-base-300 bg-base-100 shadow-sm"
    >
      <div className="card-body gap-4 p-4 sm:p-6">
        <h2 id="company-addresses" className="card-title">
          <MapPin aria-hidden="true" className="size-5" />
          {COMPANY_TEXTS.addresses}
        </h2>
        {addresses.isPending ? (
          <Spinner className="py-4" />
        ) : addresses.isError ? (
          <ErrorWithRetry error={addresses.error} onRetry={() => void addresses.refetch()} />
        ) : (
          <>
            <p className="text-sm text-base-content/80">Every member can ship to these at checkout.</p>
            {list.length === 0 ? (
              <p className="text-base-content/80">{COMPANY_PAGE_TEXTS.noCompanyAddresses}</p>
            ) : (
              <ul aria-label={COMPANY_TEXTS.addresses} className="grid gap-3 md:grid-cols-2">
                {list.map((address) => (
                  <li key={address.id} className="rounded-box border border-base-300 p-3 break-words">
                    <p className="font-semibold">{address.label}</p>
                    <p>{address.name}</p>
                    <p>{address.address}</p>
                    <p className="text-base-content/80">{address.phone}</p>
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
                  aria-describedby={full ? "company-addresses-full" : undefined}
                  onClick={() => setEditing({ address: null })}
                >
                  <Plus aria-hidden="true" className="size-4" />
                  Add address
                </button>
                {full && (
                  <p id="company-addresses-full" className="text-sm text-base-content/80">
                    {TRADE_TEXTS.tooManyAddresses(TRADE_LIMITS.maxAddresses)}
                  </p>
                )}
              </div>
            )}
          </>
        )}
      </div>
      {editing && (
        <AddressFormModal
          saving={{ create, update }}
          address={editing.address}
          canMakeDefault={false}
          defaultName={defaultName}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.label ?? "this address"}?`}
        message="Members can no longer choose it at checkout."
        confirmLabel="Delete"
        cancelLabel="Keep it"
        busy={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
