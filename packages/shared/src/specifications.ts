import { formatNumber } from "./money.js";
import { plainTextProblem } from "./plain-line.js";

/**
 * The shop's specification vocabulary (issue 25): the typed attributes a product may carry, in the order the
 * product page's table lists them. A number attribute is stored as a number and shown with its unit; a text
 * attribute is stored and shown as written. The server, the CSV import, the facets and the web read this one
 * list, so an attribute is named and typed once.
 */
export const SPEC_ATTRIBUTES = {
  size: { label: "Size", kind: "text" },
  length: { label: "Length", kind: "number", unit: "mm" },
  diameter: { label: "Diameter", kind: "number", unit: "mm" },
  thread: { label: "Thread", kind: "text" },
  voltage: { label: "Voltage", kind: "number", unit: "V" },
  power: { label: "Power", kind: "number", unit: "W" },
  current: { label: "Current", kind: "number", unit: "A" },
  capacity: { label: "Capacity", kind: "number", unit: "Ah" },
  loudness: { label: "Loudness", kind: "number", unit: "dB" },
  speed: { label: "Speed", kind: "number", unit: "rpm" },
  weight: { label: "Weight", kind: "number", unit: "kg" },
  material: { label: "Material", kind: "text" },
  finish: { label: "Finish", kind: "text" },
  position: { label: "Position", kind: "text" },
} as const satisfies Record<string, SpecAttribute>;

export interface SpecAttribute {
  label: string;
  kind: "text" | "number";
  unit?: string;
}

export type SpecKey = keyof typeof SPEC_ATTRIBUTES;
export const SPEC_KEYS = Object.keys(SPEC_ATTRIBUTES) as SpecKey[];

/** A product's specifications: each key of the vocabulary at most once, numbers as numbers. */
export type Specifications = Partial<Record<SpecKey, string | number>>;

/** A number attribute's value as text: a plain decimal, at most three decimals (the filter and the CSV read it). */
export const SPEC_NUMBER = /^\d{1,9}(\.\d{1,3})?$/;

export const SPEC_LIMITS = {
  textMaxChars: 40,
  /** Filters one shop page may combine: enough for every attribute of a category. */
  maxFilters: 20,
} as const;

export function isSpecKey(key: string): key is SpecKey {
  return Object.hasOwn(SPEC_ATTRIBUTES, key);
}

/** `12 V`, `M10 x 1.25`: a value as the product page and the facets show it. */
export function formatSpecValue(key: SpecKey, value: string | number): string {
  const attribute: SpecAttribute = SPEC_ATTRIBUTES[key];
  return attribute.unit && typeof value === "number"
    ? `${formatNumber(value)} ${attribute.unit}`
    : String(value);
}

/** The rows of a product's table, in the vocabulary's order. */
export function specRows(specs: Specifications): { key: SpecKey; label: string; value: string }[] {
  return SPEC_KEYS.filter((key) => specs[key] !== undefined).map((key) => ({
    key,
    label: SPEC_ATTRIBUTES[key].label,
    value: formatSpecValue(key, specs[key]!),
  }));
}

/**
 * The value a facet filter (`spec=voltage:12`) names, typed as the product stores it, or null when the
 * attribute is unknown or a number attribute is given text: such a filter is refused, not matched to nothing.
 */
export function parseSpecFilter(text: string): { key: SpecKey; value: string | number } | null {
  const colon = text.indexOf(":");
  if (colon <= 0) return null;
  const key = text.slice(0, colon);
  const raw = text.slice(colon + 1).trim();
  if (!isSpecKey(key) || raw === "" || raw.length > SPEC_LIMITS.textMaxChars) return null;
  if (SPEC_ATTRIBUTES[key].kind === "text") return plainTextProblem(raw) ? null : { key, value: raw };
  return SPEC_NUMBER.test(raw) ? { key, value: Number(raw) } : null;
}

export const SPEC_TEXTS = {
  heading: "Specifications",
  facetsHeading: "Filter by specification",
  clearFilters: "Clear filters",
} as const;
