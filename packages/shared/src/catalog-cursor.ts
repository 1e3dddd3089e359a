import type { ProductSort } from "./catalog-vocabulary.js";

/**
 * Keyset cursors of GET /api/products (decision 0020): where the previous page ended, in the order it was
 * read. Sent in `X-Next-Cursor` and taken back as `after`; documented as opaque. Each order's cursor names
 * it and carries its sort key, so a cursor is only good for the order it came from:
 *   catalogue order `<position>` (as before), `newest.<position>`, `price-asc.<cents>.<position>`,
 *   `price-desc.<cents>.<position>`, `name.<the name, base64url UTF-8>.<position>`.
 * A search (`q`) in a sort reads the products whose part number it is first (issue 25): its cursors start with
 * `hit.` or `miss.`, saying in which of the two groups the page ended. A search in relevance order (no sort,
 * issue 42) has no sort key to continue from: its cursor `relevance.<offset>` counts the rows read.
 */
export type ProductCursor =
  | ((
      | { sort: "catalogue" | "newest"; position: number }
      | { sort: "price-asc" | "price-desc"; priceCents: number; position: number }
      | { sort: "name"; name: string; position: number }
    ) & { partHit?: boolean })
  | { sort: "relevance"; offset: number };

/** Long enough for a product name of PRODUCT_LIMITS.nameMaxChars characters of four UTF-8 bytes each. */
export const PRODUCT_CURSOR_MAX_CHARS = 600;

/** The cursor's order: the catalogue's own when no `sort` is given, relevance for a search without one. */
export type CursorSort = ProductSort | "catalogue";

/** The order a list is read in, which its cursors must come from. */
export const listOrderOf = (query: { q?: string | undefined; sort?: ProductSort | undefined }) =>
  query.sort ?? (query.q ? "relevance" : "catalogue");

/** The cursor of a search's page in relevance order that ended after `offset` rows. */
export const relevanceCursor = (offset: number) => `relevance.${offset}`;

const WHOLE = /^\d{1,9}$/;
const BASE64URL = /^[A-Za-z0-9_-]*$/;

function toBase64url(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The text a base64url field holds, or null unless it is canonical base64url of valid UTF-8 without NUL. */
function fromBase64url(field: string): string | null {
  if (!BASE64URL.test(field) || field.length % 4 === 1) return null;
  const binary = atob(field.replace(/-/g, "+").replace(/_/g, "/"));
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
  // PostgreSQL text cannot hold NUL; a field with stray bits would decode to the same text as another.
  return !text.includes("\0") && toBase64url(text) === field ? text : null;
}

/** The cursor of a page that ended with `row`, read in `sort`; `partHit` for a search (see ProductCursor). */
export function productCursor(
  sort: CursorSort,
  row: { position: number; priceCents: number; name: string },
  partHit?: boolean,
): string {
  if (partHit !== undefined) return `${partHit ? "hit" : "miss"}.${productCursor(sort, row)}`;
  switch (sort) {
    case "catalogue":
      return String(row.position);
    case "newest":
      return `newest.${row.position}`;
    case "price-asc":
    case "price-desc":
      return `${sort}.${row.priceCents}.${row.position}`;
    case "name":
      return `name.${toBase64url(row.name)}.${row.position}`;
  }
}

/** The cursor a page gave, or null for anything else (a made-up or altered one). */
export function parseProductCursor(text: string): ProductCursor | null {
  const group = /^(hit|miss)\.(.*)$/.exec(text);
  if (group) {
    const inGroup = parseProductCursor(group[2]!);
    return inGroup && inGroup.sort !== "relevance" && inGroup.partHit === undefined
      ? { ...inGroup, partHit: group[1] === "hit" }
      : null;
  }
  const relevance = /^relevance\.(\d{1,9})$/.exec(text);
  if (relevance) return { sort: "relevance", offset: Number(relevance[1]) };
  const parts = text.split(".");
  const position = parts.at(-1)!;
  if (!WHOLE.test(position)) return null;
  const at = Number(position);
  const [sort, key] = parts;
  if (parts.length === 1) return { sort: "catalogue", position: at };
  if (parts.length === 2 && sort === "newest") return { sort, position: at };
  if (parts.length !== 3 || key === undefined) return null;
  if ((sort === "price-asc" || sort === "price-desc") && WHOLE.test(key)) {
    return { sort, priceCents: Number(key), position: at };
  }
  const name = sort === "name" ? fromBase64url(key) : null;
  return name === null ? null : { sort: "name", name, position: at };
}
