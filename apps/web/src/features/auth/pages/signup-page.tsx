import { ACCOUNT_TEXTS } from "@xpart/shared";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";

import { useAuth } from "../../../app/auth-context";
import { FormError, messageOf } from "../../../components/form-field";
import { authApi } from "../../../lib/auth-api";
import { AuthCard } from "../components/auth-card";
import { CredentialsForm } from "../components/credentials-form";
import { GoogleButton } from "../components/google-button";
import { googleError } from "../components/return-location";
import { useFinishSignIn } from "../components/use-finish-sign-in";

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
      await track(authApi.signUpEmail(name, email, password).then(() => finishSignIn("/")));
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
        <Link to="/login" className="link font-semibold">
          {ACCOUNT_TEXTS.pleaseLogin}
        </Link>
      </p>
      <div className="divider my-0">OR</div>
      <GoogleButton returnTo="/" errorTo="/signup" onError={setError} />
    </AuthCard>
  );
}
