import {
  ADMIN_TEXTS,
  adminActions,
  auditTargets,
  TEXTS,
  type AdminAction,
  type AuditTarget,
} from "@xpart/shared/texts";
import { toast } from "react-toastify";

import { ACTION_LABELS, describeChange, TARGET_LABELS } from "#src/features/admin/activity-rules";
import { useActivity, type ActivityFilters } from "#src/features/admin/api/get-activity";
import { AdminPage, AdminTable, EmptyResults, QueryStates } from "#src/features/admin/components/admin-page";
import { SearchBox } from "#src/features/admin/components/search-box";
import { SelectField } from "#src/features/admin/components/select-field";
import { useUrlParams } from "#src/features/admin/hooks/use-url-params";
import { formatDateTime } from "#src/lib/format-date";

const ACTION_OPTIONS: readonly { value: AdminAction | ""; label: string }[] = [
  { value: "", label: "Any action" },
  ...adminActions.map((action) => ({ value: action, label: ACTION_LABELS[action] })),
];
const TARGET_OPTIONS: readonly { value: AuditTarget | ""; label: string }[] = [
  { value: "", label: "Anything" },
  ...auditTargets.map((target) => ({ value: target, label: TARGET_LABELS[target] })),
];
const COLUMNS = ["When", "Admin", "Action", "Target", "Change"] as const;

function readFilters(params: URLSearchParams): ActivityFilters {
  return {
    action: adminActions.find((a) => a === params.get("action")) ?? "",
    targetType: auditTargets.find((t) => t === params.get("targetType")) ?? "",
    actor: params.get("actor")?.trim() ?? "",
    targetId: params.get("targetId")?.trim() ?? "",
  };
}

/**
 * Activity (issue 10 item 7): the audit trail of every admin action, newest first, with who did it, when, to
 * what, and the values before and after. Filters by action, target type, admin and target; 'Load more' pages.
 */
export function ActivityPage() {
  const [params, setParams] = useUrlParams();
  const filters = readFilters(params);
  const activity = useActivity(filters);

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
          label="Action"
          className="w-full sm:w-48"
          value={filters.action}
          options={ACTION_OPTIONS}
          onChange={(value) => setFilter("action", value)}
        />
        <SelectField
          label="Target"
          className="w-full sm:w-40"
          value={filters.targetType}
          options={TARGET_OPTIONS}
          onChange={(value) => setFilter("targetType", value)}
        />
        <SearchBox
          label="Admin email"
          placeholder="admin@example.com"
          value={filters.actor}
          maxLength={254}
          onSearch={(value) => setFilter("actor", value)}
        />
        <SearchBox
          label="Target id"
          placeholder="Order, product or user id"
          value={filters.targetId}
          maxLength={200}
          onSearch={(value) => setFilter("targetId", value)}
        />
      </div>
      {content}
    </AdminPage>
  );
}
