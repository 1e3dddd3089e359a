import { PagePlaceholder } from "../../../components/page-placeholder";

export function ManageProductsPage() {
  return <PagePlaceholder title="Manage Products" />;
}
