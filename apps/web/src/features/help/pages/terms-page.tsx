import { HelpArticleView } from "#src/features/help/components/help-article-view";
import { TERMS } from "#src/features/help/help-content";

/** Terms of Use of the shop (footer, issue 12). */
export function TermsPage() {
  return <HelpArticleView article={TERMS} />;
}
