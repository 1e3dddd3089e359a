import { ACCOUNT_TEXTS, TRADE_TEXTS } from "@xpart/shared/texts";
import { Menu, ShoppingCart, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";

import { useAuth, type AuthUser } from "#src/lib/auth/auth-context";
import { useSignOutToHome } from "#src/lib/auth/use-sign-out-to-home";
import { useCart } from "#src/lib/cart";
import { paths } from "#src/lib/paths";

import { UserAvatar } from "./user-avatar";

/**
 * 'Cart' with its number of lines (issue 26). Only a signed-in visitor has one, so only then is it asked for;
 * its schema loads with it, keeping zod off the public pages' first load.
 */
function CartLink() {
  const count = useCart().data?.lines.length ?? 0;
  return (
    <NavLink to={paths.cart}>
      <ShoppingCart aria-hidden="true" className="size-4" />
      {TRADE_TEXTS.cart}{" "}
      {count > 0 && (
        <span className="badge badge-sm badge-primary">
          {count}
          <span className="sr-only"> {count === 1 ? "line" : "lines"}</span>
        </span>
      )}
    </NavLink>
  );
}

/**
 * The links shared by the wide bar and the small-screen dropdown (spec §2: the same links).
 * daisyUI's menu highlights the current page through the aria-current NavLink sets.
 */
function NavItems({ user, onSignOut }: { user: AuthUser | null; onSignOut: () => void }) {
  return (
    <>
      <li>
        <NavLink to={paths.home} end>
          Home
        </NavLink>
      </li>
      <li>
        <NavLink to={paths.shop}>Shop</NavLink>
      </li>
      {user ? (
        <>
          <li>
            <CartLink />
          </li>
          <li>
            <NavLink to={paths.dashboard}>{ACCOUNT_TEXTS.dashboard}</NavLink>
          </li>
          <li>
            <button type="button" onClick={onSignOut}>
              {ACCOUNT_TEXTS.signOut}
            </button>
          </li>
        </>
      ) : (
        <li>
          <NavLink to={paths.login}>{ACCOUNT_TEXTS.login}</NavLink>
        </li>
      )}
    </>
  );
}

/** Sticky top bar (spec §2); on small screens its links move into a dropdown behind a menu button. */
export function Navbar() {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const onSignOut = useSignOutToHome();

  // Any navigation closes the dropdown, whichever link or history step caused it.
  const [lastLocation, setLastLocation] = useState(location);
  if (location !== lastLocation) {
    setLastLocation(location);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  return (
    <header className="sticky top-0 z-40 bg-accent text-accent-content shadow-md">
      <a href="#main" className="btn btn-sm absolute left-2 top-2 -translate-y-20 focus:translate-y-0">
        Skip to content
      </a>
      <nav aria-label="Main" className="navbar mx-auto max-w-7xl px-4">
        <div className="flex-1">
          <Link to={paths.home} className="text-2xl tracking-tight">
            X-<b className="text-primary">Part</b>
          </Link>
        </div>
        {/* daisyUI's menu gives a focused item the page's dark text, unreadable on the dark bar (issue 24): the
            bar's own light text, on a lighter tint, with an outline. */}
        <ul className="menu menu-horizontal hidden gap-1 px-1 text-base md:flex [&_:is(a,button):focus-visible]:bg-white/15 [&_:is(a,button):focus-visible]:text-accent-content [&_:is(a,button):focus-visible]:outline-2 [&_:is(a,button):focus-visible]:outline-offset-2 [&_:is(a,button):focus-visible]:outline-accent-content">
          <NavItems user={user} onSignOut={onSignOut} />
        </ul>
        {user && (
          <div className="ml-2">
            <UserAvatar user={user} />
          </div>
        )}
        <div ref={wrapperRef} className="relative ml-2 md:hidden">
          <button
            ref={buttonRef}
            type="button"
            className="btn btn-square btn-ghost text-accent-content hover:bg-white/10 hover:text-accent-content"
            aria-label="Open menu"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((isOpen) => !isOpen)}
          >
            {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </button>
          <ul
            id={menuId}
            hidden={!open}
            className="menu absolute right-0 mt-2 w-52 rounded-box bg-base-100 p-2 text-base text-base-content shadow-lg"
          >
            <NavItems user={user} onSignOut={onSignOut} />
          </ul>
        </div>
      </nav>
    </header>
  );
}
