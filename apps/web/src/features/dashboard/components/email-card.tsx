import { MAIL_TEXTS } from "@xpart/shared/texts";
import { MailCheck, MailWarning } from "lucide-react";
import { useState } from "react";

import { FormError, messageOf } from "#src/components/form-field";
import { useMailPreferences, useSaveMailPreferences } from "#src/features/dashboard/api/mail-preferences";
import { authApi } from "#src/lib/auth/auth-api";
import type { AuthUser } from "#src/lib/auth/auth-context";
import { toast } from "#src/lib/lazy-toast";

/**
 * The address's mail (issue 15), beside the profile card that shows the address: whether it is verified, with 'send again' (the server limits how
 * often), and the one mail a customer may turn off, the reminder before an unpaid order expires.
 */
export function EmailCard({ user }: { user: AuthUser }) {
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const preferences = useMailPreferences(user.email);
  const save = useSaveMailPreferences(user.email);

  const sendAgain = async () => {
    setError(null);
    setSending(true);
    try {
      await authApi.sendVerificationEmail();
      setSent(true);
      toast.success(MAIL_TEXTS.verificationSent);
    } catch (cause) {
      setError(messageOf(cause));
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-labelledby="email-settings" className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-4">
        <h2 id="email-settings" className="card-title">
          Email
        </h2>
        <p className="flex flex-wrap items-center gap-2">
          {user.emailVerified ? (
            <MailCheck aria-hidden="true" className="size-5 text-success" />
          ) : (
            <MailWarning aria-hidden="true" className="size-5 text-warning" />
          )}
          <span className={`badge ${user.emailVerified ? "badge-success" : "badge-warning"}`}>
            {user.emailVerified ? MAIL_TEXTS.verified : MAIL_TEXTS.notVerified}
          </span>
        </p>
        {!user.emailVerified && (
          <button
            type="button"
            className="btn btn-outline btn-sm self-start"
            disabled={sending || sent}
            onClick={() => void sendAgain()}
          >
            {MAIL_TEXTS.sendVerificationAgain}
          </button>
        )}
        <FormError message={error} />
        <label className="label cursor-pointer justify-start gap-3 whitespace-normal">
          <input
            type="checkbox"
            className="toggle toggle-primary"
            checked={preferences.data?.orderReminders ?? true}
            disabled={!preferences.data || save.isPending}
            onChange={(event) =>
              save.mutate(
                { orderReminders: event.target.checked },
                { onError: (cause) => toast.error(messageOf(cause)) },
              )
            }
          />
          <span className="text-base-content">{MAIL_TEXTS.orderReminders}</span>
        </label>
        <p className="text-sm text-base-content/70">{MAIL_TEXTS.mandatoryMail}</p>
      </div>
    </section>
  );
}
