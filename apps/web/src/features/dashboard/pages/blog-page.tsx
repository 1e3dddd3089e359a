import { PagePlaceholder } from "../../../components/page-placeholder";

export function BlogPage() {
  return <PagePlaceholder title="Questions" />;
}
