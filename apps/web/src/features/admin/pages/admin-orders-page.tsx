import { PagePlaceholder } from "../../../components/page-placeholder";

export function AdminOrdersPage() {
  return <PagePlaceholder title="Orders" />;
}
