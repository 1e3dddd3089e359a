import type { HelpArticle } from "#src/features/help/help-content";

/** A help or legal page: the browser title, one h1, and a section per topic (each addressable by its id). */
export function HelpArticleView({ article }: { article: HelpArticle }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <title>{`${article.title} | X-Part`}</title>
      <h1 className="text-3xl font-bold">{article.title}</h1>
      <p className="mt-3 text-lg text-base-content/80">{article.intro}</p>
      {article.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-8">
          <h2 id={`${section.id}-heading`} className="mb-2 text-xl font-semibold">
            {section.heading}
          </h2>
          <div className="space-y-3 leading-relaxed">
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
            {section.email && (
              <p>
                <a className="link font-medium" href={`mailto:${section.email}`}>
                  {section.email}
                </a>
              </p>
            )}
          </div>
        </section>
      ))}
    </article>
  );
}
