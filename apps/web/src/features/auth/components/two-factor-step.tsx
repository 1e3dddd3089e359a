import { useRef, useState, type FormEvent } from "react";

import { FormError, FormField, messageOf } from "#src/components/form-field";
import { authApi, type TwoFactorMethod } from "#src/lib/auth/auth-api";
import { useAuth } from "#src/lib/auth/auth-context";
import { CODE_FROM_TEXT, oneTimeCodeError } from "#src/lib/auth/one-time-code";

type Mode = "totp" | "otp" | "backup";

const MODES: Record<Mode, { label: string; verify: (code: string) => Promise<unknown> }> = {
  totp: { label: "Code from your authenticator app", verify: (code) => authApi.twoFactor.verifyTotp(code) },
  otp: { label: CODE_FROM_TEXT, verify: (code) => authApi.twoFactor.verifyOtp(code) },
  backup: { label: "Backup code", verify: (code) => authApi.twoFactor.verifyBackupCode(code) },
};

const codeError = (mode: Mode, code: string) => oneTimeCodeError(code, { backup: mode === "backup" });

interface TwoFactorStepProps {
  /** What the account offers, from the sign-in answer. */
  methods: TwoFactorMethod[];
  /** Runs once a code was accepted: the session now exists. */
  onVerified: () => Promise<void>;
  onCancel: () => void;
}

/**
 * The second step of a sign-in (LOGIN-09): a code from the authenticator app, a code sent by text message,
 * or one of the backup codes. A wrong code shows the provider's message in red and signs nobody in.
 */
export function TwoFactorStep({ methods, onVerified, onCancel }: TwoFactorStepProps) {
  const { track } = useAuth();
  const [mode, setMode] = useState<Mode>(methods.includes("totp") ? "totp" : "otp");
  const [smsSent, setSmsSent] = useState(false);
  const [code, setCode] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const fieldError = submitted ? codeError(mode, code.trim()) : undefined;
  const waitingForSms = mode === "otp" && !smsSent;

  const switchTo = (next: Mode) => {
    setMode(next);
    setCode("");
    setSubmitted(false);
    setError(null);
  };

  const sendSms = async () => {
    setError(null);
    try {
      await track(authApi.twoFactor.sendOtp());
      setSmsSent(true);
      switchTo("otp");
    } catch (cause) {
      setError(messageOf(cause));
    }
  };

  const verify = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setError(null);
    if (codeError(mode, code.trim())) {
      input.current?.focus();
      return;
    }
    try {
      await track(MODES[mode].verify(code.trim()).then(onVerified));
    } catch (cause) {
      setError(messageOf(cause));
      input.current?.select();
    }
  };

  return (
    <section aria-labelledby="two-factor-heading" className="flex flex-col gap-4">
      <h2 id="two-factor-heading" className="text-xl font-semibold">
        Two-step verification
      </h2>
      {waitingForSms ? (
        <p>Choose "Text me a code" to get a 6-digit code on the phone registered for codes.</p>
      ) : (
        <form
          method="post"
          noValidate
          onSubmit={(event) => void verify(event)}
          className="flex flex-col gap-4"
        >
          {/* The server answers the same whether or not the account has a phone, so promise no more. */}
          {mode === "otp" && (
            <p role="status">We have texted a 6-digit code to the phone number on your account.</p>
          )}
          <FormField
            ref={input}
            // A new field for each mode, so the browser's one-time-code autofill applies to the right one.
            key={mode}
            label={MODES[mode].label}
            name="code"
            inputMode={mode === "backup" ? "text" : "numeric"}
            autoComplete="one-time-code"
            autoFocus
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={fieldError}
          />
          <button type="submit" className="btn btn-accent w-full">
            Verify
          </button>
        </form>
      )}
      <FormError message={error} />
      <div className="flex flex-col items-start gap-2">
        {methods.includes("otp") && (
          <button type="button" className="link py-1 text-sm font-medium" onClick={() => void sendSms()}>
            {smsSent ? "Text me a new code" : "Text me a code"}
          </button>
        )}
        {methods.includes("totp") && mode !== "totp" && (
          <button type="button" className="link py-1 text-sm font-medium" onClick={() => switchTo("totp")}>
            Use my authenticator app
          </button>
        )}
        {mode !== "backup" && (
          <button type="button" className="link py-1 text-sm font-medium" onClick={() => switchTo("backup")}>
            Use a backup code
          </button>
        )}
        <button type="button" className="link py-1 text-sm font-medium" onClick={onCancel}>
          Back to login
        </button>
      </div>
    </section>
  );
}
