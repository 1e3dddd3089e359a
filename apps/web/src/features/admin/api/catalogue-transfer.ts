import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  CATALOGUE_TRANSFER_PATHS,
  CATALOGUE_TRANSFER_TEXTS,
  catalogueExportFileName,
  catalogueImportAnswerSchema,
  type CatalogueImportAnswer,
  type CatalogueKind,
  type ImportMode,
} from "@xpart/shared/schemas";

import { toApiError } from "#src/lib/api-answers";
import { ApiClientError } from "#src/lib/api-error";
import { accessToken, endSession, refreshAccessToken } from "#src/lib/auth/access-token";
import { saveFile } from "#src/lib/save-file";

/**
 * One call with the bearer token, as `apiRequest` makes it, for bodies and answers that are not JSON: a 401
 * gets one silent token refresh and a retry, a second 401 ends the session, and a refusal carries the
 * server's message.
 */
async function withToken(path: string, init: RequestInit): Promise<Response> {
  const send = async (token: string | null) => {
    try {
      return await fetch(path, {
        ...init,
        headers: {
          ...(init.headers as Record<string, string>),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
      });
    } catch (cause) {
      if (init.signal?.aborted) throw cause;
      throw new ApiClientError("Could not reach the shop. Check your connection.", 0, "NetworkError");
    }
  };
  let response = await send(accessToken.get());
  if (response.status === 401) {
    const fresh = await refreshAccessToken();
    if (fresh) response = await send(fresh);
  }
  if (!response.ok) {
    if (response.status === 401) endSession();
    const body: unknown = await response.json().catch(() => undefined);
    const error = toApiError(response.status, body);
    // A proxy's own 413 or 415 has no body of ours: say the shop's limit instead.
    if (error.code !== "HttpError" || body) throw error;
    if (response.status === 413)
      throw new ApiClientError(CATALOGUE_TRANSFER_TEXTS.tooLarge, 413, "PayloadTooLarge");
    throw error;
  }
  return response;
}

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
        queryClient.invalidateQueries({ queryKey: ["products"] }),
        queryClient.invalidateQueries({ queryKey: ["vehicles"] }),
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
