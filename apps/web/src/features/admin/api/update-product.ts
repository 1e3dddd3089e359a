import { useMutation, useQueryClient } from "@tanstack/react-query";
import { updateProductAnswerSchema, type UpdateProductBody } from "@xpart/shared/schemas";

import { apiRequest } from "#src/lib/api-client";
import { queryKeys } from "#src/lib/query-keys";

interface ProductUpdate {
  id: string;
  body: UpdateProductBody;
}

/**
 * PUT /api/products/:id (admin, MANAGE-03..06): `updatedQuantity` is added to the stock by the server,
 * `updatedPrice` replaces the price. Answers `{modifiedCount, product}`; an unknown id is a 404.
 */
async function updateProduct({ id, body }: ProductUpdate) {
  const { data } = await apiRequest(`/api/products/${encodeURIComponent(id)}`, updateProductAnswerSchema, {
    method: "PUT",
    body,
    auth: true,
  });
  return data;
}

/** Restocks or reprices one product, then reads the catalogue again (this table and the shop). */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
  });
}
