import { useState } from "react";

import type { AuthUser } from "#src/lib/auth/auth-context";

const SIZES = {
  small: { pixels: 36, box: "size-9 text-base" },
  large: { pixels: 96, box: "size-24 text-4xl" },
} as const;

/**
 * The user's picture, or their initial when the account has none or the picture fails to load (NAV-07):
 * never a broken image.
 */
export function UserAvatar({ user, size = "small" }: { user: AuthUser; size?: keyof typeof SIZES }) {
  const name = user.displayName || user.email;
  const { pixels, box } = SIZES[size];
  // Remember which address failed, so a new photo URL gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (user.photoURL && user.photoURL !== failedSrc) {
    return (
      <img
        src={user.photoURL}
        alt={name}
        width={pixels}
        height={pixels}
        referrerPolicy="no-referrer"
        onError={() => setFailedSrc(user.photoURL)}
        className={`${box} shrink-0 rounded-full object-cover`}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={name}
      className={`${box} grid shrink-0 place-items-center rounded-full bg-primary font-bold text-primary-content`}
    >
      {name.charAt(0).toUpperCase()}
    </span>
  );
}
