import { ACCOUNT_TEXTS } from "@xpart/shared/texts";
import { useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";

import { FormError, messageOf } from "#src/components/form-field";
import { AuthCard } from "#src/features/auth/components/auth-card";
import { CredentialsForm } from "#src/features/auth/components/credentials-form";
import { GoogleButton } from "#src/features/auth/components/google-button";
import { useFinishSignIn } from "#src/features/auth/hooks/use-finish-sign-in";
import { carriedLocation, googleError } from "#src/features/auth/return-location-rules";
import { authApi } from "#src/lib/auth/auth-api";
import { useAuth } from "#src/lib/auth/auth-context";
import { hrefs, paths } from "#src/lib/paths";

export { prefetchSignInOptions as prefetch } from "#src/features/auth/api/get-sign-in-options";

/**
 * Sign-up (spec §2): name, email and password. better-auth takes the display name with the account
 * (SIGNUP-07) and signs the new customer in; on success they land where they were headed when the login
 * page sent them here (`from`, issue 12), else on / (SIGNUP-08). Google carries the same destination.
 */
export function SignupPage() {
  const { track } = useAuth();
  const finishSignIn = useFinishSignIn();
  const [searchParams] = useSearchParams();
  const { to } = carriedLocation(useLocation().state, searchParams);
  const [error, setError] = useState<string | null>(() => googleError(searchParams));

  const signUp = async ({ name, email, password }: { name: string; email: string; password: string }) => {
    setError(null);
    try {
      await track(authApi.signUpEmail(name, email, password).then(() => finishSignIn(to)));
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
        <Link to={to === paths.home ? paths.login : hrefs.login(to)} className="link font-semibold">
          {ACCOUNT_TEXTS.pleaseLogin}
        </Link>
      </p>
      <GoogleButton
        returnTo={to}
        errorTo={to === paths.home ? paths.signup : hrefs.signup(to)}
        onError={setError}
      />
    </AuthCard>
  );
}
