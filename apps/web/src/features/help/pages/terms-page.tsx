import { HelpArticleView } from "../components/help-article-view";
import { TERMS } from "../help-content";

/** Terms of Use of the shop (footer, issue 12). */
export function TermsPage() {
  return <HelpArticleView article={TERMS} />;
}
