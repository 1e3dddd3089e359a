import type { ImportMode } from "@xpart/shared/schemas";
import type { z } from "zod";

import { withToken } from "#src/features/admin/api/fetch-with-token";
import { ApiClientError } from "#src/lib/api-error";
import { saveFile } from "#src/lib/save-file";

/**
 * The admin's CSV files, whatever they hold (the catalogue's, a company's price list; decision 0030): an
 * import sends the file itself as a `text/csv` body, an export is fetched with the token (a plain link would
 * carry no credential) and saved.
 */

/** POSTs the file to `path?mode=` (plus `query`) and reads the answer with `schema`. */
export async function postCsvFile<S extends z.ZodType>(
  path: string,
  schema: S,
  { mode, file, query = {} }: { mode: ImportMode; file: Blob; query?: Record<string, string> },
): Promise<z.infer<S>> {
  const search = new URLSearchParams({ ...query, mode });
  const response = await withToken(`${path}?${search.toString()}`, {
    method: "POST",
    // The file's bytes as they are: the server, not the browser, judges whether they are UTF-8.
    headers: { Accept: "application/json", "Content-Type": "text/csv" },
    body: new Uint8Array(await file.arrayBuffer()),
  });
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success)
    throw new ApiClientError("The shop sent an unexpected answer.", response.status, "BadResponse");
  return parsed.data;
}

/** GETs a CSV file and saves it as `fileName`; answers the name. */
export async function downloadCsvFile(url: string, fileName: string): Promise<string> {
  const response = await withToken(url, { headers: { Accept: "text/csv" } });
  saveFile(await response.blob(), fileName);
  return fileName;
}
