import type { MyCompany } from "@xpart/shared/schemas";
import { LogOut } from "lucide-react";
import { useState } from "react";

import { ConfirmDialog } from "#src/components/confirm-dialog";
import { FormError, messageOf } from "#src/components/form-field";
import { useRemoveMember } from "#src/features/company/api/company";
import { COMPANY_PAGE_TEXTS } from "#src/lib/company/company-texts";
import { toast } from "#src/lib/lazy-toast";

/**
 * Any member leaves the company themselves, after a confirm (DELETE /api/company/members/<their id>); the page
 * then offers to create or join one. The last company admin is refused, and told why, by the server.
 */
export function LeaveCompany({ mine, email }: { mine: MyCompany; email: string }) {
  const leave = useRemoveMember(email);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = mine.company.name;

  const confirm = () => {
    setError(null);
    leave.mutate(mine.userId, {
      onSuccess: () => toast.success(COMPANY_PAGE_TEXTS.left(name)),
      onError: (failure) => setError(messageOf(failure)),
      onSettled: () => setAsking(false),
    });
  };

  return (
    <div className="flex flex-col items-start gap-2">
      <button
        type="button"
        className="btn btn-outline btn-error btn-sm"
        disabled={leave.isPending}
        onClick={() => setAsking(true)}
      >
        <LogOut aria-hidden="true" className="size-4" />
        {COMPANY_PAGE_TEXTS.leave}
      </button>
      <FormError message={error} />
      <ConfirmDialog
        open={asking}
        title={COMPANY_PAGE_TEXTS.leaveConfirm(name)}
        message={COMPANY_PAGE_TEXTS.leaveDetail}
        confirmLabel={COMPANY_PAGE_TEXTS.leave}
        cancelLabel="Stay"
        busy={leave.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
