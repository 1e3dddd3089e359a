import { ACCOUNT_TEXTS } from "@xpart/shared/texts";
import { PanelLeftOpen, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Outlet, useLocation } from "react-router";

import { SideMenu } from "#src/features/dashboard/components/side-menu";

/** daisyUI's lg breakpoint, where the menu stays open beside the page. */
const WIDE = "(min-width: 1024px)";

/**
 * The /dashboard drawer layout (spec §2, DASH-01/19): a side menu beside the nested route on wide screens;
 * on small ones a drawer behind a toggle button. The open drawer keeps the focus (Tab cycles, Escape closes
 * and returns it to the toggle) and the page behind it is inert.
 */
export function DashboardLayout() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const location = useLocation();

  // Any navigation closes the drawer, whichever menu item or history step caused it.
  const [lastLocation, setLastLocation] = useState(location);
  if (location !== lastLocation) {
    setLastLocation(location);
    setOpen(false);
  }

  // Growing past the breakpoint shows the menu in place: the drawer state must not keep the page inert.
  useEffect(() => {
    const wide = window.matchMedia(WIDE);
    const onChange = () => {
      if (wide.matches) setOpen(false);
    };
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, []);

  // Set when the person closes the drawer, so the focus goes back to the toggle (not on navigation).
  const returnFocus = useRef(false);
  useEffect(() => {
    if (open) {
      const panel = panelRef.current;
      (panel?.querySelector<HTMLElement>("nav a, nav button") ?? panel?.querySelector("button"))?.focus();
    } else if (returnFocus.current) {
      // After the commit: until then the page around the toggle is still inert.
      returnFocus.current = false;
      toggleRef.current?.focus();
    }
  }, [open]);

  const close = () => {
    returnFocus.current = true;
    setOpen(false);
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    if (event.key === "Escape") {
      close();
      return;
    }
    if (event.key !== "Tab") return;
    const focusable = panelRef.current?.querySelectorAll<HTMLElement>("a, button") ?? [];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className="drawer mx-auto max-w-7xl lg:drawer-open">
      {/* daisyUI shows the drawer from this box's state; the button below is what people and keyboards use. */}
      <input
        type="checkbox"
        className="drawer-toggle"
        checked={open}
        onChange={(event) => setOpen(event.target.checked)}
        tabIndex={-1}
        aria-hidden="true"
      />
      {/* Every dashboard page's heading in one size, so pages line up as the menu moves between them. */}
      <div className="drawer-content min-h-[60vh] min-w-0 [&_h1]:text-2xl" inert={open}>
        <div className="border-b border-base-300 px-4 py-2 lg:hidden">
          <button
            ref={toggleRef}
            type="button"
            className="btn btn-ghost btn-sm"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen(true)}
          >
            <PanelLeftOpen aria-hidden="true" className="size-5" />
            Dashboard menu
          </button>
        </div>
        <Outlet />
      </div>
      {/* No fade: the menu must be visible at once to take the focus when it opens. */}
      <div className="drawer-side z-50 transition-none lg:top-16 lg:z-auto lg:h-[calc(100dvh-4rem)]">
        <div className="drawer-overlay" aria-hidden="true" onClick={close} />
        <div
          ref={panelRef}
          id={panelId}
          role={open ? "dialog" : undefined}
          aria-modal={open ? true : undefined}
          aria-label={open ? "Dashboard menu" : undefined}
          onKeyDown={onPanelKeyDown}
          className="flex min-h-full w-72 max-w-[85vw] flex-col gap-3 bg-base-200 p-4 lg:w-64 lg:border-r lg:border-base-300"
        >
          <div className="flex items-center justify-between">
            <p className="text-lg font-bold">{ACCOUNT_TEXTS.dashboard}</p>
            {open && (
              <button
                type="button"
                className="btn btn-square btn-ghost btn-sm"
                aria-label="Close menu"
                onClick={close}
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            )}
          </div>
          <nav aria-label="Dashboard">
            <SideMenu />
          </nav>
        </div>
      </div>
    </div>
  );
}
