import { PagePlaceholder } from "../../../components/page-placeholder";

export function AllOrderListPage() {
  return <PagePlaceholder title="All Order List" />;
}
