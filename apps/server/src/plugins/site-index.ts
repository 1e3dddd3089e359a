import { INDEXABLE_PAGES, PAGE_PATHS } from "@xpart/shared";

/** A product page as the sitemap lists it. */
export interface ProductPage {
  id: string;
  updatedAt: Date;
}

/** The shop's pages a search engine may list, read when the sitemap is asked for. */
export type ProductPages = () => Promise<ProductPage[]>;

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

function xmlText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

/** An absolute address on the shop's public origin, whatever path PUBLIC_URL carries. */
function absolute(publicUrl: string, pathname: string): string {
  return new URL(pathname, publicUrl.endsWith("/") ? publicUrl : `${publicUrl}/`).href;
}

/**
 * robots.txt: crawlers may read the shop window; the account area and the API are nobody's search result.
 */
export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    `Disallow: ${PAGE_PATHS.dashboard}`,
    "Disallow: /api/",
    "Allow: /",
    "",
    `Sitemap: ${absolute(publicUrl, "sitemap.xml")}`,
    "",
  ].join("\n");
}

/** sitemap.xml (sitemaps.org 0.9): the public pages, then one entry per product on sale. */
export function sitemapXml(publicUrl: string, products: ProductPage[]): string {
  const entry = (pathname: string, lastmod?: Date) =>
    `  <url><loc>${xmlText(absolute(publicUrl, pathname.slice(1)))}</loc>${
      lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ""
    }</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...INDEXABLE_PAGES.map((page) => entry(page)),
    ...products.map((p) =>
      entry(PAGE_PATHS.product.replace(":productId", encodeURIComponent(p.id)), p.updatedAt),
    ),
    "</urlset>",
    "",
  ].join("\n");
}
