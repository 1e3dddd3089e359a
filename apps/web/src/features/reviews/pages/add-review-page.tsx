import { PagePlaceholder } from "../../../components/page-placeholder";

export function AddReviewPage() {
  return <PagePlaceholder title="Add Review" />;
}
