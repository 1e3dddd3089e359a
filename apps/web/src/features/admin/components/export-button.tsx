import { Download } from "lucide-react";
import type { ReactNode } from "react";

interface ExportButtonProps {
  /** This button's file is being prepared: a spinner instead of the icon. */
  busy: boolean;
  /** Any export of the page is running, or the filters are not ready. */
  disabled: boolean;
  onExport: () => void;
  className?: string;
  children: ReactNode;
}

/** An admin page's CSV export (the catalogue, the activity log, a price list): fetches its file and saves it. */
export function ExportButton({
  busy,
  disabled,
  onExport,
  className = "btn btn-outline",
  children,
}: ExportButtonProps) {
  return (
    <button type="button" className={className} disabled={disabled} aria-busy={busy} onClick={onExport}>
      {busy ? (
        <span className="loading loading-spinner loading-sm" aria-hidden="true" />
      ) : (
        <Download aria-hidden="true" className="size-4" />
      )}
      {children}
    </button>
  );
}
