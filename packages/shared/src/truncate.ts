import { ELLIPSIS } from "./limits.js";

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * Cuts text to its first `max` user-perceived characters plus an ellipsis (spec §2 product card).
 * Counts graphemes, not bytes or UTF-16 units, so accents and emoji are never split.
 */
export function truncate(text: string, max: number): string {
  const parts = Array.from(graphemes.segment(text), (s) => s.segment);
  return parts.length <= max ? text : parts.slice(0, max).join("") + ELLIPSIS;
}
