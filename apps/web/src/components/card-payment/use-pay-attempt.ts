import { useState } from "react";

import { messageOf } from "#src/components/form-field";

const PAYMENT_FAILED = "The payment could not be completed.";

/**
 * What both card forms share: one payment attempt at a time, and its failure shown in red (spec §8).
 * `work` answers the card's error message, or null once the order is paid; a throw becomes a message too.
 */
export function usePayAttempt() {
  const [error, setError] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const attempt = async (work: () => Promise<string | null>) => {
    setError(null);
    setProcessing(true);
    try {
      setError(await work());
    } catch (failure) {
      setError(messageOf(failure, PAYMENT_FAILED));
    } finally {
      setProcessing(false);
    }
  };
  return { error, setError, processing, attempt };
}
