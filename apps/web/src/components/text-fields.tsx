import { useState } from "react";

import { FormField } from "#src/components/form-field";
import { useFieldErrors } from "#src/lib/use-field-errors";

/** One text field of a form's list: its label and input attributes; required unless it says otherwise. */
export interface TextInput {
  label: string;
  maxLength: number;
  autoComplete: string;
  type?: string;
  hint?: string;
  required?: boolean;
}

interface TextFieldsProps<F extends string> {
  fields: readonly F[];
  inputs: Record<F, TextInput>;
  values: Record<F, string>;
  errors: Partial<Record<F, string>>;
  /** Each field's element, for `useFieldErrors` to focus the first at fault. */
  refFor: (field: F) => (element: HTMLElement | null) => void;
  onChange: (field: F, value: string) => void;
}

/** A form's text fields in order (an address, a company's details), each with its message under it. */
export function TextFields<F extends string>({
  fields,
  inputs,
  values,
  errors,
  refFor,
  onChange,
}: TextFieldsProps<F>) {
  return fields.map((field) => {
    const { label, required = true, ...input } = inputs[field];
    return (
      <FormField
        key={field}
        ref={refFor(field)}
        label={label}
        name={field}
        required={required}
        value={values[field]}
        error={errors[field]}
        {...input}
        onChange={(event) => onChange(field, event.target.value)}
      />
    );
  });
}

/**
 * A form of text fields: what is typed, each field's message (`show`, the focus on the first at fault) and
 * the fields themselves, drawn in `fields`' order.
 */
export function useTextForm<F extends string>(
  fields: readonly F[],
  inputs: Record<F, TextInput>,
  initial: Record<F, string> | (() => Record<F, string>),
) {
  const [values, setValues] = useState(initial);
  const { errors, refFor, show, clear } = useFieldErrors(fields);
  const drawn = (
    <TextFields
      fields={fields}
      inputs={inputs}
      values={values}
      errors={errors}
      refFor={refFor}
      // From the latest values: several changes in one batch (the browser's autofill) all stay.
      onChange={(field, value) => setValues((latest) => ({ ...latest, [field]: value }))}
    />
  );
  return { values, fields: drawn, show, clear };
}
