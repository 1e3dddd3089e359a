import { ORDER_TEXTS } from "@xpart/shared/texts";
import { Lock } from "lucide-react";

/** The spec's 'Pay' button: disabled until the provider is ready, spinning while a payment runs (PAY-03/12). */
export function PayButton({ ready, processing }: { ready: boolean; processing: boolean }) {
  return (
    <button
      type="submit"
      className="btn btn-primary btn-block"
      disabled={!ready || processing}
      aria-busy={processing}
    >
      {processing || !ready ? (
        <span className="loading loading-spinner loading-sm" aria-hidden="true" />
      ) : (
        <Lock aria-hidden="true" className="size-4" />
      )}
      {ORDER_TEXTS.pay}
    </button>
  );
}

/** A card error in red under the form (spec §8: the provider's message). */
export function CardError({ message }: { message: string | null }) {
  return (
    <p role="alert" className="min-h-6 text-sm font-medium text-error">
      {message}
    </p>
  );
}
