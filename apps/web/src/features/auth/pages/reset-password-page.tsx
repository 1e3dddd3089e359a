import { MAIL_TEXTS } from "@xpart/shared/texts";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";

import { FormError, messageOf } from "#src/components/form-field";
import { AuthCard } from "#src/features/auth/components/auth-card";
import { CredentialsForm } from "#src/features/auth/components/credentials-form";
import { ApiClientError } from "#src/lib/api-error";
import { authApi } from "#src/lib/auth/auth-api";
import { paths } from "#src/lib/paths";

/**
 * The mailed reset link's page (issue 15): a new password with the sign-up rules (the server adds its check
 * of common passwords). A used or expired link is said to be so, with the way to ask for a new one.
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const [done, setDone] = useState(false);
  const [invalid, setInvalid] = useState(!token);
  const [error, setError] = useState<string | null>(null);

  const reset = async ({ password }: { password: string }) => {
    setError(null);
    try {
      await authApi.resetPassword(token ?? "", password);
      setDone(true);
    } catch (cause) {
      if (cause instanceof ApiClientError && cause.code === "INVALID_TOKEN") setInvalid(true);
      else setError(messageOf(cause));
    }
  };

  return (
    <AuthCard title={MAIL_TEXTS.resetHeading}>
      {done ? (
        <>
          <p role="status" className="alert alert-soft alert-success">
            {MAIL_TEXTS.passwordChanged}
          </p>
          <Link to={paths.login} className="btn btn-accent">
            Login
          </Link>
        </>
      ) : invalid ? (
        <>
          <p role="alert" className="alert alert-soft alert-warning">
            {MAIL_TEXTS.resetLinkInvalid}
          </p>
          <Link to={paths.forgotPassword} className="link text-center">
            {MAIL_TEXTS.forgotPassword}
          </Link>
        </>
      ) : (
        <>
          <CredentialsForm
            fields={["password"]}
            newAccount
            submitLabel={MAIL_TEXTS.setNewPassword}
            onSubmit={reset}
          />
          <FormError message={error} />
        </>
      )}
    </AuthCard>
  );
}
