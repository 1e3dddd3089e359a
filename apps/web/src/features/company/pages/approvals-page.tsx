import type { Approval } from "@xpart/shared/schemas";
import { APPROVAL_TEXTS, COMPANY_TEXTS } from "@xpart/shared/texts";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";

import { ErrorWithRetry } from "#src/components/error-with-retry";
import { FormError, messageOf } from "#src/components/form-field";
import { LoadingSkeleton, Skeleton } from "#src/components/skeleton";
import {
  approvalsQueryOptions,
  useApprovals,
  useApprove,
  useReject,
} from "#src/features/company/api/approvals";
import { ApprovalCard, buyerOf } from "#src/features/company/components/approval-card";
import { RejectDialog } from "#src/features/company/components/reject-dialog";
import { ApiClientError } from "#src/lib/api-error";
import { knownUser, useAuth } from "#src/lib/auth/auth-context";
import { CompanyNotice, NotInCompanyNotice } from "#src/lib/company/company-notice";
import { COMPANY_PAGE_TEXTS } from "#src/lib/company/company-texts";
import { toast } from "#src/lib/lazy-toast";
import type { PagePrefetch } from "#src/lib/page-prefetch";

/** The waiting checkouts, asked for with the page's code. */
export const prefetch: PagePrefetch = async (client) => {
  const email = knownUser(client)?.email;
  if (email) await client.prefetchQuery(approvalsQueryOptions(email));
};

const SKELETON = (
  <LoadingSkeleton className="flex flex-col gap-6">
    <Skeleton className="h-72 w-full" />
    <Skeleton className="h-72 w-full" />
  </LoadingSkeleton>
);

/** What the server's refusal of the list means here: a buyer (403) or no company (404) is told, not offered a retry. */
function ListRefusal({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const status = error instanceof ApiClientError ? error.status : 0;
  if (status === 403) return <CompanyNotice>{error.message}</CompanyNotice>;
  if (status === 404) return <NotInCompanyNotice message={error.message} linkText={COMPANY_TEXTS.company} />;
  return <ErrorWithRetry error={error} onRetry={onRetry} />;
}

/**
 * Orders to approve (issue 40 item 4, /dashboard/approvals): the company's checkouts over a buyer's spending
 * limit, oldest first, for its approvers and company admins. The approver's mail links here with
 * `?checkout=<id>`: that one is marked, scrolled to and focused. 'Approve' decides in one click; 'Reject' asks
 * why. When another approver decided first (409), the server's words show and the list is read again.
 */
export function ApprovalsPage() {
  const { user } = useAuth();
  const email = user?.email ?? "";
  const approvals = useApprovals(email);
  const approve = useApprove(email);
  const reject = useReject(email);
  const [params] = useSearchParams();
  const linked = params.get("checkout") ?? "";
  const [rejecting, setRejecting] = useState<Approval | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [rejectError, setRejectError] = useState<string | null>(null);
  const [pageError, setPageError] = useState<string | null>(null);
  // Decided on this page: the mail's checkout leaving the list then needs no word.
  const [decided, setDecided] = useState<readonly string[]>([]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const linkedRef = useRef<HTMLElement>(null);
  const broughtIntoView = useRef<string | null>(null);
  const busy = approve.isPending || reject.isPending;
  const list = approvals.data;
  const linkedWaiting = linked !== "" && Boolean(list?.some((approval) => approval.checkoutId === linked));

  // The mail's checkout, once the list has it: scrolled to and focused, once per link.
  useEffect(() => {
    if (!linkedWaiting || broughtIntoView.current === linked) return;
    const card = linkedRef.current;
    if (!card) return;
    broughtIntoView.current = linked;
    card.scrollIntoView?.({ block: "center" });
    card.focus({ preventScroll: true });
  }, [linked, linkedWaiting]);

  /** The decided card is gone: the focus goes back to the page's heading rather than nowhere. */
  const afterDecision = (checkoutId: string) => {
    setDecided((ids) => [...ids, checkoutId]);
    headingRef.current?.focus();
  };

  const onApprove = (approval: Approval) => {
    if (busy) return;
    setPageError(null);
    approve.mutate(approval.checkoutId, {
      onSuccess: () => {
        toast.success(APPROVAL_TEXTS.approved);
        afterDecision(approval.checkoutId);
      },
      onError: (error) => {
        setPageError(messageOf(error));
        // Decided by someone else meanwhile (409): the list is read again without it.
        if (error instanceof ApiClientError && error.status === 409) afterDecision(approval.checkoutId);
      },
    });
  };

  const onReject = (approval: Approval, reason: string) => {
    setReasonError(null);
    setRejectError(null);
    reject.mutate(
      { checkoutId: approval.checkoutId, reason },
      {
        onSuccess: () => {
          toast.success(APPROVAL_TEXTS.rejected);
          setRejecting(null);
          afterDecision(approval.checkoutId);
        },
        onError: (error) => {
          const field = error instanceof ApiClientError ? error.fields?.reason : undefined;
          if (field) return setReasonError(field);
          // Decided by someone else meanwhile (409): nothing left to reject here; said on the page.
          if (error instanceof ApiClientError && error.status === 409) {
            setRejecting(null);
            setPageError(error.message);
            afterDecision(approval.checkoutId);
            return;
          }
          setRejectError(messageOf(error));
        },
      },
    );
  };

  let content: ReactNode;
  if (approvals.isPending) content = SKELETON;
  else if (approvals.isError)
    content = <ListRefusal error={approvals.error} onRetry={() => void approvals.refetch()} />;
  else if (approvals.data.length === 0) content = <CompanyNotice>{APPROVAL_TEXTS.noApprovals}</CompanyNotice>;
  else
    content = (
      <ul className="flex flex-col gap-6" aria-label={APPROVAL_TEXTS.approvals}>
        {approvals.data.map((approval) => {
          const highlighted = approval.checkoutId === linked;
          return (
            <li key={approval.checkoutId}>
              <ApprovalCard
                approval={approval}
                highlighted={highlighted}
                ref={highlighted ? linkedRef : undefined}
                busy={busy}
                approving={approve.isPending && approve.variables === approval.checkoutId}
                onApprove={() => onApprove(approval)}
                onReject={() => {
                  setPageError(null);
                  setReasonError(null);
                  setRejectError(null);
                  setRejecting(approval);
                }}
              />
            </li>
          );
        })}
      </ul>
    );

  return (
    <section className="min-w-0 p-4 sm:p-6">
      <title>{`${APPROVAL_TEXTS.approvals} | X-Part`}</title>
      <h1 ref={headingRef} tabIndex={-1} className="mb-2 text-2xl font-bold outline-none">
        {APPROVAL_TEXTS.approvals}
      </h1>
      <p className="mb-4 max-w-3xl text-base-content/80">{COMPANY_PAGE_TEXTS.approvalsIntro}</p>
      <div className="mb-4">
        <FormError message={pageError} />
      </div>
      {linked !== "" && list && !linkedWaiting && !decided.includes(linked) && (
        <p role="status" className="alert alert-soft alert-info mb-4">
          {APPROVAL_TEXTS.notAwaiting}
        </p>
      )}
      {content}
      {rejecting && (
        <RejectDialog
          key={rejecting.checkoutId}
          buyer={buyerOf(rejecting)}
          busy={reject.isPending}
          reasonError={reasonError}
          error={rejectError}
          onConfirm={(reason) => onReject(rejecting, reason)}
          onCancel={() => setRejecting(null)}
        />
      )}
    </section>
  );
}
