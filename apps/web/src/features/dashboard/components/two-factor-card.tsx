import { ShieldCheck, ShieldOff } from "lucide-react";
import { useState } from "react";

import { authApi } from "#src/lib/auth/auth-api";
import { useAuth, type AuthUser } from "#src/lib/auth/auth-context";
import { toast } from "#src/lib/lazy-toast";

import { PasswordStep } from "./single-field-form";
import { SmsEnrolment } from "./sms-enrolment";
import { TotpEnrolment } from "./totp-enrolment";

type Flow = "app" | "sms" | "off" | null;

/**
 * Two-factor sign-in (the spec's phone multi-factor, with an authenticator app as well): its status, and the
 * flows that turn it on or off. A flow stays open until it is finished, even once the status has changed,
 * so the backup codes can still be read.
 */
export function TwoFactorCard({ user }: { user: AuthUser }) {
  const { refresh } = useAuth();
  const [flow, setFlow] = useState<Flow>(null);
  const close = () => setFlow(null);

  return (
    <section aria-labelledby="two-factor" className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-4">
        <h2 id="two-factor" className="card-title">
          Two-factor sign-in
        </h2>
        <p className="flex items-center gap-2">
          {user.twoFactorEnabled ? (
            <>
              <ShieldCheck aria-hidden="true" className="size-5 text-success" />
              <span>
                <span className="badge badge-success">On</span> A code is asked for after your password.
              </span>
            </>
          ) : (
            <>
              <ShieldOff aria-hidden="true" className="size-5" />
              <span>
                <span className="badge badge-ghost">Off</span> Add a code from your phone to every sign-in.
              </span>
            </>
          )}
        </p>
        {flow === "app" && <TotpEnrolment onClose={close} />}
        {flow === "sms" && <SmsEnrolment onClose={close} />}
        {flow === "off" && (
          <PasswordStep
            submitLabel="Turn off"
            onCancel={close}
            onSubmit={async (password) => {
              await authApi.twoFactor.disable(password || undefined);
              await refresh();
              toast.success("Two-factor sign-in is off");
              close();
            }}
          />
        )}
        {flow === null && (
          <div className="card-actions">
            {user.twoFactorEnabled ? (
              <button type="button" className="btn btn-outline btn-sm" onClick={() => setFlow("off")}>
                Turn off two-factor sign-in
              </button>
            ) : (
              <>
                <button type="button" className="btn btn-outline btn-sm" onClick={() => setFlow("app")}>
                  Use an authenticator app
                </button>
                <button type="button" className="btn btn-outline btn-sm" onClick={() => setFlow("sms")}>
                  Use text messages
                </button>
              </>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
