/** A piece of a mail's plain text: words as they are, or a web address to open. */
type TextPart = { kind: "text"; text: string } | { kind: "link"; href: string };

const WEB_ADDRESS = /https?:\/\/[^\s<>"]+/g;
/** Punctuation that closes a sentence after an address rather than belonging to it. */
const TRAILING = /[.,;:!?)\]'"]+$/;

/** Splits a caught mail's plain text so its http(s) addresses can be links; nothing else becomes one. */
export function textParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let rest = 0;
  for (const match of text.matchAll(WEB_ADDRESS)) {
    const href = match[0].replace(TRAILING, "");
    if (match.index > rest) parts.push({ kind: "text", text: text.slice(rest, match.index) });
    parts.push({ kind: "link", href });
    rest = match.index + href.length;
  }
  if (rest < text.length) parts.push({ kind: "text", text: text.slice(rest) });
  return parts;
}
