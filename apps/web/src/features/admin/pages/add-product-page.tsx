import { PRODUCT_ADMIN_TEXTS, PRODUCT_CATEGORIES, PRODUCT_LIMITS } from "@xpart/shared/schemas";
import { ADMIN_TEXTS } from "@xpart/shared/texts";
import { useId, useRef, useState, type FormEvent } from "react";

import { FormCard } from "#src/components/form-card";
import { FormError, FormField } from "#src/components/form-field";
import { useAdminFailure } from "#src/features/admin/api/admin-errors";
import { useCreateProduct } from "#src/features/admin/api/create-product";
import { AdminPage } from "#src/features/admin/components/admin-page";
import { ImagePicker } from "#src/features/admin/components/image-picker";
import { ReorderThresholdField } from "#src/features/admin/components/reorder-threshold-field";
import { TermsFields } from "#src/features/admin/components/terms-fields";
import { useImageUpload } from "#src/features/admin/hooks/use-image-upload";
import {
  checkNewProduct,
  EMPTY_PRODUCT_FORM,
  NEW_PRODUCT_FIELDS,
  PRICE_INPUT,
  QUANTITY_INPUT,
  type FieldErrors,
  type NewProductField,
  type NewProductForm,
} from "#src/features/admin/product-rules";
import {
  checkTerms,
  termsFormFor,
  type Terms,
  type TermsErrors,
  type TermsForm,
} from "#src/features/admin/terms-rules";
import { newIdempotencyKey } from "#src/lib/idempotency-key";
import { toast } from "#src/lib/lazy-toast";

/** The product and its terms checked together: the breaks are checked against the price and minimum typed. */
function checkAll(form: NewProductForm, terms: TermsForm, img: string | null) {
  const product = checkNewProduct(form, img);
  return { product, terms: checkTerms(terms, product.ok ? product.body : null) };
}

/** Terms are sent only when they differ from a new product's (by the unit, one price): the spec's body else. */
const termsBody = ({ orderStep, priceBreaks }: Terms) => ({
  ...(orderStep !== 1 ? { orderStep } : {}),
  ...(priceBreaks.length ? { priceBreaks } : {}),
});

/**
 * Add Product (spec §2, ADDP-01..11): the image is uploaded as soon as it is chosen, with a preview and its
 * progress; the form is checked with the server's own rules, then POST /api/products. Success says 'Product
 * added successfully' and empties the form; a refusal keeps everything typed and says why. Pack size and
 * volume prices (issue 26) are optional, after the price they depend on.
 */
export function AddProductPage() {
  const [form, setForm] = useState<NewProductForm>(EMPTY_PRODUCT_FORM);
  const [errors, setErrors] = useState<FieldErrors<NewProductField>>({});
  const [terms, setTerms] = useState<TermsForm>(() => termsFormFor());
  const [termsErrors, setTermsErrors] = useState<TermsErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [waitingForImage, setWaitingForImage] = useState(false);
  const image = useImageUpload();
  const create = useCreateProduct();
  const failed = useAdminFailure();
  const ids = { category: useId(), description: useId() };
  const refs = useRef<Partial<Record<NewProductField, HTMLElement | null>>>({});
  const imageInput = useRef<HTMLInputElement>(null);
  const stepInput = useRef<HTMLInputElement>(null);
  const breaksTable = useRef<HTMLFieldSetElement>(null);
  const busy = waitingForImage || create.isPending;

  const imageUrl = image.state.status === "done" ? image.state.url : null;

  // After the first submit, the messages follow the typing.
  const recheck = (nextForm: NewProductForm, nextTerms: TermsForm) => {
    if (!submitted) return;
    const result = checkAll(nextForm, nextTerms, imageUrl);
    setErrors(result.product.ok ? {} : result.product.errors);
    setTermsErrors(result.terms.ok ? {} : result.terms.errors);
  };
  const update = (field: keyof NewProductForm, value: string) => {
    const next = { ...form, [field]: value };
    setForm(next);
    recheck(next, terms);
  };
  const updateTerms = (next: TermsForm) => {
    setTerms(next);
    recheck(form, next);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    setServerError(null);
    // An image still on its way up is waited for, not reported missing.
    setWaitingForImage(true);
    const url = image.state.status === "uploading" ? await image.settled() : imageUrl;
    setWaitingForImage(false);
    const { product: result, terms: checkedTerms } = checkAll(form, terms, url);
    if (!result.ok || !checkedTerms.ok) {
      const productErrors = result.ok ? {} : result.errors;
      const errorsToShow =
        image.state.status === "failed" && productErrors.img
          ? { ...productErrors, img: undefined }
          : productErrors;
      setErrors(errorsToShow);
      setTermsErrors(checkedTerms.ok ? {} : checkedTerms.errors);
      // The first field with a message, in the order they are shown, takes the focus.
      const first = NEW_PRODUCT_FIELDS.find((field) => productErrors[field] && field !== "img");
      const target = first
        ? refs.current[first]
        : !checkedTerms.ok
          ? checkedTerms.errors.orderStep
            ? stepInput.current
            : breaksTable.current
          : imageInput.current;
      target?.focus();
      return;
    }
    setErrors({});
    setTermsErrors({});
    create.mutate(
      { body: { ...result.body, ...termsBody(checkedTerms.body) }, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: () => {
          toast.success(PRODUCT_ADMIN_TEXTS.productAdded);
          setForm(EMPTY_PRODUCT_FORM);
          setTerms(termsFormFor());
          setSubmitted(false);
          image.clear();
        },
        onError: (error) => setServerError(failed(error)),
      },
    );
  };

  return (
    <AdminPage title={ADMIN_TEXTS.addProduct}>
      <FormCard onSubmit={(event) => void onSubmit(event)} busy={busy} twoColumns>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.category} className="text-sm font-medium">
            {ADMIN_TEXTS.category}
          </label>
          <select
            id={ids.category}
            ref={(element) => {
              refs.current.category = element;
            }}
            className={`select w-full ${errors.category ? "select-error" : ""}`}
            value={form.category}
            aria-invalid={errors.category ? true : undefined}
            aria-describedby={errors.category ? `${ids.category}-error` : undefined}
            onChange={(event) => update("category", event.target.value)}
          >
            {PRODUCT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
          {errors.category && (
            <p id={`${ids.category}-error`} className="text-sm text-error">
              {errors.category}
            </p>
          )}
        </div>
        <FormField
          ref={(element) => {
            refs.current.name = element;
          }}
          label={ADMIN_TEXTS.productName}
          value={form.name}
          maxLength={PRODUCT_LIMITS.nameMaxChars}
          autoComplete="off"
          error={errors.name}
          onChange={(event) => update("name", event.target.value)}
        />
        <div className="flex flex-col gap-1 md:col-span-2">
          <label htmlFor={ids.description} className="text-sm font-medium">
            {ADMIN_TEXTS.description}
          </label>
          <textarea
            id={ids.description}
            ref={(element) => {
              refs.current.description = element;
            }}
            className={`textarea w-full ${errors.description ? "textarea-error" : ""}`}
            rows={4}
            maxLength={PRODUCT_LIMITS.descriptionMaxChars}
            value={form.description}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? `${ids.description}-error` : undefined}
            onChange={(event) => update("description", event.target.value)}
          />
          {errors.description && (
            <p id={`${ids.description}-error`} className="text-sm text-error">
              {errors.description}
            </p>
          )}
        </div>
        <FormField
          ref={(element) => {
            refs.current.availableQty = element;
          }}
          label={ADMIN_TEXTS.availableQuantity}
          {...QUANTITY_INPUT}
          value={form.availableQty}
          error={errors.availableQty}
          hint="Whole number, 0 or more."
          onChange={(event) => update("availableQty", event.target.value)}
        />
        <FormField
          ref={(element) => {
            refs.current.minOrder = element;
          }}
          label={ADMIN_TEXTS.minimumOrder}
          {...QUANTITY_INPUT}
          min={1}
          value={form.minOrder}
          error={errors.minOrder}
          hint="Whole number, 1 or more."
          onChange={(event) => update("minOrder", event.target.value)}
        />
        <FormField
          ref={(element) => {
            refs.current.price = element;
          }}
          label={ADMIN_TEXTS.pricePerProduct}
          {...PRICE_INPUT}
          value={form.price}
          error={errors.price}
          hint="In dollars, e.g. 19.99."
          onChange={(event) => update("price", event.target.value)}
        />
        <ReorderThresholdField
          ref={(element) => {
            refs.current.reorderThreshold = element;
          }}
          value={form.reorderThreshold}
          error={errors.reorderThreshold}
          onChange={(event) => update("reorderThreshold", event.target.value)}
        />
        <TermsFields
          value={terms}
          onChange={updateTerms}
          errors={termsErrors}
          stepRef={stepInput}
          tableRef={breaksTable}
        />
        <div className="md:col-span-2">
          <ImagePicker
            upload={image.state}
            inputRef={imageInput}
            error={errors.img}
            onChoose={(file) => {
              image.choose(file);
              setErrors(({ img: _dropped, ...rest }) => rest);
            }}
            onClear={image.clear}
          />
        </div>
        <div className="flex flex-col gap-3 md:col-span-2">
          <FormError message={serverError} />
          <div>
            <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
              {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
              {ADMIN_TEXTS.addProduct}
            </button>
          </div>
        </div>
      </FormCard>
    </AdminPage>
  );
}
