import { FileDown } from "lucide-react";
import type { ReactNode } from "react";

interface DownloadButtonProps {
  /** While the file is on its way the button is busy and disabled, so one click saves one file. */
  pending: boolean;
  onDownload: () => void;
  describedBy?: string;
  /** A link-styled button by default (invoices, credit notes); a card action passes its button classes. */
  className?: string;
  children: ReactNode;
}

/**
 * A document the signed-in user saves (invoice, credit note, packing slip): a button, not a link, because the
 * PDF is fetched with the user's token and a plain link would carry none.
 */
export function DownloadButton({
  pending,
  onDownload,
  describedBy,
  className = "link link-hover inline-flex items-center gap-1 text-sm",
  children,
}: DownloadButtonProps) {
  return (
    <button
      type="button"
      className={className}
      aria-describedby={describedBy}
      aria-busy={pending}
      disabled={pending}
      onClick={onDownload}
    >
      <FileDown aria-hidden="true" className="size-4 shrink-0" />
      {children}
    </button>
  );
}
