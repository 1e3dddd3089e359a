import { HelpArticleView } from "#src/features/help/components/help-article-view";
import { CONTACT } from "#src/features/help/help-content";

/** Contact: how to reach sales and support (footer, issue 12). */
export function ContactPage() {
  return <HelpArticleView article={CONTACT} />;
}
