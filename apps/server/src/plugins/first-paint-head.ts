import { AFTER_PAINT_ELEMENT_ID } from "@xpart/shared";

/**
 * A server-drawn page's `<head>`, rearranged so its first paint needs nothing but the HTML (issue 24, item 4):
 * the style sheet goes inline, and the module script moves to the end of the body, its preloads into an inert
 * `<template>` there. The entry (a couple of kB) adds them once the page has painted, so on a slow network no
 * script shares the line with the page's first paint and its pictures, and the paint never waits for one.
 */
const MODULE_SCRIPT = /\s*<script\b[^>]*\btype="module"[^>]*><\/script>/g;
const MODULE_PRELOAD = /\s*<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const STYLE_SHEET = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="(\/assets\/[^"]+\.css)"[^>]*>/g;

export interface FirstPaintHead {
  head: string;
  /** The module script and the template of its preloads, for the end of the body. */
  scripts: string;
}

/** `readStyleSheet` answers a built style sheet's text, or undefined to keep it linked. */
export function firstPaintHead(
  head: string,
  readStyleSheet: (href: string) => string | undefined,
): FirstPaintHead {
  const tags = (pattern: RegExp) => (head.match(pattern) ?? []).map((tag) => tag.trim());
  const preloads = tags(MODULE_PRELOAD);
  const later = preloads.length
    ? [`<template id="${AFTER_PAINT_ELEMENT_ID}">${preloads.join("")}</template>`]
    : [];
  const scripts = [...later, ...tags(MODULE_SCRIPT)];
  const moved = head.replace(MODULE_SCRIPT, "").replace(MODULE_PRELOAD, "");
  const inlined = moved.replace(STYLE_SHEET, (link, href: string) => {
    const css = readStyleSheet(href);
    // A sheet that could end the element early stays a link (a build never makes one; this only makes sure).
    return css === undefined || /<\/style/i.test(css) ? link : `<style>${css}</style>`;
  });
  return { head: inlined, scripts: scripts.join("\n    ") };
}
