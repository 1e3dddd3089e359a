import {
  createInfoBodySchema,
  updateInfoBodySchema,
  type CreateInfoBody,
  type InfoRecord,
  type SocialSite,
  type UpdateInfoBody,
} from "@xpart/shared/schemas";

/** The info record's fields (spec §3), in the order the form shows them. */
export const INFO_FIELDS = ["studyIn", "livesIn", "phone", "facebook", "linkedin", "github"] as const;
export type InfoField = (typeof INFO_FIELDS)[number];

/** The info form as typed: every field is text, "" for nothing. */
export type InfoForm = Record<InfoField, string>;
export type InfoErrors = Partial<Record<InfoField, string>>;

export type Checked<B> = { ok: true; body: B } | { ok: false; errors: InfoErrors };

export const INFO_LABELS: Record<InfoField, string> = {
  studyIn: "Study in",
  livesIn: "Lives in",
  phone: "Phone",
  facebook: "Facebook",
  linkedin: "LinkedIn",
  github: "GitHub",
};

/** The spec's update names (§3): `updatedLinkedIn` with a capital I, the others as their field. */
const UPDATED_NAMES = {
  studyIn: "updatedStudyIn",
  livesIn: "updatedLivesIn",
  phone: "updatedPhone",
  facebook: "updatedFacebook",
  linkedin: "updatedLinkedIn",
  github: "updatedGithub",
} as const satisfies Record<InfoField, keyof UpdateInfoBody>;

const FIELD_OF_NAME = new Map<string, InfoField>(
  INFO_FIELDS.flatMap((field) => [
    [field, field],
    [UPDATED_NAMES[field], field],
  ]),
);

/** The form for a record: its values, or empty fields when there is none yet. */
export function infoFormFor(record: InfoRecord | null): InfoForm {
  return Object.fromEntries(INFO_FIELDS.map((field) => [field, record?.[field] ?? ""])) as InfoForm;
}

/** Field messages keyed by the record's or the update's names (a schema's issues, or a 400's `fields`). */
function infoErrors(entries: Iterable<[unknown, string]>): InfoErrors {
  const errors: InfoErrors = {};
  for (const [key, message] of entries) {
    const field = FIELD_OF_NAME.get(String(key));
    if (field) errors[field] ??= message;
  }
  return errors;
}

/** The server's field messages of a 400 (`{fields}`) that belong to a field of the form. */
export const infoErrorsFrom = (fields: Readonly<Record<string, string>> | undefined): InfoErrors =>
  infoErrors(Object.entries(fields ?? {}));

const trimmed = (form: InfoForm): InfoForm =>
  Object.fromEntries(INFO_FIELDS.map((field) => [field, form[field].trim()])) as InfoForm;

/**
 * Add Info (PROF-08/09/13): every field, trimmed, with the signed-in email; empty ones are stored as nothing.
 * Checked with the server's own rules: lengths capped, a plausible phone, https links to the matching sites.
 */
export function checkNewInfo(form: InfoForm, email: string): Checked<CreateInfoBody> {
  const body: CreateInfoBody = { email, ...trimmed(form) };
  const result = createInfoBodySchema.safeParse(body);
  if (result.success) return { ok: true, body };
  return {
    ok: false,
    errors: infoErrors(result.error.issues.map((issue) => [issue.path[0], issue.message])),
  };
}

/**
 * Update (PROF-11/12): only the fields whose value changed, under the spec's `updated*` names; "" clears one.
 * An empty body means nothing changed. Only the changed fields are checked: the others are stored already.
 */
export function checkInfoUpdate(form: InfoForm, record: InfoRecord): Checked<UpdateInfoBody> {
  const typed = trimmed(form);
  const body: UpdateInfoBody = {};
  for (const field of INFO_FIELDS)
    if (typed[field] !== (record[field] ?? "")) body[UPDATED_NAMES[field]] = typed[field];
  const result = updateInfoBodySchema.safeParse(body);
  if (result.success) return { ok: true, body };
  return {
    ok: false,
    errors: infoErrors(result.error.issues.map((issue) => [issue.path[0], issue.message])),
  };
}

interface SocialLink {
  site: SocialSite;
  label: string;
  href: string;
}

const SOCIAL_SITES = ["facebook", "linkedin", "github"] as const satisfies readonly SocialSite[];

/**
 * The profile's social buttons (PROF-05): the record's own links, only web addresses (http or https), in the
 * order Facebook, LinkedIn, GitHub. A site without a link has no button.
 */
export function socialLinksOf(record: InfoRecord | null | undefined): SocialLink[] {
  if (!record) return [];
  return SOCIAL_SITES.flatMap((site) => {
    const href = record[site];
    if (!href) return [];
    try {
      const { protocol } = new URL(href);
      return protocol === "https:" || protocol === "http:" ? [{ site, label: INFO_LABELS[site], href }] : [];
    } catch {
      return [];
    }
  });
}
