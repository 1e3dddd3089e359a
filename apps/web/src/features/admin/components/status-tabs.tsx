import type { AdminOrderCounts, OrderStatus } from "@xpart/shared/schemas";

import { STATUS_TABS } from "#src/features/admin/order-rules";

interface StatusTabsProps {
  value: OrderStatus | "";
  counts: AdminOrderCounts | undefined;
  onChange: (status: OrderStatus | "") => void;
}

/** All, Unpaid, Paid, Shipped, Cancelled, each with its count: toggle buttons, the chosen one pressed. */
export function StatusTabs({ value, counts, onChange }: StatusTabsProps) {
  return (
    <div role="group" aria-label="Order status" className="tabs tabs-box w-fit max-w-full">
      {STATUS_TABS.map(({ status, label }) => {
        const count = counts?.[status === "" ? "all" : status];
        const active = status === value;
        return (
          <button
            key={label}
            type="button"
            className={`tab flex-nowrap gap-1.5 whitespace-nowrap ${active ? "tab-active" : "text-base-content/80"}`}
            aria-pressed={active}
            onClick={() => onChange(status)}
          >
            {label}
            {count !== undefined && <span className="badge badge-sm">{count}</span>}
          </button>
        );
      })}
    </div>
  );
}
