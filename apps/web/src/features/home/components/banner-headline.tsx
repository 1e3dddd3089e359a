/** The original's headline, on every slide and on the small-screen hero (seed-origin §4). */
export function BannerHeadline() {
  return (
    <h2 className="text-4xl leading-tight font-extrabold lg:text-5xl">
      Xpart is in its <br />
      initial phase of a <br />
      brand life cycle.
    </h2>
  );
}
