import type { CartLine } from "@xpart/shared/schemas";
import { LIMITS } from "@xpart/shared/texts";
import { useEffect, useEffectEvent, useState } from "react";

import { isSoldOut, lineLimits } from "#src/features/cart/cart-rules";
import { checkQuantity, clampQuantity } from "#src/lib/quantity-rules";

/**
 * A cart line's quantity field, with the billing modal's rules: what is typed stays until the buyer pauses for
 * 1.5 s (spec §5), then it is clamped into the limits and, if it differs from the cart's, sent with `commit`.
 * Leaving the field sends it at once, so a checkout right after typing orders what is on screen.
 */
export function useLineQuantity(
  line: CartLine,
  /** Sends the quantity; a refusal calls `reset`, which puts the cart's quantity back in the field. */
  commit: (quantity: number, reset: () => void) => void,
) {
  const [text, setText] = useState(String(line.quantity));
  // The server's quantity changed (an answer, a refetch): the field shows it.
  const [shown, setShown] = useState(line.quantity);
  if (line.quantity !== shown) {
    setShown(line.quantity);
    setText(String(line.quantity));
  }
  const limits = lineLimits(line);
  const soldOut = isSoldOut(line);
  const pending = text !== String(line.quantity);

  const flush = () => {
    if (soldOut || !pending) return;
    const fitted = clampQuantity(text, limits);
    setText(String(fitted));
    // A refused change puts the cart's quantity back, so the wait does not send it again and again.
    const kept = String(line.quantity);
    if (fitted !== line.quantity) commit(fitted, () => setText(kept));
  };
  // Reads the latest text when the wait ends; each keystroke restarts the wait.
  const onPause = useEffectEvent(flush);
  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => onPause(), LIMITS.quantityClampDelayMs);
    return () => window.clearTimeout(timer);
  }, [text, pending]);

  const check = checkQuantity(text, limits);
  return { text, setText, flush, soldOut, error: check.ok ? null : check.message };
}
