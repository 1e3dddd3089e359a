import { PagePlaceholder } from "../../../components/page-placeholder";

export function ProfilePage() {
  return <PagePlaceholder title="My Profile" />;
}
