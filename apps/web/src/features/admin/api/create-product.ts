import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createProductAnswerSchema, type CreateProductBody } from "@xpart/shared/schemas";

import { apiRequest } from "#src/lib/api-client";
import { queryKeys } from "#src/lib/query-keys";

/**
 * POST /api/products (admin, ADDP-05): `img` is the URL of an image uploaded first. Answers `{insertedId,
 * product}`. The same `idempotencyKey` (one per submission) makes a re-sent request answer the first product
 * instead of adding another.
 */
async function createProduct({ body, idempotencyKey }: ProductSubmission) {
  const { data } = await apiRequest("/api/products", createProductAnswerSchema, {
    method: "POST",
    body,
    auth: true,
    idempotencyKey,
  });
  return data;
}

/** One 'Add Product' submission: the product and the key it is sent with. */
interface ProductSubmission {
  body: CreateProductBody;
  idempotencyKey: string;
}

/** Adds a product, then reads the catalogue again (the shop and Manage Products). */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
  });
}
