import { HelpArticleView } from "../components/help-article-view";
import { SHIPPING_RETURNS } from "../help-content";

/** Shipping & Returns: delivery, cancelling, returns and warranty (footer, issue 12). */
export function ShippingReturnsPage() {
  return <HelpArticleView article={SHIPPING_RETURNS} />;
}
