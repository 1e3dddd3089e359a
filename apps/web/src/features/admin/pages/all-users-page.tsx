import { PagePlaceholder } from "../../../components/page-placeholder";

export function AllUsersPage() {
  return <PagePlaceholder title="All Users" />;
}
