import { useState } from "react";

import { authApi } from "#src/lib/auth/auth-api";
import { useAuth } from "#src/lib/auth/auth-context";

import { BackupCodes } from "./backup-codes";
import { CodeStep, PasswordStep } from "./single-field-form";

type Step =
  { name: "password" } | { name: "scan"; uri: string; codes: string[] } | { name: "done"; codes: string[] };

/** The secret in groups of four, as authenticator apps print it and people type it. */
function readableSecret(uri: string): string {
  const secret = new URL(uri).searchParams.get("secret") ?? "";
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}

/**
 * Enrolment with an authenticator app: the password, then the setup key for the app, then the app's first
 * code proves it works (verify-totp); only then is two-factor on, and the backup codes show once.
 */
export function TotpEnrolment({ onClose }: { onClose: () => void }) {
  const { refresh } = useAuth();
  const [step, setStep] = useState<Step>({ name: "password" });

  if (step.name === "password") {
    return (
      <PasswordStep
        key="password"
        submitLabel="Continue"
        onCancel={onClose}
        onSubmit={async (password) => {
          const { totpURI, backupCodes } = await authApi.twoFactor.enable(password || undefined);
          setStep({ name: "scan", uri: totpURI, codes: backupCodes });
        }}
      />
    );
  }
  if (step.name === "scan") {
    return (
      <div className="flex flex-col gap-3">
        <p>Add X-Part to your authenticator app with this setup key (choose &quot;time-based&quot;):</p>
        <p
          aria-label="Setup key"
          className="rounded-box bg-base-200 p-3 font-mono text-lg break-all select-all"
        >
          {readableSecret(step.uri)}
        </p>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">Or open this setup link on the phone with the app</span>
          <textarea readOnly rows={3} className="textarea w-full font-mono text-xs" value={step.uri} />
        </label>
        <CodeStep
          key="scan"
          label="Code from your app"
          submitLabel="Turn on"
          onCancel={onClose}
          onSubmit={async (code) => {
            await authApi.twoFactor.verifyTotp(code);
            await refresh();
            setStep({ name: "done", codes: step.codes });
          }}
        />
      </div>
    );
  }
  return <BackupCodes codes={step.codes} onDone={onClose} />;
}
