import type { UseMutationResult } from "@tanstack/react-query";
import {
  createAddressBodySchema,
  type Address,
  type CreateAddressBody,
  type UpdateAddressBody,
} from "@xpart/shared/schemas";
import { useId, useState, type FormEvent } from "react";

import { ActionModal } from "#src/components/action-modal";
import { FormError, messageOf } from "#src/components/form-field";
import { useTextForm, type TextInput } from "#src/components/text-fields";
import { ApiClientError } from "#src/lib/api-error";
import { issuesOf } from "#src/lib/use-field-errors";

/** The form's own fields; the default is the checkbox's (or the list's 'Make default'). */
const formSchema = createAddressBodySchema.omit({ isDefault: true });
const FIELDS = ["label", "name", "address", "phone"] as const;
type AddressField = (typeof FIELDS)[number];

const INPUTS: Record<AddressField, TextInput> = {
  label: { label: "Label", maxLength: 40, autoComplete: "off", hint: "e.g. Main depot or Site 4" },
  name: { label: "Recipient name", maxLength: 100, autoComplete: "name" },
  address: { label: "Street address", maxLength: 200, autoComplete: "street-address" },
  phone: { label: "Phone", maxLength: 30, autoComplete: "tel", type: "tel" },
};

/**
 * Where the form saves: the customer's own book (POST/PATCH /api/addresses) or their company's (issue 40,
 * /api/company/addresses), as the caller's mutations. Both books take the same bodies and answer the same.
 */
export interface AddressSaving {
  create: UseMutationResult<Address, Error, CreateAddressBody>;
  update: UseMutationResult<Address, Error, { id: string; body: UpdateAddressBody }>;
}

interface AddressFormModalProps {
  saving: AddressSaving;
  /** The address to edit, or null to add one. */
  address: Address | null;
  /** Offered when adding beside others: the first address is the default anyway. */
  canMakeDefault: boolean;
  /** The default checkbox's words. */
  makeDefaultLabel?: string;
  defaultName: string;
  onClose: () => void;
}

/**
 * Adds or edits a saved address with the order's own rules (so a saved address always passes checkout), in the
 * profile's book or the company's (`saving`). A refusal keeps everything typed and says why, under the field
 * when one is named.
 */
export function AddressFormModal({
  saving: { create, update },
  address,
  canMakeDefault,
  makeDefaultLabel = "Make this my default address",
  defaultName,
  onClose,
}: AddressFormModalProps) {
  const {
    values: form,
    fields,
    show,
    clear,
  } = useTextForm<AddressField>(FIELDS, INPUTS, () => ({
    label: address?.label ?? "",
    name: address?.name ?? defaultName,
    address: address?.address ?? "",
    phone: address?.phone ?? "",
  }));
  const [makeDefault, setMakeDefault] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const busy = create.isPending || update.isPending;
  const formId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setServerError(null);
    const checked = formSchema.safeParse(form);
    if (!checked.success) {
      show(issuesOf(checked.error));
      return;
    }
    clear();
    const done = {
      onSuccess: onClose,
      onError: (error: Error) => {
        const fields = error instanceof ApiClientError ? error.fields : undefined;
        show(Object.entries(fields ?? {}));
        setServerError(messageOf(error));
      },
    };
    if (address) update.mutate({ id: address.id, body: checked.data }, done);
    else create.mutate({ ...checked.data, ...(makeDefault ? { isDefault: true } : {}) }, done);
  };

  return (
    <ActionModal
      title={address ? `Edit ${address.label}` : "Add an address"}
      busy={busy}
      cancelLabel="Cancel"
      confirmLabel="Save address"
      onCancel={onClose}
      form={formId}
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="grid gap-4">
        {fields}
        {canMakeDefault && (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="checkbox checkbox-sm"
              checked={makeDefault}
              onChange={(event) => setMakeDefault(event.target.checked)}
            />
            {makeDefaultLabel}
          </label>
        )}
      </form>
      <div className="mt-4">
        <FormError message={serverError} />
      </div>
    </ActionModal>
  );
}
