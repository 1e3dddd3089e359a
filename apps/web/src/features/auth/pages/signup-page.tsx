import { ACCOUNT_TEXTS } from "@xpart/shared/texts";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";

import { FormError, messageOf } from "#src/components/form-field";
import { AuthCard } from "#src/features/auth/components/auth-card";
import { CredentialsForm } from "#src/features/auth/components/credentials-form";
import { GoogleButton } from "#src/features/auth/components/google-button";
import { useFinishSignIn } from "#src/features/auth/hooks/use-finish-sign-in";
import { googleError } from "#src/features/auth/return-location-rules";
import { authApi } from "#src/lib/auth/auth-api";
import { useAuth } from "#src/lib/auth/auth-context";
import { paths } from "#src/lib/paths";

/**
 * Sign-up (spec §2): name, email and password. better-auth takes the display name with the account
 * (SIGNUP-07) and signs the new customer in; on success they land on / (SIGNUP-08).
 */
export function SignupPage() {
  const { track } = useAuth();
  const finishSignIn = useFinishSignIn();
  const [searchParams] = useSearchParams();
  const [error, setError] = useState<string | null>(() => googleError(searchParams));

  const signUp = async ({ name, email, password }: { name: string; email: string; password: string }) => {
    setError(null);
    try {
      await track(authApi.signUpEmail(name, email, password).then(() => finishSignIn(paths.home)));
    } catch (cause) {
      setError(messageOf(cause));
    }
  };

  return (
    <AuthCard title={ACCOUNT_TEXTS.signUp}>
      <CredentialsForm
        fields={["name", "email", "password"]}
        submitLabel={ACCOUNT_TEXTS.signupButton}
        newAccount
        onSubmit={signUp}
      />
      <FormError message={error} />
      <p className="text-center text-sm">
        Already have an account?{" "}
        <Link to={paths.login} className="link font-semibold">
          {ACCOUNT_TEXTS.pleaseLogin}
        </Link>
      </p>
      <div className="divider my-0">OR</div>
      <GoogleButton returnTo={paths.home} errorTo={paths.signup} onError={setError} />
    </AuthCard>
  );
}
