import { thumbnailUrl } from "#src/lib/own-image";

/**
 * A product's small picture beside its name (order cards, cart lines, the products table): decorative, since
 * the name beside it says what it is; sized by `className`, with `size` pixels reserved so nothing jumps.
 */
export function Thumbnail({ src, size, className }: { src: string; size: number; className: string }) {
  return (
    <img
      src={thumbnailUrl(src)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={`rounded-box bg-base-200 object-contain ${className}`}
    />
  );
}
