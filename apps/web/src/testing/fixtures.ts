import type { AdminOrder, CartLine, Order, Product } from "@xpart/shared/schemas";

/** A product as GET /api/products/:id answers it: minimum 50, 300 in stock, $19.99 a unit. */
export const aProduct = (changes: Partial<Product> = {}): Product => ({
  _id: "p-1",
  img: "/api/images/drill.webp",
  category: "Cordless drill",
  name: "Cordless drill 18 V",
  description: "A drill for the workshop.",
  minOrder: 50,
  availableQty: 300,
  price: 19.99,
  sku: "XP-00001",
  brand: "X-Part",
  mpn: null,
  crossReferences: [],
  specs: { voltage: 18, weight: 1.6 },
  universal: true,
  orderStep: 1,
  priceBreaks: [],
  ...changes,
});

/** An order as GET /api/orders/:id answers it, unpaid unless changed. */
export const anOrder = (changes: Partial<Order> = {}): Order => ({
  _id: "o-1",
  productId: "p-1",
  img: "/api/images/drill.webp",
  productName: "Cordless drill 18 V",
  category: "Cordless drill",
  details: "A drill for the workshop.",
  quantity: 50,
  unitPrice: 19.99,
  price: 999.5,
  email: "ann@example.test",
  name: "Ann Buyer",
  address: "7 Mill Lane",
  phone: "+44 20 7946 0000",
  status: "unpaid",
  paid: false,
  transactionId: null,
  createdAt: "2026-05-15T12:00:00.000Z",
  checkoutId: "c-1",
  poNumber: null,
  invoiceNumber: null,
  carrier: null,
  trackingNumber: null,
  refunded: 0,
  refunds: [],
  ...changes,
});

/** An order as GET /api/allOrders answers it: a checkout of its own, with no events yet unless changed. */
export const anAdminOrder = (changes: Partial<AdminOrder> = {}): AdminOrder => {
  const order = anOrder(changes);
  return { ...order, checkoutLines: 1, checkoutTotal: order.price, timeline: [], ...changes };
};

/** A cart line as GET /api/cart answers it: the drill above, 50 in the cart, no volume price. */
export const aCartLine = (changes: Partial<CartLine> = {}): CartLine => ({
  productId: "p-1",
  sku: "XP-00001",
  brand: "X-Part",
  productName: "Cordless drill 18 V",
  img: "/api/images/drill.webp",
  category: "Cordless drill",
  quantity: 50,
  unitPrice: 19.99,
  lineTotal: 999.5,
  minOrder: 50,
  orderStep: 1,
  availableQty: 300,
  priceBreaks: [],
  nextBreak: null,
  problem: null,
  ...changes,
});
