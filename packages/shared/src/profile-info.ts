import { z } from "zod";

import { plainText } from "./text.js";

/** The profile's 'More info' texts (spec §2 Profile, §8). */
export const INFO_TEXTS = {
  moreInfo: "More info",
  addInfo: "Add Info",
  update: "Update",
  infoAdded: "Info added successfully",
  updated: "Updated Successfully",
  alreadyAdded: "Your info is already added. Use Update to change it.",
  notAdded: "Add your info first",
  emailMismatch: "The email must be your own",
  nothingToUpdate: "Send at least one updated field",
} as const;

/** The sites each social link must point to (https only). */
export const SOCIAL_HOSTS = {
  facebook: ["facebook.com", "www.facebook.com", "m.facebook.com", "fb.com"],
  linkedin: ["linkedin.com", "www.linkedin.com"],
  github: ["github.com", "www.github.com"],
} as const;
export type SocialSite = keyof typeof SOCIAL_HOSTS;

const SITE_NAMES: Record<SocialSite, string> = {
  facebook: "Facebook",
  linkedin: "LinkedIn",
  github: "GitHub",
};

function isLinkTo(site: SocialSite, value: string): boolean {
  try {
    const url = new URL(value);
    return (
      url.protocol === "https:" &&
      !url.username &&
      !url.password &&
      (SOCIAL_HOSTS[site] as readonly string[]).includes(url.hostname)
    );
  } catch {
    return false;
  }
}

/** An empty field means "not given": it is stored as nothing, and a social button is then hidden. */
const blankToNull = (value: string) => (value === "" ? null : value);

const place = (label: string) =>
  plainText().trim().max(100, `${label} must be at most 100 characters`).transform(blankToNull);

const socialLink = (site: SocialSite) =>
  plainText()
    .trim()
    .max(200, `${SITE_NAMES[site]} link must be at most 200 characters`)
    .refine(
      (value) => value === "" || isLinkTo(site, value),
      `${SITE_NAMES[site]} link must be an https link to ${SOCIAL_HOSTS[site][0]}`,
    )
    .transform(blankToNull);

/** A plausible phone number: digits with spaces or dashes, an optional leading +, 7 to 15 digits. */
const infoPhone = plainText()
  .trim()
  .max(30, "Phone must be at most 30 characters")
  .refine((value) => {
    if (value === "") return true;
    const digits = value.replace(/\D/g, "").length;
    return /^\+?[0-9][0-9 -]*$/.test(value) && digits >= 7 && digits <= 15;
  }, "Phone must be 7 to 15 digits, with spaces, dashes and a leading + allowed")
  .transform(blankToNull);

/** The info record's fields (spec §3), as the form sends them. */
const infoFields = {
  studyIn: place("Study place"),
  livesIn: place("Home town"),
  phone: infoPhone,
  facebook: socialLink("facebook"),
  linkedin: socialLink("linkedin"),
  github: socialLink("github"),
};

/** POST /api/info: the caller's one record; `email`, when sent, must be the caller's own. */
export const createInfoBodySchema = z.strictObject({
  email: plainText().max(254).optional(),
  studyIn: infoFields.studyIn.optional(),
  livesIn: infoFields.livesIn.optional(),
  phone: infoFields.phone.optional(),
  facebook: infoFields.facebook.optional(),
  linkedin: infoFields.linkedin.optional(),
  github: infoFields.github.optional(),
});
export type CreateInfoBody = z.input<typeof createInfoBodySchema>;

/** PUT /api/info?email=: the spec's `updated*` names; only the fields sent change. */
export const updateInfoBodySchema = z.strictObject({
  updatedStudyIn: infoFields.studyIn.optional(),
  updatedLivesIn: infoFields.livesIn.optional(),
  updatedPhone: infoFields.phone.optional(),
  updatedFacebook: infoFields.facebook.optional(),
  updatedLinkedIn: infoFields.linkedin.optional(),
  updatedGithub: infoFields.github.optional(),
});
export type UpdateInfoBody = z.input<typeof updateInfoBodySchema>;

/** An info record as the API returns it (spec §3 Info record). */
export const infoRecordSchema = z.object({
  _id: z.string(),
  email: z.string(),
  studyIn: z.string().nullable(),
  livesIn: z.string().nullable(),
  phone: z.string().nullable(),
  facebook: z.string().nullable(),
  linkedin: z.string().nullable(),
  github: z.string().nullable(),
});
export type InfoRecord = z.infer<typeof infoRecordSchema>;

/** GET /api/info?email=: the spec's "list of info records": the caller's one record, or none. */
export const infoListSchema = z.array(infoRecordSchema);
