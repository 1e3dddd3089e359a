import type { ReactNode } from "react";

/** A term and its value in a quote's facts (a `<dl>`'s pair); a wide one (a note) keeps its lines. */
export function QuoteFact({
  term,
  children,
  wide = false,
}: {
  term: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={wide ? "sm:col-span-full" : "min-w-0"}>
      <dt className="text-sm text-base-content/70">{term}</dt>
      <dd className={wide ? "whitespace-pre-line wrap-anywhere" : "wrap-anywhere"}>{children}</dd>
    </div>
  );
}
