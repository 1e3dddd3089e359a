import { TEXTS } from "@xpart/shared/texts";
import type { ReactNode } from "react";

/** One grey placeholder block; its classes give it the size of what will replace it. */
export function Skeleton({ className = "" }: { className?: string }) {
  return <div aria-hidden="true" className={`skeleton rounded-box ${className}`} />;
}

/**
 * A loading state in the shape of the content it stands for, so nothing jumps when the content arrives.
 * Screen readers hear 'Loading...' (the checklist's hidden text); the blocks themselves are hidden from them.
 */
export function LoadingSkeleton({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <div role="status" className={className}>
      <span className="sr-only">{TEXTS.loading}</span>
      {children}
    </div>
  );
}

/** The storefront card's placeholder: image, category, name, description, figures and 'Purchase'. */
export function ProductCardSkeleton() {
  return (
    <div className="card h-full border border-base-300 bg-base-100 shadow-sm">
      <Skeleton className="aspect-[4/3] rounded-b-none md:aspect-square" />
      <div className="card-body gap-2 p-5">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-7 w-3/4" />
        <Skeleton className="h-14 w-full" />
        <Skeleton className="mt-2 h-10 w-2/3" />
        <Skeleton className="h-7 w-28" />
        <Skeleton className="mt-1 h-10 w-full" />
      </div>
    </div>
  );
}
