import { Link, useParams } from "react-router";

/**
 * Behind the sign-in guard, so nobody reaches it until accounts land; the product-detail issue
 * replaces this with the detail view and the 'Billing Details' modal.
 */
export function ProductPage() {
  const { productId } = useParams();
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <title>Product | X-Part Manager</title>
      <h1 className="text-3xl font-bold">Product {productId}</h1>
      <p className="my-4">Product details arrive with customer accounts.</p>
      <Link to="/shop" className="btn btn-primary">
        Back to the shop
      </Link>
    </div>
  );
}
