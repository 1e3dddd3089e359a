import { TEXTS } from "@xpart/shared/texts";

/** A spinner whose 'Loading...' is read by screen readers but not shown (spec §2 reviews). */
export function Spinner({ className = "" }: { className?: string }) {
  return (
    <div role="status" className={`flex justify-center py-10 ${className}`}>
      <span className="loading loading-spinner loading-lg text-accent dark:text-primary" aria-hidden="true" />
      <span className="sr-only">{TEXTS.loading}</span>
    </div>
  );
}

/**
 * Covers the viewport while auth state loads (spec §2 navbar). `w-screen` (100vw) because the page reserves
 * the scrollbar gutter (decision 0016), which `inset-0` alone would leave uncovered.
 */
export function FullScreenSpinner() {
  return (
    <div className="fixed inset-0 z-50 grid w-screen place-items-center bg-base-100/90">
      <Spinner />
    </div>
  );
}
