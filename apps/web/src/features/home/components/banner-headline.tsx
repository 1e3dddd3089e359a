/** A hero's headline and the line under it: the carousel's slides and the small-screen hero. */
export function BannerHeadline({ headline, detail }: { headline: string; detail: string }) {
  return (
    <>
      <h2 className="text-4xl leading-tight font-extrabold text-balance lg:text-5xl">{headline}</h2>
      <p className="max-w-prose text-lg text-base-content/80">{detail}</p>
    </>
  );
}
