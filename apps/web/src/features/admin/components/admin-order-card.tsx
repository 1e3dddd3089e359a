import type { AdminOrder } from "@xpart/shared/schemas";
import { ADMIN_TEXTS, orderNumber, REFUND_TEXTS, SHIPPING_TEXTS } from "@xpart/shared/texts";
import { useId } from "react";

import { CreditNoteLinks } from "#src/components/credit-note-links";
import { DownloadButton } from "#src/components/download-button";
import { OrderCardHeading } from "#src/components/order-card-heading";
import { QuantityAndAmountTerms, ShippingAndRefundTerms, Term } from "#src/components/order-terms";
import { useAdminFailure } from "#src/features/admin/api/admin-errors";
import { useDownloadPackingSlip } from "#src/features/admin/api/order-actions";
import { OrderTimeline } from "#src/features/admin/components/order-timeline";
import { OrderStatusBadge } from "#src/features/admin/components/status-badge";
import { adminOrderView } from "#src/features/admin/order-rules";
import { formatDateTime } from "#src/lib/format-date";

interface AdminOrderCardProps {
  order: AdminOrder;
  onShip: (order: AdminOrder) => void;
  onDelete: (order: AdminOrder) => void;
  onRefund: (order: AdminOrder) => void;
}

/**
 * One order for the admin (spec §2 Orders; AORD-03..12): its state, what shipping needs (customer, address,
 * phone, product, quantity, total), the carrier and tracking number once recorded (issue 27), its timeline,
 * its packing slip, what was refunded with its credit notes, and 'Refund' / 'Approve Booking' / 'Delete Order'
 * as its state allows.
 */
export function AdminOrderCard({ order, onShip, onDelete, onRefund }: AdminOrderCardProps) {
  const view = adminOrderView(order);
  const titleId = useId();
  const noteId = useId();
  const timelineId = useId();
  const packingSlip = useDownloadPackingSlip();
  const failed = useAdminFailure();
  return (
    <article aria-labelledby={titleId} className="card w-full border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-3 p-5">
        <OrderCardHeading
          img={order.img}
          title={order.productName}
          titleId={titleId}
          thumbnail="small"
          end={<OrderStatusBadge status={order.status} />}
        >
          <p className="mt-1 text-xs text-base-content/75">
            Order <span className="font-mono">{orderNumber(order._id)}</span> ·{" "}
            {formatDateTime(order.createdAt)}
          </p>
        </OrderCardHeading>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <Term label="Customer" className="font-medium break-words">
            {order.name}
          </Term>
          <Term label="Email" className="break-all">
            {order.email}
          </Term>
          <Term label="Address" className="break-words">
            {order.address}
          </Term>
          <Term label="Phone">{order.phone}</Term>
          <QuantityAndAmountTerms order={order} amountLabel="Total" />
          <ShippingAndRefundTerms order={order} />
        </dl>
        <CreditNoteLinks order={order} describedBy={titleId} />
        <div>
          <h3 id={timelineId} className="mb-2 text-sm font-semibold">
            Timeline
          </h3>
          <OrderTimeline timeline={order.timeline} labelledBy={timelineId} />
        </div>
        <p id={noteId} className="text-sm text-base-content/80">
          {view.note}
        </p>
        <div className="card-actions mt-auto justify-end">
          {view.hasPackingSlip && (
            <DownloadButton
              className="btn btn-ghost btn-sm me-auto"
              describedBy={titleId}
              pending={packingSlip.isPending}
              onDownload={() =>
                packingSlip.mutate(
                  { orderId: order._id, number: orderNumber(order._id) },
                  { onError: failed },
                )
              }
            >
              {SHIPPING_TEXTS.packingSlip}
            </DownloadButton>
          )}
          {view.canRefund && (
            <button
              type="button"
              className="btn btn-outline btn-sm"
              aria-describedby={titleId}
              onClick={() => onRefund(order)}
            >
              {REFUND_TEXTS.refund}
            </button>
          )}
          <button
            type="button"
            className="btn btn-outline btn-error btn-sm"
            disabled={!view.canDelete}
            aria-describedby={`${titleId} ${noteId}`}
            onClick={() => onDelete(order)}
          >
            {ADMIN_TEXTS.deleteOrder}
          </button>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={!view.canShip}
            aria-describedby={`${titleId} ${noteId}`}
            onClick={() => onShip(order)}
          >
            {view.shipLabel}
          </button>
        </div>
      </div>
    </article>
  );
}
