import { X } from "lucide-react";
import { useEffect, useId, useRef, type ReactNode, type RefObject } from "react";

const FOCUSABLE = [
  "a[href]",
  "area[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "iframe",
  "[contenteditable='true']",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest("[inert]") && element.getClientRects().length > 0,
  );
}

interface ModalProps {
  /** Whether the dialog is shown; the parent owns this state. */
  open: boolean;
  /** Asked to close: Escape, the ✕ button, or a click on the backdrop (when `dismissible`). */
  onClose: () => void;
  /** The heading; it also names the dialog for assistive technology. */
  title: ReactNode;
  children: ReactNode;
  /** Buttons in the footer (daisyUI `modal-action`), e.g. Cancel and a submit button. */
  actions?: ReactNode;
  /** The element to focus when the dialog opens; by default the first focusable one after the ✕ button. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** False keeps the dialog open against Escape, the backdrop and ✕ (e.g. while a request runs). */
  dismissible?: boolean;
  /** Extra classes for the box, e.g. `max-w-2xl`. */
  className?: string;
  /** The ✕ button's accessible name. */
  closeLabel?: string;
}

/**
 * An accessible modal on the native `<dialog>` (DESIGN §10): `showModal()` makes the page behind it inert, Tab
 * and Shift+Tab cycle inside it, Escape closes it, its title names it, and focus returns to where it was.
 * The content stays mounted while closed, so a form keeps its input between openings; reset it when you mean to.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  actions,
  initialFocus,
  dismissible = true,
  className = "",
  closeLabel = "Close",
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // The latest callbacks, read by the native event listeners without re-binding them.
  const latest = useRef({ open, onClose, dismissible });
  useEffect(() => {
    latest.current = { open, onClose, dismissible };
  });
  // Where the last press began: a drag from a field to the backdrop must not close the dialog.
  const pressedOn = useRef<EventTarget | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const target =
      initialFocus?.current ?? focusableIn(boxRef.current ?? dialog).find((el) => !el.dataset.close);
    target?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open, initialFocus]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Escape fires 'cancel': the parent decides, so its state stays the one truth.
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (latest.current.dismissible) latest.current.onClose();
    };
    // Closed some other way while meant to be open (a form with method="dialog", the browser): tell the parent.
    // The event comes a task after close(): a dialog open again by then (StrictMode's trial unmount and mount in
    // development closes and reopens it at once) was not closed.
    const onNativeClose = () => {
      if (latest.current.open && !dialog.open) latest.current.onClose();
    };
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("close", onNativeClose);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("close", onNativeClose);
    };
  }, []);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab" || !boxRef.current) return;
    const items = focusableIn(boxRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !boxRef.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !boxRef.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className="modal modal-bottom sm:modal-middle"
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        pressedOn.current = event.target;
      }}
      // A click outside the box lands on the dialog itself, which daisyUI stretches over the viewport.
      onClick={(event) => {
        const outside = event.target === event.currentTarget && pressedOn.current === event.currentTarget;
        if (outside && dismissible) onClose();
      }}
    >
      <div ref={boxRef} className={`modal-box max-h-[90dvh] ${className}`}>
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-bold">
            {title}
          </h2>
          <button
            type="button"
            data-close="true"
            className="btn btn-circle btn-ghost btn-sm -mt-1 -mr-2"
            aria-label={closeLabel}
            disabled={!dismissible}
            onClick={onClose}
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        {children}
        {actions && <div className="modal-action">{actions}</div>}
      </div>
    </dialog>
  );
}
