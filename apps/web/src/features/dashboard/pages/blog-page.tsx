import { ACCOUNT_TEXTS } from "@xpart/shared/texts";

import { BLOG_QUESTIONS } from "#src/features/dashboard/blog-content";

/**
 * Blog (spec §2): five questions and answers. Native <details> elements, so each opens with Enter or Space
 * and its state is announced without any script.
 */
export function BlogPage() {
  return (
    <section className="max-w-3xl p-4 sm:p-6">
      <title>{`${ACCOUNT_TEXTS.blogHeading} | X-Part`}</title>
      <h1 className="mb-6 text-3xl font-bold">{ACCOUNT_TEXTS.blogHeading}</h1>
      <div className="flex flex-col gap-3">
        {BLOG_QUESTIONS.map((question) => (
          <details
            key={question.title}
            className="collapse-arrow collapse border border-base-300 bg-base-100"
          >
            <summary className="collapse-title pr-12 text-lg font-semibold">{question.title}</summary>
            <div className="collapse-content space-y-3 leading-relaxed">
              {question.answer.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
