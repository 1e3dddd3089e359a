import { FITMENT_TEXTS } from "@xpart/shared/parts";
import { useId } from "react";

import { ErrorWithRetry } from "#src/components/error-with-retry";
import { Skeleton } from "#src/components/skeleton";
import { useProductFitment } from "#src/features/product/api/get-product-fitment";
import { groupFitment, yearsText } from "#src/features/product/fitment-groups";

/** The vehicles the product fits, grouped by make and model (issue 25); a universal product fits them all. */
export function ProductFitment({ productId }: { productId: string }) {
  const headingId = useId();
  const fitment = useProductFitment(productId);

  let content;
  if (fitment.isPending) content = <Skeleton className="h-24 w-full" />;
  else if (fitment.isError)
    content = <ErrorWithRetry error={fitment.error} onRetry={() => void fitment.refetch()} />;
  else if (fitment.data.universal) content = <p>{FITMENT_TEXTS.fitsEveryVehicle}</p>;
  else if (fitment.data.applications.length === 0) content = <p>{FITMENT_TEXTS.noFitment}</p>;
  else
    content = (
      <div className="grid gap-6 md:grid-cols-2">
        {groupFitment(fitment.data.applications).map((group) => (
          <div key={group.title} className="overflow-x-auto">
            <h3 className="mb-2 text-lg font-semibold">{group.title}</h3>
            <table className="table table-sm">
              <thead>
                <tr>
                  <th scope="col">{FITMENT_TEXTS.year}</th>
                  <th scope="col">{FITMENT_TEXTS.engine}</th>
                  <th scope="col">{FITMENT_TEXTS.position}</th>
                  <th scope="col">{FITMENT_TEXTS.quantity}</th>
                </tr>
              </thead>
              <tbody>
                {group.applications.map((application, index) => (
                  <tr key={index}>
                    <td>{yearsText(application)}</td>
                    <td>{application.engine ?? "All"}</td>
                    <td>{application.position ?? "—"}</td>
                    <td>
                      {application.quantity}
                      {application.note && (
                        <span className="block text-xs text-base-content/70">{application.note}</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </div>
    );

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-2xl font-bold">
        {FITMENT_TEXTS.fitmentHeading}
      </h2>
      {content}
    </section>
  );
}
