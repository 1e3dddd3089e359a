import { ELLIPSIS } from "./limits.js";

/** Printable ASCII: one character is one grapheme, so such text is cut without segmenting it. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** Made on first need: a page's first `Intl` object loads the locale data, 10 ms and more (issue 24). */
let graphemes: Intl.Segmenter | undefined;

/**
 * Cuts text to its first `max` user-perceived characters plus an ellipsis (spec §2 product card).
 * Counts graphemes, not bytes or UTF-16 units, so accents and emoji are never split.
 */
export function truncate(text: string, max: number): string {
  // A text no longer than `max` UTF-16 units has no more than `max` graphemes.
  if (text.length <= max) return text;
  if (PRINTABLE_ASCII.test(text)) return text.slice(0, max) + ELLIPSIS;
  graphemes ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
  const parts = Array.from(graphemes.segment(text), (s) => s.segment);
  return parts.length <= max ? text : parts.slice(0, max).join("") + ELLIPSIS;
}
