import { groupPurchases, canSeeCompanyOrders, COMPANY_TEXTS } from "@xpart/shared/texts";
import { useId, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";

import { ErrorWithRetry } from "#src/components/error-with-retry";
import { OptionList } from "#src/components/option-list";
import { LoadingSkeleton, Skeleton } from "#src/components/skeleton";
import { useCompanyOrders } from "#src/features/orders/api/get-company-orders";
import { OrderCard } from "#src/features/orders/components/order-card";
import { PurchaseCard } from "#src/features/orders/components/purchase-card";
import { ApiClientError } from "#src/lib/api-error";
import { knownUser, useAuth } from "#src/lib/auth/auth-context";
import { CompanyNotice, NotInCompanyNotice } from "#src/lib/company/company-notice";
import { COMPANY_PAGE_TEXTS } from "#src/lib/company/company-texts";
import { myCompanyQueryOptions, useMyCompany } from "#src/lib/company/get-my-company";
import type { PagePrefetch } from "#src/lib/page-prefetch";
import { paths } from "#src/lib/paths";

const GRID = "grid gap-6 md:grid-cols-2 2xl:grid-cols-3";

const CARDS_SKELETON = (
  <LoadingSkeleton>
    <ul aria-hidden="true" className={GRID}>
      {[0, 1].map((key) => (
        <li key={key}>
          <Skeleton className="h-72 w-full" />
        </li>
      ))}
    </ul>
  </LoadingSkeleton>
);

/** The company (its members, for the filter, and whether the caller may see its orders), with the page's code. */
export const prefetch: PagePrefetch = async (client) => {
  const email = knownUser(client)?.email;
  if (email) await client.prefetchQuery(myCompanyQueryOptions(email));
};

/** 'Buyer': everyone's orders, or one member's (or a former member's, named in the address). */
function BuyerFilter({
  members,
  value,
  onChange,
}: {
  members: { email: string; name: string }[];
  value: string;
  onChange: (buyer: string) => void;
}) {
  const id = useId();
  const member = members.find((m) => m.email.toLowerCase() === value.toLowerCase());
  const selected = member?.email ?? value;
  const options = [
    { value: "", label: COMPANY_PAGE_TEXTS.allBuyers },
    ...members.map((m) => ({
      value: m.email,
      label: m.name.trim() ? `${m.name.trim()} (${m.email})` : m.email,
    })),
    ...(value && !member ? [{ value, label: value }] : []),
  ];
  return (
    <div className="flex w-full flex-col gap-1 sm:w-80">
      <label htmlFor={id} className="text-sm font-medium">
        Buyer
      </label>
      <select
        id={id}
        className="select w-full"
        value={selected}
        onChange={(event) => onChange(event.target.value)}
      >
        <OptionList options={options} />
      </select>
    </div>
  );
}

/**
 * Company orders (issue 40, /dashboard/companyOrders): every order the company's members placed, for its
 * company admins and approvers, and for buyers when the company allows it, filtered by buyer. The cards are My
 * Orders' own, read-only: only the invoice can be downloaded. A buyer the company shows their own orders only
 * is told so, in the server's words when it is the server that says it.
 */
export function CompanyOrdersPage() {
  const { user } = useAuth();
  const email = user?.email ?? "";
  const company = useMyCompany(email);
  const [params, setParams] = useSearchParams();
  const buyer = params.get("buyer")?.trim() ?? "";
  const mine = company.data;
  const allowed = mine ? canSeeCompanyOrders(mine.role, mine.company) : false;
  const orders = useCompanyOrders(email, buyer, allowed);

  const setBuyer = (next: string) =>
    setParams(
      (previous) => {
        const changed = new URLSearchParams(previous);
        if (next) changed.set("buyer", next);
        else changed.delete("buyer");
        return changed;
      },
      { replace: true },
    );

  let content: ReactNode;
  if (company.isPending) content = CARDS_SKELETON;
  else if (company.isError)
    content = <ErrorWithRetry error={company.error} onRetry={() => void company.refetch()} />;
  else if (!mine)
    content = (
      <NotInCompanyNotice message={COMPANY_TEXTS.notInCompany} linkText={COMPANY_TEXTS.createCompany} />
    );
  else if (!allowed) content = <HiddenNotice message={COMPANY_TEXTS.ordersHidden} />;
  else if (orders.isPending) content = CARDS_SKELETON;
  else if (orders.isError)
    content =
      orders.error instanceof ApiClientError && orders.error.status === 403 ? (
        <HiddenNotice message={orders.error.message} />
      ) : (
        <ErrorWithRetry error={orders.error} onRetry={() => void orders.refetch()} />
      );
  else if (orders.data.length === 0)
    content = buyer ? (
      <CompanyNotice
        action={
          <button type="button" className="btn" onClick={() => setBuyer("")}>
            Show {COMPANY_PAGE_TEXTS.allBuyers.toLowerCase()}
          </button>
        }
      >
        {COMPANY_PAGE_TEXTS.noBuyerOrders(buyer)}
      </CompanyNotice>
    ) : (
      <CompanyNotice>{COMPANY_PAGE_TEXTS.noCompanyOrders}</CompanyNotice>
    );
  else
    content = (
      <ul
        className={`${GRID} ${orders.isPlaceholderData ? "opacity-60" : ""}`}
        aria-busy={orders.isPlaceholderData}
      >
        {groupPurchases(orders.data).map((purchase) => (
          <li key={purchase.checkoutId} className="flex">
            {purchase.lines.length === 1 ? (
              <OrderCard order={purchase.first} readOnly />
            ) : (
              <PurchaseCard purchase={purchase} readOnly />
            )}
          </li>
        ))}
      </ul>
    );

  return (
    <section className="min-w-0 p-4 sm:p-6">
      <title>{`${COMPANY_TEXTS.companyOrders} | X-Part`}</title>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold">{COMPANY_TEXTS.companyOrders}</h1>
        {mine && allowed && <BuyerFilter members={mine.members} value={buyer} onChange={setBuyer} />}
      </div>
      {content}
    </section>
  );
}

/** The company shows this buyer their own orders only: where those are. */
function HiddenNotice({ message }: { message: string }) {
  return (
    <CompanyNotice
      action={
        <Link to={paths.myOrders} className="btn btn-primary">
          My Order
        </Link>
      }
    >
      {message}
    </CompanyNotice>
  );
}
