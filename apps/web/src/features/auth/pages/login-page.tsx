import { ACCOUNT_TEXTS, MAIL_TEXTS } from "@xpart/shared/texts";
import { ShieldAlert } from "lucide-react";
import { useState } from "react";
import { Link, Navigate, useLocation, useSearchParams } from "react-router";

import { FormError, messageOf } from "#src/components/form-field";
import { AuthCard } from "#src/features/auth/components/auth-card";
import { CredentialsForm } from "#src/features/auth/components/credentials-form";
import { GoogleButton } from "#src/features/auth/components/google-button";
import { TwoFactorStep } from "#src/features/auth/components/two-factor-step";
import { useFinishSignIn } from "#src/features/auth/hooks/use-finish-sign-in";
import { carriedLocation, googleError } from "#src/features/auth/return-location-rules";
import { authApi, type TwoFactorMethod } from "#src/lib/auth/auth-api";
import { useAuth } from "#src/lib/auth/auth-context";
import { hrefs, paths } from "#src/lib/paths";

export { prefetchSignInOptions as prefetch } from "#src/features/auth/api/get-sign-in-options";

/** When the answer does not name the methods, offer both: the server refuses what the account lacks. */
const ALL_METHODS: TwoFactorMethod[] = ["totp", "otp"];

/**
 * Login (spec §2): email and password, then the second step when the account has one, or Google. Afterwards
 * the visitor goes back to the page the guard carried, or to /.
 */
export function LoginPage() {
  const { user, track } = useAuth();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const { to, adminRequired } = carriedLocation(location.state, searchParams);
  const finishSignIn = useFinishSignIn();
  const [error, setError] = useState<string | null>(() => googleError(searchParams));
  const [secondStep, setSecondStep] = useState<TwoFactorMethod[] | null>(null);
  // While this page signs someone in, the new session must not trigger the "already signed in" move below.
  const [signingIn, setSigningIn] = useState(false);

  // LOGIN-10: a signed-in visitor moves on, except one the admin guard sent here to sign in as an admin.
  if (user && !adminRequired && !signingIn) return <Navigate to={to} replace />;

  const signIn = async ({ email, password }: { email: string; password: string }) => {
    setError(null);
    setSigningIn(true);
    try {
      await track(
        authApi.signInEmail(email, password).then(async ({ twoFactor, methods }) => {
          if (twoFactor) setSecondStep(methods.length ? methods : ALL_METHODS);
          else await finishSignIn(to);
        }),
      );
    } catch (cause) {
      setError(messageOf(cause));
      setSigningIn(false);
    }
  };

  // The Google round trip comes back here on failure, still carrying the page to return to.
  const errorTo = to === paths.home ? paths.login : hrefs.login(to);

  return (
    <AuthCard title={ACCOUNT_TEXTS.login}>
      {adminRequired && (
        <div role="note" className="alert alert-soft alert-info">
          <ShieldAlert aria-hidden="true" className="size-5 shrink-0" />
          <span>{ACCOUNT_TEXTS.adminRequired}</span>
        </div>
      )}
      {secondStep ? (
        <TwoFactorStep
          methods={secondStep}
          onVerified={() => finishSignIn(to)}
          onCancel={() => {
            setSecondStep(null);
            setSigningIn(false);
          }}
        />
      ) : (
        <>
          <CredentialsForm
            fields={["email", "password"]}
            submitLabel={ACCOUNT_TEXTS.login}
            onSubmit={signIn}
          />
          <FormError message={error} />
          <Link to={paths.forgotPassword} className="link self-end text-sm">
            {MAIL_TEXTS.forgotPassword}
          </Link>
          <p className="text-center text-sm">
            New to X-Part?{" "}
            <Link to={to === paths.home ? paths.signup : hrefs.signup(to)} className="link font-semibold">
              {ACCOUNT_TEXTS.createAccount}
            </Link>
          </p>
          <GoogleButton returnTo={to} errorTo={errorTo} onError={setError} />
        </>
      )}
    </AuthCard>
  );
}
