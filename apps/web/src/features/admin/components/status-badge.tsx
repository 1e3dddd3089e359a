import type { OrderStatus } from "@xpart/shared/schemas";
import { ADMIN_STATUS_LABELS } from "@xpart/shared/texts";

import { ToneBadge } from "#src/components/tone-badge";
import { STATUS_TONES } from "#src/features/admin/order-rules";

/** An order's state as the admin pages name it. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <ToneBadge tone={STATUS_TONES[status]}>{ADMIN_STATUS_LABELS[status]}</ToneBadge>;
}
