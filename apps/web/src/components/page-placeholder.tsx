/** A page whose content a later issue builds: its heading, so the route and the menu already work. */
export function PagePlaceholder({ title }: { title: string }) {
  return (
    <section className="p-6">
      <title>{`${title} | X-Part`}</title>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-base-content/70">This page is coming soon.</p>
    </section>
  );
}
