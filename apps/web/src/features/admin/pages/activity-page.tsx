import {
  ACTIVITY_TEXTS,
  ADMIN_TEXTS,
  adminActions,
  auditTargets,
  TEXTS,
  type AdminAction,
  type AuditTarget,
} from "@xpart/shared/texts";

import { FormField } from "#src/components/form-field";
import {
  ACTION_LABELS,
  datesOutOfOrder,
  describeChange,
  readDay,
  TARGET_LABELS,
} from "#src/features/admin/activity-rules";
import { useAdminFailure } from "#src/features/admin/api/admin-errors";
import { useActivity, useActivityExport, type ActivityFilters } from "#src/features/admin/api/get-activity";
import { AdminPage, AdminTable, EmptyResults, QueryStates } from "#src/features/admin/components/admin-page";
import { ExportButton } from "#src/features/admin/components/export-button";
import { SearchBox } from "#src/features/admin/components/search-box";
import { SelectField } from "#src/features/admin/components/select-field";
import { useUrlParams } from "#src/features/admin/hooks/use-url-params";
import { formatDateTime } from "#src/lib/format-date";
import { toast } from "#src/lib/lazy-toast";

const ACTION_OPTIONS: readonly { value: AdminAction | ""; label: string }[] = [
  { value: "", label: ACTIVITY_TEXTS.anyAction },
  ...adminActions.map((action) => ({ value: action, label: ACTION_LABELS[action] })),
];
const TARGET_OPTIONS: readonly { value: AuditTarget | ""; label: string }[] = [
  { value: "", label: ACTIVITY_TEXTS.anyTarget },
  ...auditTargets.map((target) => ({ value: target, label: TARGET_LABELS[target] })),
];
const COLUMNS = ["When", "Admin", "Action", "Target", "Change"] as const;

function readFilters(params: URLSearchParams): ActivityFilters {
  return {
    action: adminActions.find((a) => a === params.get("action")) ?? "",
    targetType: auditTargets.find((t) => t === params.get("targetType")) ?? "",
    actor: params.get("actor")?.trim() ?? "",
    targetId: params.get("targetId")?.trim() ?? "",
    from: readDay(params.get("from")),
    to: readDay(params.get("to")),
  };
}

/**
 * Activity (issue 10 item 7): the audit trail of every admin action, newest first, with who did it, when, to
 * what, and the values before and after. Filters by action, target type, admin, target and days (issue 27),
 * all in the address; 'Load more' pages; 'Export CSV' downloads every entry the filters match.
 */
export function ActivityPage() {
  const [params, setParams] = useUrlParams();
  const filters = readFilters(params);
  const outOfOrder = datesOutOfOrder(filters.from, filters.to);
  // A range the server would refuse is not asked for: the page shows why instead.
  const activity = useActivity(outOfOrder ? { ...filters, from: "", to: "" } : filters);
  const exporter = useActivityExport();
  const failed = useAdminFailure();

  const setFilter = (key: keyof ActivityFilters, value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: key === "actor" || key === "targetId" },
    );

  const loadMore = async () => {
    if (activity.isFetchingNextPage) return;
    const result = await activity.fetchNextPage();
    if (result.isFetchNextPageError) toast.error(result.error.message);
  };

  const entries = activity.data?.pages.flat() ?? [];
  const filtered = Object.values(filters).some(Boolean);

  const content = (
    <QueryStates
      query={activity}
      isEmpty={() => entries.length === 0}
      empty={
        <EmptyResults
          filtered={filtered}
          noMatch="No activity matches these filters."
          showAll="Show all activity"
          onShowAll={() => setParams(() => new URLSearchParams())}
          none="No admin activity yet."
        />
      }
    >
      {() => (
        <>
          <AdminTable
            label="Admin activity"
            busy={activity.isPlaceholderData}
            scrollHint="Scroll the table sideways for the target and the change."
            caption="Admin activity, newest first"
            columns={COLUMNS}
            className="table align-top"
          >
            {entries.map((entry) => {
              const change = describeChange(entry.before, entry.after);
              return (
                <tr key={entry.id}>
                  <td className="whitespace-nowrap">
                    <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                  </td>
                  <td className="break-all">{entry.actorEmail}</td>
                  <td className="whitespace-nowrap">{ACTION_LABELS[entry.action]}</td>
                  <td>
                    <span className="text-base-content/80">{TARGET_LABELS[entry.targetType]}</span>{" "}
                    <span className="font-mono text-xs break-all">{entry.targetId}</span>
                  </td>
                  <td>
                    {change.length === 0 ? (
                      <span className="text-base-content/70">—</span>
                    ) : (
                      <ul className="text-sm">
                        {change.map((line) => (
                          <li key={line} className="break-words">
                            {line}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              );
            })}
          </AdminTable>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="text-sm text-base-content/80">
              Showing {entries.length} {entries.length === 1 ? "entry" : "entries"}
              {activity.hasNextPage ? "" : ": the whole trail"}
            </p>
            {activity.hasNextPage && (
              <button
                type="button"
                className="btn btn-outline btn-sm"
                disabled={activity.isFetchingNextPage}
                aria-busy={activity.isFetchingNextPage}
                onClick={() => void loadMore()}
              >
                {activity.isFetchingNextPage && (
                  <span className="loading loading-spinner loading-sm" aria-hidden="true" />
                )}
                {TEXTS.loadMore}
              </button>
            )}
          </div>
        </>
      )}
    </QueryStates>
  );

  return (
    <AdminPage title={ADMIN_TEXTS.activity}>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SelectField
          label={ACTIVITY_TEXTS.actionLabel}
          className="w-full sm:w-48"
          value={filters.action}
          options={ACTION_OPTIONS}
          onChange={(value) => setFilter("action", value)}
        />
        <SelectField
          label={ACTIVITY_TEXTS.targetLabel}
          className="w-full sm:w-40"
          value={filters.targetType}
          options={TARGET_OPTIONS}
          onChange={(value) => setFilter("targetType", value)}
        />
        <SearchBox
          label={ACTIVITY_TEXTS.actorLabel}
          placeholder="admin@example.com"
          value={filters.actor}
          maxLength={254}
          onSearch={(value) => setFilter("actor", value)}
        />
        <SearchBox
          label={ACTIVITY_TEXTS.targetIdLabel}
          placeholder="Order, product or user id"
          value={filters.targetId}
          maxLength={200}
          onSearch={(value) => setFilter("targetId", value)}
        />
        <div className="w-full sm:w-44">
          <FormField
            label={ACTIVITY_TEXTS.fromLabel}
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            error={outOfOrder ? ACTIVITY_TEXTS.datesOutOfOrder : undefined}
            onChange={(event) => setFilter("from", readDay(event.target.value))}
          />
        </div>
        <div className="w-full sm:w-44">
          <FormField
            label={ACTIVITY_TEXTS.toLabel}
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            hint={ACTIVITY_TEXTS.datesHint}
            onChange={(event) => setFilter("to", readDay(event.target.value))}
          />
        </div>
        <ExportButton
          className="btn btn-outline w-full sm:w-auto"
          busy={exporter.isPending}
          disabled={exporter.isPending || outOfOrder}
          onExport={() =>
            exporter.mutate(filters, {
              onSuccess: (fileName) => toast.success(ACTIVITY_TEXTS.exported(fileName)),
              onError: failed,
            })
          }
        >
          {ACTIVITY_TEXTS.exportCsv}
        </ExportButton>
      </div>
      {exporter.isPending && (
        <p role="status" className="mb-2 text-sm">
          {ACTIVITY_TEXTS.exporting}
        </p>
      )}
      {content}
    </AdminPage>
  );
}
