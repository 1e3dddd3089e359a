import { centsToDollars, formatMoney } from "@xpart/shared";

/** The shop's look in mail (apps/web/src/index.css): its name, primary colour and dark text on it. */
const SHOP = { name: "X-Part", primary: "#0fcfec", onPrimary: "#062a31", text: "#1f2937" } as const;

export const shopName = SHOP.name;

export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** '$1,234.05' from integer cents, as the storefront shows money. */
export function centsText(cents: number): string {
  return formatMoney(centsToDollars(cents));
}

/** A mail's body as blocks: each becomes a paragraph in HTML and lines in the plain-text part. */
export type Block =
  { paragraph: string } | { button: { label: string; url: string } } | { table: [string, string][] };

function htmlBlock(block: Block): string {
  if ("paragraph" in block) return `<p style="margin:0 0 16px">${escapeHtml(block.paragraph)}</p>`;
  if ("button" in block) {
    const { label, url } = block.button;
    return `<p style="margin:0 0 16px"><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;border-radius:6px;background:${SHOP.primary};color:${SHOP.onPrimary};font-weight:bold;text-decoration:none">${escapeHtml(label)}</a></p>`;
  }
  const rows = block.table
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0">${escapeHtml(label)}</td><td style="padding:4px 0;text-align:right">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${rows}</table>`;
}

function textBlock(block: Block): string {
  if ("paragraph" in block) return block.paragraph;
  if ("button" in block) return `${block.button.label}: ${block.button.url}`;
  return block.table.map(([label, value]) => `${label}: ${value}`).join("\n");
}

/** Both parts of one mail from the same blocks, so the HTML and the plain text never say different things. */
export function layout(heading: string, blocks: Block[], footer: string): { html: string; text: string } {
  const html = `<!doctype html><html lang="en"><body style="margin:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:${SHOP.text}"><div style="max-width:560px;margin:0 auto;background:#ffffff"><div style="background:${SHOP.primary};color:${SHOP.onPrimary};padding:16px 24px;font-size:20px;font-weight:bold">${SHOP.name}</div><div style="padding:24px"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>${blocks.map(htmlBlock).join("")}<p style="margin:24px 0 0;font-size:12px;color:#6b7280">${escapeHtml(footer)}</p></div></div></body></html>`;
  const text = [SHOP.name, "", heading, "", ...blocks.map((b) => `${textBlock(b)}\n`), "--", footer, ""].join(
    "\n",
  );
  return { html, text };
}
