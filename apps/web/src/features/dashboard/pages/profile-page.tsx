import { ACCOUNT_TEXTS } from "@xpart/shared/texts";

import { useInfo } from "#src/features/dashboard/api/get-info";
import { DeliveryAddresses } from "#src/features/dashboard/components/delivery-addresses";
import { EditProfileForm } from "#src/features/dashboard/components/edit-profile-form";
import { EmailCard } from "#src/features/dashboard/components/email-card";
import { MoreInfoCard } from "#src/features/dashboard/components/more-info-card";
import { ProfileCard } from "#src/features/dashboard/components/profile-card";
import { TwoFactorCard } from "#src/features/dashboard/components/two-factor-card";
import { useAuth } from "#src/lib/auth/auth-context";

/**
 * My Profile (spec §2, /dashboard and /dashboard/profile): who is signed in, their account settings and saved
 * delivery addresses (issue 26).
 */
export function ProfilePage() {
  const { user } = useAuth();
  // The same query as the 'More info' card's: the social buttons follow the record it adds or updates.
  const info = useInfo(user?.email ?? "");
  return (
    <section className="p-4 sm:p-6">
      <title>My Profile | X-Part</title>
      <h1 className="mb-6 text-3xl font-bold">My Profile</h1>
      {user ? (
        <div className="grid items-start gap-6 xl:grid-cols-[22rem_1fr]">
          <div className="flex flex-col gap-6">
            <ProfileCard user={user} info={info.data} />
            <MoreInfoCard key={`info-${user.email}`} email={user.email} />
          </div>
          <div className="flex flex-col gap-6">
            {/* A new user (after a sign-in as someone else) starts the form from their own values. */}
            <EditProfileForm key={user.email} user={user} />
            <DeliveryAddresses
              key={`addresses-${user.email}`}
              email={user.email}
              defaultName={user.displayName?.trim() || ""}
            />
            <EmailCard key={`mail-${user.email}`} user={user} />
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
