import type { FormEvent, ReactNode } from "react";

interface FormCardProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** While the request runs, for assistive technology. */
  busy: boolean;
  /** Two columns from tablet width up (the product form's short fields side by side). */
  twoColumns?: boolean;
  children: ReactNode;
}

/**
 * A page's one form on a card (quick order, catalogue import, Add Product): checked by `onSubmit` only, never
 * by the browser (`noValidate`), so every message is the shop's own.
 */
export function FormCard({ onSubmit, busy, twoColumns = false, children }: FormCardProps) {
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-busy={busy}
      className="card max-w-3xl border border-base-300 bg-base-100 shadow-sm"
    >
      <div className={`card-body grid gap-4 p-5 *:min-w-0 sm:p-6 ${twoColumns ? "md:grid-cols-2" : ""}`}>
        {children}
      </div>
    </form>
  );
}
