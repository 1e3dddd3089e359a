import { PagePlaceholder } from "../../../components/page-placeholder";

export function PaymentPage() {
  return <PagePlaceholder title="Payment" />;
}
