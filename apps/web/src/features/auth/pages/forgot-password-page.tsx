import { MAIL_TEXTS } from "@xpart/shared/texts";
import { useState } from "react";
import { Link } from "react-router";

import { FormError, messageOf } from "#src/components/form-field";
import { useSignInOptions } from "#src/features/auth/api/get-sign-in-options";
import { AuthCard } from "#src/features/auth/components/auth-card";
import { CredentialsForm } from "#src/features/auth/components/credentials-form";
import { authApi } from "#src/lib/auth/auth-api";
import { paths } from "#src/lib/paths";

export { prefetchSignInOptions as prefetch } from "#src/features/auth/api/get-sign-in-options";

/** 'Forgot password?' (issue 15): asks for the account's email and mails a one-time reset link to it. */
export function ForgotPasswordPage() {
  const options = useSignInOptions();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const request = async ({ email }: { email: string }) => {
    setError(null);
    try {
      await authApi.requestPasswordReset(email);
      setSent(true);
    } catch (cause) {
      setError(messageOf(cause));
    }
  };

  return (
    <AuthCard title={MAIL_TEXTS.resetHeading}>
      {options.data?.mail === false ? (
        <p role="alert" className="alert alert-soft alert-warning">
          {MAIL_TEXTS.notConfigured}
        </p>
      ) : sent ? (
        <p role="status" className="alert alert-soft alert-success">
          {MAIL_TEXTS.resetLinkSent}
        </p>
      ) : (
        <>
          <p>{MAIL_TEXTS.resetRequestHelp}</p>
          <CredentialsForm fields={["email"]} submitLabel={MAIL_TEXTS.sendResetLink} onSubmit={request} />
          <FormError message={error} />
        </>
      )}
      <Link to={paths.login} className="link text-center text-sm">
        Back to login
      </Link>
    </AuthCard>
  );
}
