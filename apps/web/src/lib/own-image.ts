/**
 * The shop's own images (`/api/images/<id>`) come in two widths, 400 (`?w=400`) and 800 (the URL itself)
 * (DESIGN §7); any other URL is shown as it is.
 */
const OWN_IMAGE = /^\/api\/images\/[^?#]+$/;

export function isOwnImage(url: string): boolean {
  return OWN_IMAGE.test(url);
}

/** The small width of one of our images, for thumbnails and cards; any other URL as it is. */
export function thumbnailUrl(url: string): string {
  return isOwnImage(url) ? `${url}?w=400` : url;
}

/** Both widths of one of our images, for `srcset`; none for any other URL. */
export function ownImageSrcSet(url: string): string | undefined {
  return isOwnImage(url) ? `${url}?w=400 400w, ${url} 800w` : undefined;
}
