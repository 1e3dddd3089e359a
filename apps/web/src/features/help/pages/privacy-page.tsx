import { HelpArticleView } from "../components/help-article-view";
import { PRIVACY } from "../help-content";

/** Privacy Policy, with the cookies section the footer's 'Cookie policy' opens (footer, issue 12). */
export function PrivacyPage() {
  return <HelpArticleView article={PRIVACY} />;
}
