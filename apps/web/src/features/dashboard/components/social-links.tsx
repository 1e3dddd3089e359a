import type { InfoRecord } from "@xpart/shared/schemas";
import { ExternalLink } from "lucide-react";

import { socialLinksOf } from "#src/features/dashboard/info-rules";

/**
 * The profile's social-link buttons (PROF-04/05): the user's own Facebook, LinkedIn and GitHub links from their
 * info record, each opening in a new tab without handing this page to the other site. A site without a link
 * has no button; never somebody else's profile.
 */
export function SocialLinks({ record }: { record: InfoRecord | null | undefined }) {
  const links = socialLinksOf(record);
  if (links.length === 0)
    return <p className="text-sm text-base-content/80">Add your profile links under More info.</p>;
  return (
    <ul aria-label="Profile links" className="flex w-full flex-wrap justify-center gap-2">
      {links.map((link) => (
        <li key={link.site}>
          <a href={link.href} target="_blank" rel="noopener noreferrer" className="btn btn-outline btn-sm">
            <ExternalLink aria-hidden="true" className="size-4" />
            {link.label}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
