import { ACCOUNT_TEXTS } from "@xpart/shared/texts";
import { useState, type FormEvent } from "react";

import { FormError, FormField, messageOf } from "#src/components/form-field";
import { updateProfile } from "#src/features/dashboard/api/update-profile";
import { useAuth, type AuthUser } from "#src/lib/auth/auth-context";
import { toast } from "#src/lib/lazy-toast";

/** The server takes only web addresses for photos (http or https), so say so before it has to. */
function photoError(photo: string): string | undefined {
  if (!photo) return undefined;
  try {
    const url = new URL(photo);
    if (url.protocol === "http:" || url.protocol === "https:") return undefined;
  } catch {
    // Not a URL at all: the same message.
  }
  return "Please enter a web address starting with http:// or https://";
}

/** Edit profile: the display name and the photo URL (spec §3 signed-in user; 'Updated Successfully', §8). */
export function EditProfileForm({ user }: { user: AuthUser }) {
  const { refresh } = useAuth();
  const [name, setName] = useState(user.displayName ?? "");
  const [photo, setPhoto] = useState(user.photoURL ?? "");
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const nameError = submitted && !name.trim() ? ACCOUNT_TEXTS.nameRequired : undefined;
  const photoMessage = submitted ? photoError(photo.trim()) : undefined;

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setError(null);
    if (!name.trim() || photoError(photo.trim())) return;
    setPending(true);
    try {
      await updateProfile(user, { name: name.trim(), image: photo.trim() || null });
      await refresh();
      toast.success(ACCOUNT_TEXTS.updatedSuccessfully);
    } catch (cause) {
      setError(messageOf(cause));
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-labelledby="edit-profile" className="card border border-base-300 bg-base-100 shadow-sm">
      <form noValidate onSubmit={(event) => void save(event)} className="card-body gap-4">
        <h2 id="edit-profile" className="card-title">
          Edit profile
        </h2>
        <FormField
          label="Display name"
          name="name"
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={nameError}
        />
        <FormField
          label="Photo URL"
          name="photo"
          type="url"
          inputMode="url"
          placeholder="https://"
          hint="Leave it empty to show your initial instead."
          value={photo}
          onChange={(event) => setPhoto(event.target.value)}
          error={photoMessage}
        />
        <FormError message={error} />
        <div className="card-actions justify-end">
          <button type="submit" className="btn btn-accent" disabled={pending}>
            {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            Save changes
          </button>
        </div>
      </form>
    </section>
  );
}
