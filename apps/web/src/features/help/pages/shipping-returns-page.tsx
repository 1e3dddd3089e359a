import { HelpArticleView } from "#src/features/help/components/help-article-view";
import { SHIPPING_RETURNS } from "#src/features/help/help-content";

/** Shipping & Returns: delivery, cancelling, returns and warranty (footer, issue 12). */
export function ShippingReturnsPage() {
  return <HelpArticleView article={SHIPPING_RETURNS} />;
}
