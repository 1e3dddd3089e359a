import { PRODUCT_ADMIN_TEXTS } from "@xpart/shared/schemas";
import type { ComponentProps } from "react";

import { FormField } from "#src/components/form-field";
import { QUANTITY_INPUT } from "#src/features/admin/product-rules";

type ReorderThresholdFieldProps = Omit<ComponentProps<typeof FormField>, "label" | "hint">;

/** The product's reorder threshold (optional: empty means "never warn"), as Add Product and Restock ask it. */
export function ReorderThresholdField(props: ReorderThresholdFieldProps) {
  return (
    <FormField
      label={`${PRODUCT_ADMIN_TEXTS.reorderThreshold} (optional)`}
      hint={PRODUCT_ADMIN_TEXTS.reorderThresholdHint}
      {...QUANTITY_INPUT}
      {...props}
    />
  );
}
