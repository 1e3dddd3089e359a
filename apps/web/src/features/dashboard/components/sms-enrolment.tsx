import { ACCOUNT_TEXTS } from "@xpart/shared/texts";
import { useState, type ComponentProps } from "react";

import { authApi } from "#src/lib/auth/auth-api";
import { useAuth } from "#src/lib/auth/auth-context";
import { CODE_FROM_TEXT } from "#src/lib/auth/one-time-code";

import { BackupCodes } from "./backup-codes";
import { CodeStep, PasswordStep, SingleFieldForm } from "./single-field-form";

type Step =
  /** Moving a verified phone to another number: the current password first (the server checks it). */
  | { name: "current-password" }
  | { name: "phone"; password?: string }
  | { name: "phone-code"; phone: string; password?: string }
  | { name: "password" }
  | { name: "sms-code"; codes: string[] }
  | { name: "done"; codes: string[] };

/** International format (E.164), as the server checks it: a plus, the country code, up to 15 digits. */
function phoneError(phone: string): string | undefined {
  if (!phone) return "Enter your mobile number";
  return /^\+[1-9]\d{6,14}$/.test(phone.replace(/[\s-]/g, "")) ? undefined : ACCOUNT_TEXTS.phoneFormat;
}

/** A code just texted: where it went (announced), then the field for it. */
function TextedCodeStep({
  status,
  ...step
}: Omit<ComponentProps<typeof CodeStep>, "label"> & { status: string }) {
  return (
    <div className="flex flex-col gap-3">
      <p role="status">{status}</p>
      <CodeStep label={CODE_FROM_TEXT} {...step} />
    </div>
  );
}

/**
 * Enrolment with text messages (the spec's phone multi-factor): the phone is verified first with a code sent
 * to it, then the password turns two-factor on, and one more texted code proves the whole path works.
 */
export function SmsEnrolment({ onClose }: { onClose: () => void }) {
  const { user, refresh } = useAuth();
  const verifiedPhone = user?.phoneNumber ?? null;
  const [step, setStep] = useState<Step>(verifiedPhone ? { name: "password" } : { name: "phone" });

  switch (step.name) {
    case "current-password":
      return (
        <div className="flex flex-col gap-3">
          <p>To move your codes to another number, confirm it is you.</p>
          <PasswordStep
            key="current-password"
            label="Your current password"
            submitLabel="Continue"
            onCancel={onClose}
            onSubmit={async (password) => setStep({ name: "phone", password })}
          />
        </div>
      );
    case "phone":
      return (
        <SingleFieldForm
          key="phone"
          label="Mobile number"
          hint="International format, e.g. +15551234567"
          input={{ type: "tel", autoComplete: "tel" }}
          submitLabel="Send code"
          validate={phoneError}
          onCancel={onClose}
          onSubmit={async (value) => {
            const phone = value.replace(/[\s-]/g, "");
            await authApi.phone.sendCode(phone, step.password);
            setStep({ name: "phone-code", phone, password: step.password });
          }}
        />
      );
    case "phone-code":
      return (
        <TextedCodeStep
          key="phone-code"
          status={`We texted a code to ${step.phone}.`}
          submitLabel="Verify number"
          onCancel={onClose}
          onSubmit={async (code) => {
            await authApi.phone.verify(step.phone, code, step.password);
            await refresh();
            setStep({ name: "password" });
          }}
        />
      );
    case "password":
      return (
        <div className="flex flex-col gap-3">
          {verifiedPhone && (
            <p>
              Codes will go to <span className="font-semibold">{verifiedPhone}</span>.{" "}
              <button type="button" className="link" onClick={() => setStep({ name: "current-password" })}>
                Use another number
              </button>
            </p>
          )}
          <PasswordStep
            key="password"
            submitLabel="Continue"
            onCancel={onClose}
            onSubmit={async (password) => {
              const { backupCodes } = await authApi.twoFactor.enable(password || undefined);
              await authApi.twoFactor.sendOtp();
              setStep({ name: "sms-code", codes: backupCodes });
            }}
          />
        </div>
      );
    case "sms-code":
      return (
        <TextedCodeStep
          key="sms-code"
          status={`We texted a sign-in code to ${verifiedPhone ?? "your phone"}.`}
          submitLabel="Turn on"
          onCancel={onClose}
          onSubmit={async (code) => {
            await authApi.twoFactor.verifyOtp(code);
            await refresh();
            setStep({ name: "done", codes: step.codes });
          }}
        />
      );
    case "done":
      return <BackupCodes codes={step.codes} onDone={onClose} />;
  }
}
