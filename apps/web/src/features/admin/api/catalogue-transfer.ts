import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  CATALOGUE_TRANSFER_PATHS,
  catalogueExportFileName,
  catalogueImportAnswerSchema,
  type CatalogueImportAnswer,
  type CatalogueKind,
  type ImportMode,
} from "@xpart/shared/schemas";

import { withToken } from "#src/features/admin/api/fetch-with-token";
import { ApiClientError } from "#src/lib/api-error";
import { queryKeys } from "#src/lib/query-keys";
import { saveFile } from "#src/lib/save-file";

interface ImportRequest {
  kind: CatalogueKind;
  mode: ImportMode;
  file: Blob;
}

/**
 * POST /api/admin/catalogue-import (admin): the file itself as a `text/csv` body. A dry run answers what an
 * apply would do; an apply writes everything, or (any refused row) nothing with a 400.
 */
export async function importCatalogue({ kind, mode, file }: ImportRequest): Promise<CatalogueImportAnswer> {
  const query = new URLSearchParams({ kind, mode });
  const response = await withToken(`${CATALOGUE_TRANSFER_PATHS.import}?${query.toString()}`, {
    method: "POST",
    // The file's bytes as they are: the server, not the browser, judges whether they are UTF-8.
    headers: { Accept: "application/json", "Content-Type": "text/csv" },
    body: new Uint8Array(await file.arrayBuffer()),
  });
  const parsed = catalogueImportAnswerSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success)
    throw new ApiClientError("The shop sent an unexpected answer.", response.status, "BadResponse");
  return parsed.data;
}

/** Checks or applies a file; an apply reads the catalogue again (the shop, Manage Products, the vehicles). */
export function useCatalogueImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCatalogue,
    onSuccess: async (answer) => {
      if (!answer.applied) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.vehicles.all }),
      ]);
    },
  });
}

/**
 * GET /api/admin/catalogue-export (admin): the catalogue as CSV, fetched with the token (a plain link would
 * carry no credential) and saved as `x-part-<kind>.csv`. Answers the file's name.
 */
export async function exportCatalogue(kind: CatalogueKind): Promise<string> {
  const query = new URLSearchParams({ kind });
  const response = await withToken(`${CATALOGUE_TRANSFER_PATHS.export}?${query.toString()}`, {
    headers: { Accept: "text/csv" },
  });
  const fileName = catalogueExportFileName(kind);
  saveFile(await response.blob(), fileName);
  return fileName;
}

export function useCatalogueExport() {
  return useMutation({ mutationFn: exportCatalogue });
}
