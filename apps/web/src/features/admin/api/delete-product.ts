import { useMutation, useQueryClient } from "@tanstack/react-query";
import { deleteProductAnswerSchema } from "@xpart/shared/schemas";

import { apiRequest } from "#src/lib/api-client";
import { queryKeys } from "#src/lib/query-keys";

/**
 * DELETE /api/products/:id (admin, MANAGE-09): a product with orders is archived (hidden from the shop, its
 * orders keep their snapshot), any other is deleted. Answers `{deletedCount, archived}`.
 */
async function deleteProduct(id: string) {
  const { data } = await apiRequest(`/api/products/${encodeURIComponent(id)}`, deleteProductAnswerSchema, {
    method: "DELETE",
    auth: true,
  });
  return data;
}

/** Deletes a product, then reads the catalogue again: it leaves this table, the shop and the home page. */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
  });
}
