import { COMPANY_ROLE_LABELS, COMPANY_TEXTS, TEXTS } from "@xpart/shared/texts";
import { Building2, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";

import { FormError, messageOf } from "#src/components/form-field";
import { Spinner } from "#src/components/spinner";
import { useAcceptInvitation, useInvitationPreview } from "#src/features/company/api/invitation";
import { useAuth } from "#src/lib/auth/auth-context";
import { COMPANY_PAGE_TEXTS } from "#src/lib/company/company-texts";
import { formatDateTime } from "#src/lib/format-date";
import { toast } from "#src/lib/lazy-toast";
import { hrefs, paths } from "#src/lib/paths";

/** The page's frame: one centred card, as the sign-in pages have. */
function JoinCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-10 sm:py-16">
      <title>{`${title} | X-Part`}</title>
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-5">
          <h1 className="flex items-center gap-2 text-2xl font-bold sm:text-3xl">
            <Building2 aria-hidden="true" className="size-7 shrink-0" />
            {title}
          </h1>
          {children}
        </div>
      </div>
    </div>
  );
}

/** Why the link cannot be used (unknown, expired, withdrawn, used), in the server's words, and a way on. */
function LinkProblem({ message }: { message: string }) {
  return (
    <JoinCard title="Company invitation">
      <div role="alert" className="alert alert-soft alert-error">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
        <span>{message}</span>
      </div>
      <Link to={paths.home} className="btn">
        {TEXTS.returnHome}
      </Link>
    </JoinCard>
  );
}

/**
 * Where an invitation's mailed link lands (issue 40, public): which company, as what role, for which email and
 * until when. Signed out, 'Sign in' and 'Create account' bring the person back here; signed in, 'Accept the
 * invitation' joins them and opens the Company page. The server's refusals (another email, already in a
 * company, a spent link) are shown as it words them.
 */
export function JoinCompanyPage() {
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const location = useLocation();
  const navigate = useNavigate();
  const { user, loading } = useAuth();
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation();

  if (!token) return <LinkProblem message={COMPANY_TEXTS.invitationNotFound} />;
  if (preview.isPending) return <Spinner className="min-h-[40vh] items-center" />;
  if (preview.isError) return <LinkProblem message={messageOf(preview.error)} />;

  const invitation = preview.data;
  const role = COMPANY_ROLE_LABELS[invitation.role];
  // Back here after signing in or up, the token with it.
  const here = location.pathname + location.search;
  const otherEmail = user && user.email.toLowerCase() !== invitation.email.toLowerCase();

  const onAccept = () => {
    if (accept.isPending) return;
    accept.mutate(token, {
      onSuccess: (joined) => {
        toast.success(COMPANY_TEXTS.joined(joined.companyName));
        void navigate(paths.company);
      },
    });
  };

  return (
    <JoinCard title={COMPANY_TEXTS.joinTitle(invitation.companyName)}>
      <p>
        You are invited to join <strong>{invitation.companyName}</strong> as <strong>{role}</strong>.
      </p>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium">Company</dt>
        <dd className="wrap-anywhere">{invitation.companyName}</dd>
        <dt className="font-medium">{COMPANY_TEXTS.role}</dt>
        <dd>{role}</dd>
        <dt className="font-medium">Invited email</dt>
        <dd className="break-all">{invitation.email}</dd>
        <dt className="font-medium">Expires</dt>
        <dd>
          <time dateTime={invitation.expiresAt}>{formatDateTime(invitation.expiresAt)}</time>
        </dd>
      </dl>
      {loading ? (
        <Spinner className="py-2" />
      ) : user ? (
        <>
          {otherEmail && (
            <p className="text-sm text-base-content/80">
              You are signed in as <span className="break-all">{user.email}</span>.{" "}
              {COMPANY_TEXTS.invitationForSomeoneElse(invitation.email)}.
            </p>
          )}
          <FormError message={accept.isError ? messageOf(accept.error) : null} />
          <div className="card-actions justify-end">
            <button
              type="button"
              className="btn btn-primary w-full sm:w-auto"
              disabled={accept.isPending}
              aria-busy={accept.isPending}
              onClick={onAccept}
            >
              {accept.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
              {COMPANY_PAGE_TEXTS.acceptInvitation}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="text-sm text-base-content/80">{COMPANY_PAGE_TEXTS.signInToAccept}</p>
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
            <Link to={hrefs.signup(here)} state={{ from: here }} className="btn">
              Create account
            </Link>
            <Link to={hrefs.login(here)} state={{ from: here }} className="btn btn-primary">
              Sign in
            </Link>
          </div>
        </>
      )}
    </JoinCard>
  );
}
