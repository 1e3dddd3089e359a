import { Link2 } from "lucide-react";
import { useId } from "react";

const NETWORKS = ["Facebook", "LinkedIn", "GitHub"] as const;

/**
 * The profile's three social-link buttons (PROF-04/05). Their targets come from the user's own info record,
 * which a later issue adds; until then they stay disabled, and never point at somebody else's profile.
 */
export function SocialLinks() {
  const noteId = useId();
  return (
    <div className="flex w-full flex-col items-center gap-2">
      <div className="grid w-full grid-cols-3 gap-2">
        {NETWORKS.map((network) => (
          <button
            key={network}
            type="button"
            className="btn btn-outline btn-sm px-1"
            disabled
            title="Add your profile link first"
            aria-describedby={noteId}
          >
            <Link2 aria-hidden="true" className="size-4" />
            {network}
          </button>
        ))}
      </div>
      <p id={noteId} className="text-sm text-base-content/70">
        Add your profile link first
      </p>
    </div>
  );
}
