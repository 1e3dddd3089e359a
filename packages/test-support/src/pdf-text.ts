import { inflateSync } from "node:zlib";

/**
 * The text of a PDF's pages, one line per text-showing operator, read with Node alone (no PDF library), for
 * the invoice tests (server and browser). pdfkit deflates each content
 * stream and writes text in the standard fonts as hex strings in TJ arrays, whose encoding agrees with Latin-1
 * on everything an invoice prints; the kerning numbers between the strings are dropped.
 */
export function pdfText(pdf: Uint8Array): string {
  const file = Buffer.from(pdf);
  const marker = ">>\nstream\n";
  const lines: string[] = [];
  for (let start = file.indexOf(marker); start >= 0; start = file.indexOf(marker, start + 1)) {
    const from = start + marker.length;
    const body = file.subarray(from, file.indexOf("\nendstream", from));
    let content: string;
    try {
      content = inflateSync(body).toString("latin1");
    } catch {
      content = body.toString("latin1");
    }
    for (const [, array] of content.matchAll(/\[([^\]]*)\] TJ/g)) {
      const hex = [...array!.matchAll(/<([0-9a-f]*)>/gi)].map((m) => m[1]).join("");
      lines.push(Buffer.from(hex, "hex").toString("latin1"));
    }
  }
  return lines.join("\n");
}

/** Text with every run of white space taken out: a table cell may wrap a product's name over several lines. */
export const squeezed = (text: string) => text.replace(/\s+/g, "");
