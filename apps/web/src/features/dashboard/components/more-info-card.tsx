import { INFO_TEXTS } from "@xpart/shared/schemas";
import { Pencil, Plus } from "lucide-react";
import { useState } from "react";

import { ErrorWithRetry } from "#src/components/error-with-retry";
import { Spinner } from "#src/components/spinner";
import { useInfo } from "#src/features/dashboard/api/get-info";
import { INFO_LABELS } from "#src/features/dashboard/info-rules";

import { InfoFormModal } from "./info-form-modal";

const SHOWN = ["studyIn", "livesIn", "phone"] as const;

/**
 * The profile's 'More info' card (spec §2 Profile page, PROF-06..12): study place, home town and phone from
 * the user's own info record. 'Add Info' opens the form while there is no record, 'Update' once there is.
 */
export function MoreInfoCard({ email }: { email: string }) {
  const info = useInfo(email);
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="more-info" className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-4">
        <h2 id="more-info" className="card-title">
          {INFO_TEXTS.moreInfo}
        </h2>
        {info.isPending ? (
          <Spinner className="py-4" />
        ) : info.isError ? (
          <ErrorWithRetry error={info.error} onRetry={() => void info.refetch()} />
        ) : (
          <>
            <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[8rem_1fr]">
              {SHOWN.map((field) => {
                const value = info.data?.[field];
                return (
                  <div key={field} className="contents">
                    <dt className="font-medium">{INFO_LABELS[field]}</dt>
                    <dd className={`break-words ${value ? "" : "text-base-content/70 italic"}`}>
                      {value || "Not added yet"}
                    </dd>
                  </div>
                );
              })}
            </dl>
            <div className="card-actions">
              <button type="button" className="btn btn-outline btn-sm" onClick={() => setOpen(true)}>
                {info.data ? (
                  <Pencil aria-hidden="true" className="size-4" />
                ) : (
                  <Plus aria-hidden="true" className="size-4" />
                )}
                {info.data ? INFO_TEXTS.update : INFO_TEXTS.addInfo}
              </button>
            </div>
            {open && <InfoFormModal email={email} record={info.data} onClose={() => setOpen(false)} />}
          </>
        )}
      </div>
    </section>
  );
}
