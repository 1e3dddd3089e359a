import type { Product } from "@xpart/shared/schemas";
import { ADMIN_TEXTS, formatMoney } from "@xpart/shared/texts";
import { useId, useRef, useState, type FormEvent } from "react";

import { ActionModal } from "#src/components/action-modal";
import { FormError, FormField } from "#src/components/form-field";
import { useAdminFailure } from "#src/features/admin/api/admin-errors";
import { useAdminProduct } from "#src/features/admin/api/get-admin-product";
import { useUpdateProduct } from "#src/features/admin/api/update-product";
import { ReorderThresholdField } from "#src/features/admin/components/reorder-threshold-field";
import { TermsFields } from "#src/features/admin/components/terms-fields";
import {
  checkReorderThreshold,
  checkRestock,
  PRICE_INPUT,
  QUANTITY_INPUT,
  restockFormFor,
  restockMessage,
  type FieldErrors,
  type RestockField,
  type RestockForm,
  thresholdText,
} from "#src/features/admin/product-rules";
import {
  checkTerms,
  termsChanged,
  termsFormFor,
  type TermsErrors,
  type TermsForm,
} from "#src/features/admin/terms-rules";
import { toast } from "#src/lib/lazy-toast";

interface RestockModalProps {
  /** The row's own product: the modal never edits another one (MANAGE-03, the original's bug). */
  product: Product;
  onClose: () => void;
}

/**
 * Update (spec §2 Manage products, §5 Restock): Quantity is added to the stock by the server, Price replaces
 * the price. Mounted for one product at a time, so it always opens with that product's values. Its pack size
 * and volume prices (issue 26) are sent only when changed, so a plain restock sends the spec's body.
 */
export function RestockModal({ product, onClose }: RestockModalProps) {
  const [form, setForm] = useState<RestockForm>(() => restockFormFor(product));
  const [errors, setErrors] = useState<FieldErrors<RestockField>>({});
  const [terms, setTerms] = useState<TermsForm>(() => termsFormFor(product));
  const [termsErrors, setTermsErrors] = useState<TermsErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  // The threshold is an admin's own (issue 27): read apart from the public row; null until typed in.
  const adminProduct = useAdminProduct(product._id);
  const storedThreshold = adminProduct.data?.reorderThreshold ?? null;
  const [threshold, setThreshold] = useState<string | null>(null);
  const [thresholdError, setThresholdError] = useState<string | undefined>();
  const update = useUpdateProduct();
  const failed = useAdminFailure();
  const formId = useId();
  const quantityRef = useRef<HTMLInputElement>(null);
  const priceRef = useRef<HTMLInputElement>(null);
  const stepRef = useRef<HTMLInputElement>(null);
  const tableRef = useRef<HTMLFieldSetElement>(null);
  const thresholdRef = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    setServerError(null);
    const result = checkRestock(form);
    const price = result.ok ? (result.body.updatedPrice ?? product.price) : null;
    const checkedTerms = checkTerms(terms, price === null ? null : { price, minOrder: product.minOrder });
    const checkedThreshold = checkReorderThreshold(threshold ?? thresholdText(storedThreshold));
    if (!result.ok || !checkedTerms.ok || !checkedThreshold.ok) {
      setErrors(result.ok ? {} : result.errors);
      setTermsErrors(checkedTerms.ok ? {} : checkedTerms.errors);
      setThresholdError(checkedThreshold.ok ? undefined : checkedThreshold.error);
      const target = !result.ok
        ? result.errors.updatedQuantity
          ? quantityRef.current
          : priceRef.current
        : !checkedTerms.ok
          ? checkedTerms.errors.orderStep
            ? stepRef.current
            : tableRef.current
          : thresholdRef.current;
      target?.focus();
      return;
    }
    setErrors({});
    setTermsErrors({});
    setThresholdError(undefined);
    // Sent only when changed, so a plain restock sends the spec's body.
    const thresholdBody =
      adminProduct.isSuccess && checkedThreshold.value !== storedThreshold
        ? { reorderThreshold: checkedThreshold.value }
        : {};
    const body = termsChanged(checkedTerms.body, product)
      ? { ...result.body, ...checkedTerms.body, ...thresholdBody }
      : { ...result.body, ...thresholdBody };
    update.mutate(
      { id: product._id, body },
      {
        onSuccess: () => {
          toast.success(restockMessage(result.body.updatedQuantity));
          onClose();
        },
        onError: (error) => setServerError(failed(error)),
      },
    );
  };

  return (
    <ActionModal
      title={`${ADMIN_TEXTS.update} ${product.name}`}
      busy={update.isPending}
      cancelLabel="Cancel"
      confirmLabel={ADMIN_TEXTS.update}
      onCancel={onClose}
      form={formId}
      className="max-w-lg"
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <p className="text-sm text-base-content/80">
          In stock: <strong>{product.availableQty}</strong> · Price:{" "}
          <strong>{formatMoney(product.price)}</strong>
        </p>
        <FormField
          ref={quantityRef}
          label={ADMIN_TEXTS.quantity}
          {...QUANTITY_INPUT}
          value={form.quantity}
          error={errors.updatedQuantity}
          hint={`Added to the ${product.availableQty} in stock; 0 changes the price only.`}
          onChange={(event) => setForm({ ...form, quantity: event.target.value })}
        />
        <FormField
          ref={priceRef}
          label={ADMIN_TEXTS.price}
          {...PRICE_INPUT}
          value={form.price}
          error={errors.updatedPrice}
          hint="The new price per unit, in dollars."
          onChange={(event) => setForm({ ...form, price: event.target.value })}
        />
        <TermsFields
          value={terms}
          onChange={setTerms}
          errors={termsErrors}
          stepRef={stepRef}
          tableRef={tableRef}
        />
        <ReorderThresholdField
          ref={thresholdRef}
          value={threshold ?? thresholdText(storedThreshold)}
          disabled={!adminProduct.isSuccess}
          error={thresholdError ?? (adminProduct.isError ? adminProduct.error.message : undefined)}
          onChange={(event) => setThreshold(event.target.value)}
        />
        <FormError message={serverError} />
      </form>
    </ActionModal>
  );
}
