import { HelpArticleView } from "../components/help-article-view";
import { CONTACT } from "../help-content";

/** Contact: how to reach sales and support (footer, issue 12). */
export function ContactPage() {
  return <HelpArticleView article={CONTACT} />;
}
