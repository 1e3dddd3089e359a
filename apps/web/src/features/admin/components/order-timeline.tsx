import type { OrderTimelineEntry } from "@xpart/shared/schemas";

import { timelineText } from "#src/features/admin/order-rules";
import { formatDateTime } from "#src/lib/format-date";

/** An order's life, oldest step first: placed, paid, shipped, cancelled or expired, with who and when. */
export function OrderTimeline({
  timeline,
  labelledBy,
}: {
  timeline: OrderTimelineEntry[];
  labelledBy: string;
}) {
  if (timeline.length === 0) return null;
  return (
    <ol aria-labelledby={labelledBy} className="flex flex-col gap-2 border-l-2 border-base-300 pl-4 text-sm">
      {timeline.map((step, index) => (
        <li key={`${step.event}-${index}`} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full border-2 border-base-100 bg-accent dark:bg-primary"
          />
          <span className="font-medium">{timelineText(step.event, step.by)}</span>
          <br />
          <time dateTime={step.at} className="text-base-content/75">
            {formatDateTime(step.at)}
          </time>
        </li>
      ))}
    </ol>
  );
}
