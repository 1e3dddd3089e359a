import type { AuthUser } from "../../../app/auth-context";
import { UserAvatar } from "../../../components/user-avatar";

import { SocialLinks } from "./social-links";

/** Who is signed in (spec §2 Profile page, PROF-01..04): avatar or initial, display name, email. */
export function ProfileCard({ user }: { user: AuthUser }) {
  return (
    <section aria-labelledby="profile-name" className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body items-center gap-3 text-center">
        <UserAvatar user={user} size="large" />
        <h2 id="profile-name" className="text-2xl font-bold break-words">
          {user.displayName || "No name yet"}
        </h2>
        <p className="break-all text-base-content/80">{user.email}</p>
        <SocialLinks />
      </div>
    </section>
  );
}
