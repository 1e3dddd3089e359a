import { AFTER_PAINT_ELEMENT_ID } from "@xpart/shared";
import { describe, expect, it } from "vitest";

import { firstPaintHead } from "./first-paint-head.js";

const HEAD = `<head>
    <meta charset="UTF-8" />
    <title>X-Part</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
    <link rel="modulepreload" crossorigin href="/assets/home-page-1.js">
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
  </head>
  <body>
    <div id="root">`;

describe("a drawn page's head for its first paint (issue 24, item 4)", () => {
  it("inlines the style sheet, moves the module script out and its preloads into the template, in order", () => {
    const { head, scripts } = firstPaintHead(HEAD, (href) =>
      href === "/assets/index-1.css" ? ".btn{color:red}" : undefined,
    );
    expect(head).toContain("<style>.btn{color:red}</style>");
    expect(head).not.toMatch(/index-1\.css|modulepreload|<script/);
    expect(head).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
    expect(head).toContain('<div id="root">');
    expect(scripts.split("\n").map((line) => line.trim())).toEqual([
      `<template id="${AFTER_PAINT_ELEMENT_ID}">` +
        '<link rel="modulepreload" crossorigin href="/assets/react-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/home-page-1.js">' +
        "</template>",
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
    ]);
  });

  it("keeps the link when the sheet cannot be read or could close the style element", () => {
    const link = '<link rel="stylesheet" crossorigin href="/assets/index-1.css">';
    expect(firstPaintHead(HEAD, () => undefined).head).toContain(link);
    expect(firstPaintHead(HEAD, () => "a{}</style><script>x()</script>").head).toContain(link);
  });
});
