import { ACCOUNT_TEXTS } from "@xpart/shared";

import { useAuth } from "../../../app/auth-context";
import { EditProfileForm } from "../components/edit-profile-form";
import { ProfileCard } from "../components/profile-card";
import { TwoFactorCard } from "../components/two-factor-card";

/** My Profile (spec §2, /dashboard and /dashboard/profile): who is signed in, and their account settings. */
export function ProfilePage() {
  const { user } = useAuth();
  return (
    <section className="p-4 sm:p-6">
      <title>My Profile | X-Part Manager</title>
      <h1 className="mb-6 text-3xl font-bold">My Profile</h1>
      {user ? (
        <div className="grid items-start gap-6 xl:grid-cols-[22rem_1fr]">
          <ProfileCard user={user} />
          <div className="flex flex-col gap-6">
            {/* A new user (after a sign-in as someone else) starts the form from their own values. */}
            <EditProfileForm key={user.email} user={user} />
            <TwoFactorCard key={`2fa-${user.email}`} user={user} />
          </div>
        </div>
      ) : (
        <p role="alert" className="text-error">
          {ACCOUNT_TEXTS.noUserLoggedIn}
        </p>
      )}
    </section>
  );
}
