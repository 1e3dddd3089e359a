import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  CATALOGUE_TRANSFER_PATHS,
  catalogueExportFileName,
  catalogueImportAnswerSchema,
  type CatalogueImportAnswer,
  type CatalogueKind,
  type ImportMode,
} from "@xpart/shared/schemas";

import { downloadCsvFile, postCsvFile } from "#src/features/admin/api/csv-transfer";
import { queryKeys } from "#src/lib/query-keys";

interface ImportRequest {
  kind: CatalogueKind;
  mode: ImportMode;
  file: Blob;
}

/**
 * POST /api/admin/catalogue-import (admin): the file itself as a `text/csv` body. A dry run answers what an
 * apply would do; an apply writes everything, or (any refused row) nothing with a 400.
 */
export const importCatalogue = ({ kind, mode, file }: ImportRequest): Promise<CatalogueImportAnswer> =>
  postCsvFile(CATALOGUE_TRANSFER_PATHS.import, catalogueImportAnswerSchema, { mode, file, query: { kind } });

/**
 * Checks or applies a file as `kind`; an apply reads the catalogue again (the shop, Manage Products, the
 * vehicles).
 */
export function useCatalogueImport(kind: CatalogueKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mode, file }: { mode: ImportMode; file: Blob }) => importCatalogue({ kind, mode, file }),
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
 * GET /api/admin/catalogue-export (admin): the catalogue as CSV, saved as `x-part-<kind>.csv`. Answers the
 * file's name.
 */
export const exportCatalogue = (kind: CatalogueKind): Promise<string> =>
  downloadCsvFile(
    `${CATALOGUE_TRANSFER_PATHS.export}?${new URLSearchParams({ kind }).toString()}`,
    catalogueExportFileName(kind),
  );

export function useCatalogueExport() {
  return useMutation({ mutationFn: exportCatalogue });
}
