import { HelpArticleView } from "#src/features/help/components/help-article-view";
import { PRIVACY } from "#src/features/help/help-content";

/** Privacy Policy, with the cookies section the footer's 'Cookie policy' opens (footer, issue 12). */
export function PrivacyPage() {
  return <HelpArticleView article={PRIVACY} />;
}
