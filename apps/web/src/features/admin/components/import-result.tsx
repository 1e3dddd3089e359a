import { CATALOGUE_TRANSFER_TEXTS as TEXTS, type ImportCounts } from "@xpart/shared/schemas";
import { formatNumber } from "@xpart/shared/texts";
import { useId } from "react";

import { AdminTable } from "#src/features/admin/components/admin-page";

/** Refused rows shown at once: a file refused row by row is fixed from the top, and checked again. */
export const REFUSED_SHOWN = 200;

const REFUSED_COLUMNS = [TEXTS.line, TEXTS.reason] as const;

/**
 * What a check or an apply answered: the counts (removed ones where a file can remove), and the refused rows with their line in the file and why,
 * so the admin can fix the file and check it again.
 */
export function ImportResult({ answer, removes }: { answer: ImportCounts; removes: boolean }) {
  const headingId = useId();
  const refused = answer.refused.length;
  const counts = [
    [TEXTS.added, answer.added],
    [TEXTS.changed, answer.changed],
    [TEXTS.unchanged, answer.unchanged],
    ...(removes ? [[TEXTS.removed, answer.removed] as const] : []),
    [TEXTS.refused, refused],
  ] as const;

  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h2 id={headingId} className="mb-3 text-xl font-semibold">
        {answer.applied ? TEXTS.appliedHeading : TEXTS.resultHeading}
      </h2>
      <dl className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {counts.map(([label, value]) => (
          <div
            key={label}
            className={`rounded-box border bg-base-100 p-3 ${label === TEXTS.refused && value ? "border-error" : "border-base-300"}`}
          >
            <dt className="text-sm text-base-content/80">{label}</dt>
            <dd className="text-2xl font-bold tabular-nums">{formatNumber(value)}</dd>
          </div>
        ))}
      </dl>
      {!answer.applied && (
        <p className={`mb-3 font-medium ${refused ? "text-error" : "text-success"}`}>
          {refused ? TEXTS.refusedSummary(refused) : TEXTS.cleanCheck}
        </p>
      )}
      {refused > 0 && (
        <>
          <AdminTable
            label={TEXTS.refusedCaption}
            busy={false}
            scrollHint={TEXTS.refusedScrollHint}
            caption={TEXTS.refusedCaption}
            columns={REFUSED_COLUMNS}
            className="table table-sm align-top"
          >
            {answer.refused.slice(0, REFUSED_SHOWN).map((row) => (
              <tr key={row.line}>
                <td className="tabular-nums">{row.line}</td>
                <td className="break-words">{row.reason}</td>
              </tr>
            ))}
          </AdminTable>
          {refused > REFUSED_SHOWN && (
            <p className="mt-2 text-sm">{TEXTS.moreRefused(refused - REFUSED_SHOWN)}</p>
          )}
        </>
      )}
    </section>
  );
}
