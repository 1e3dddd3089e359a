import { PRODUCT_ADMIN_TEXTS, PRODUCT_LIMITS } from "@xpart/shared/schemas";
import { Plus, X } from "lucide-react";
import { useId, type InputHTMLAttributes, type Ref } from "react";

import { FormField } from "#src/components/form-field";
import { PRICE_INPUT, QUANTITY_INPUT } from "#src/features/admin/product-rules";
import {
  EMPTY_BREAK,
  type BreakRow,
  type TermsErrors,
  type TermsForm,
} from "#src/features/admin/terms-rules";

interface TermsFieldsProps {
  value: TermsForm;
  onChange: (next: TermsForm) => void;
  errors: TermsErrors;
  /** The pack size input and the table, so a form can move the focus to the first one at fault. */
  stepRef?: Ref<HTMLInputElement>;
  tableRef?: Ref<HTMLFieldSetElement>;
}

interface BreakCellProps {
  label: string;
  /** The row's number, read after the label so each field's name is its own. */
  row: number;
  input: InputHTMLAttributes<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
}

function BreakCell({ label, row, input, value, onChange }: BreakCellProps) {
  return (
    <label className="flex flex-1 flex-col gap-1 text-sm">
      <span>
        {label}
        <span className="sr-only">, row {row}</span>
      </span>
      <input
        className="input w-full"
        {...input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

/**
 * Pack size and volume prices (issue 26): 'Sold in packs of', then rows of 'from quantity' and 'unit price',
 * added and removed one at a time, at most 10. The table's one message (which row, what is wrong) sits under it.
 */
export function TermsFields({ value, onChange, errors, stepRef, tableRef }: TermsFieldsProps) {
  const id = useId();
  const rows = value.priceBreaks;
  const setRow = (index: number, row: BreakRow) =>
    onChange({ ...value, priceBreaks: rows.map((old, i) => (i === index ? row : old)) });
  const errorId = `${id}-breaks-error`;

  return (
    <>
      <FormField
        ref={stepRef}
        label={PRODUCT_ADMIN_TEXTS.orderStep}
        {...QUANTITY_INPUT}
        min={1}
        value={value.orderStep}
        error={errors.orderStep}
        hint="Every order is a whole number of packs; 1 sells by the unit."
        onChange={(event) => onChange({ ...value, orderStep: event.target.value })}
      />
      <fieldset
        ref={tableRef}
        tabIndex={-1}
        className="flex flex-col gap-2 md:col-span-2"
        aria-describedby={errors.priceBreaks ? errorId : undefined}
      >
        <legend className="mb-1 text-sm font-medium">{PRODUCT_ADMIN_TEXTS.priceBreaks}</legend>
        {rows.map((row, index) => (
          // Rows have no identity but their place: removing one re-renders those after it.
          <div key={index} className="flex items-end gap-2">
            <BreakCell
              label={PRODUCT_ADMIN_TEXTS.breakFrom}
              row={index + 1}
              input={{ ...QUANTITY_INPUT, min: 1 }}
              value={row.minQuantity}
              onChange={(minQuantity) => setRow(index, { ...row, minQuantity })}
            />
            <BreakCell
              label={PRODUCT_ADMIN_TEXTS.breakPrice}
              row={index + 1}
              input={PRICE_INPUT}
              value={row.price}
              onChange={(price) => setRow(index, { ...row, price })}
            />
            <button
              type="button"
              className="btn btn-ghost btn-square"
              aria-label={`${PRODUCT_ADMIN_TEXTS.removeBreak} row ${index + 1}`}
              onClick={() => onChange({ ...value, priceBreaks: rows.filter((_, i) => i !== index) })}
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        ))}
        {errors.priceBreaks && (
          <p id={errorId} className="text-sm text-error">
            {errors.priceBreaks}
          </p>
        )}
        <div>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={rows.length >= PRODUCT_LIMITS.maxPriceBreaks}
            onClick={() => onChange({ ...value, priceBreaks: [...rows, EMPTY_BREAK] })}
          >
            <Plus aria-hidden="true" className="size-4" />
            {PRODUCT_ADMIN_TEXTS.addBreak}
          </button>
        </div>
      </fieldset>
    </>
  );
}
