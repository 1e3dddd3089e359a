import type { InfoRecord } from "@xpart/shared/schemas";

import { UserAvatar } from "#src/components/user-avatar";
import type { AuthUser } from "#src/lib/auth/auth-context";

import { SocialLinks } from "./social-links";

/**
 * Who is signed in (spec §2 Profile page, PROF-01..05): avatar or initial, display name, email, and the
 * buttons to their own profile links (`info`: their info record, null without one, undefined while loading).
 */
export function ProfileCard({ user, info }: { user: AuthUser; info: InfoRecord | null | undefined }) {
  return (
    <section aria-labelledby="profile-name" className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body items-center gap-3 text-center">
        <UserAvatar user={user} size="large" />
        <h2 id="profile-name" className="text-2xl font-bold break-words">
          {user.displayName || "No name yet"}
        </h2>
        <p className="break-all text-base-content/80">{user.email}</p>
        {info !== undefined && <SocialLinks record={info} />}
      </div>
    </section>
  );
}
