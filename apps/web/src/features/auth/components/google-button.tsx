import { ACCOUNT_TEXTS } from "@xpart/shared/texts";
import { useState } from "react";

import { messageOf } from "#src/components/form-field";
import { useSignInOptions } from "#src/features/auth/api/get-sign-in-options";
import { authApi } from "#src/lib/auth/auth-api";
import { useAuth } from "#src/lib/auth/auth-context";

/** Google's "G", drawn inline: nothing loads from another site (DESIGN §10). */
function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" className="size-5" aria-hidden="true">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}

interface GoogleButtonProps {
  /** Where the visitor lands once Google has said yes: travels through the round trip as the callback URL. */
  returnTo: string;
  /** Where a failed round trip comes back to (with `?error=`). */
  errorTo: string;
  /** Shows a failure in the page's red message line, or clears it (null). */
  onError: (message: string | null) => void;
}

/**
 * 'Continue with Google' (spec §2 Login and Sign-up) under an 'OR' divider, shown only once the shop says
 * Google is configured (issue 12: a button that cannot work is hidden, not disabled with an apology). A
 * full-page redirect instead of the original's 500×600 popup: better-auth's OpenID flow is a redirect, and
 * the return location rides along.
 */
export function GoogleButton({ returnTo, errorTo, onError }: GoogleButtonProps) {
  const { track } = useAuth();
  const options = useSignInOptions();
  // Stays on once the provider's address has arrived: the page is leaving, a second click would start again.
  const [leaving, setLeaving] = useState(false);

  const start = async () => {
    onError(null);
    try {
      const url = await track(authApi.googleUrl(returnTo, errorTo));
      setLeaving(true);
      window.location.assign(url);
    } catch (error) {
      onError(messageOf(error));
    }
  };

  if (options.data?.google !== true) return null;
  return (
    <>
      <div className="divider my-0">OR</div>
      <button
        type="button"
        className="btn btn-outline w-full"
        disabled={leaving}
        onClick={() => void start()}
      >
        <GoogleMark />
        {ACCOUNT_TEXTS.continueWithGoogle}
      </button>
    </>
  );
}
