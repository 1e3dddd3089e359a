import { ACTIVITY_EXPORT } from "@xpart/shared";

import { toCsv } from "../../csv/csv-cells.js";
import type { Database } from "../../db/client.js";

import { listAdminActions, type AuditFilter } from "./audit.service.js";

/** Entries read per query: the file streams out a page at a time, in bounded memory. */
const PAGE = 1_000;

const json = (value: unknown) => (value === null || value === undefined ? "" : JSON.stringify(value));

/**
 * GET /api/activity/export (issue 27): every entry the filters match, newest first, as CSV with the UTF-8 byte
 * order mark and a header row. Cells go through the catalogue export's writer, so text an admin typed (a
 * product name in `after`, say) that a spreadsheet would run as a formula is escaped (ASVS 5 1.2.10).
 */
export async function* exportActivity(
  db: Database,
  filter: Omit<AuditFilter, "beforeId" | "limit">,
): AsyncGenerator<string> {
  yield toCsv([ACTIVITY_EXPORT.columns], { bom: true });
  let beforeId: number | undefined;
  for (;;) {
    const page = await listAdminActions(db, { ...filter, beforeId, limit: PAGE });
    if (!page.length) return;
    yield toCsv(
      page.map((row) => [
        row.at.toISOString(),
        row.actorEmail,
        row.action,
        row.targetType,
        row.targetId,
        json(row.before),
        json(row.after),
      ]),
    );
    if (page.length < PAGE) return;
    beforeId = page.at(-1)!.id;
  }
}
