import { PagePlaceholder } from "../../../components/page-placeholder";

export function OrderTablePage() {
  return <PagePlaceholder title="Order Table" />;
}
