import { formatMoney } from "./money.js";
import type { QuantityAdjustment } from "./pricing.js";

/** Cart, checkout, quick order, reorder, addresses and invoice texts (issue 26): one place for server and web. */
export const TRADE_TEXTS = {
  cart: "Cart",
  addToCart: "Add to cart",
  addedToCart: "Added to your cart",
  emptyCart: "Your cart is empty.",
  checkout: "Checkout",
  placeOrder: "Place order",
  poNumber: "PO number (optional)",
  orderAgain: "Order again",
  quickOrder: "Quick order",
  invoice: "Invoice",
  downloadInvoice: "Download invoice",
  savedAddresses: "Delivery addresses",
  orderPlaced: "Order placed",
  moreForFreeDelivery: (dollars: number) => `${formatMoney(dollars)} more for free delivery`,
  freeDelivery: "Free delivery",
  addMoreForBreak: (add: number, dollars: number) => `Add ${add} more for ${formatMoney(dollars)} each`,
  adjusted: {
    minimum: (min: number) => `Raised to the minimum order of ${min}`,
    step: (step: number) => `Rounded up to whole packs of ${step}`,
    stock: (left: number) => `Only ${left} available`,
  } satisfies Record<QuantityAdjustment, (n: number) => string>,
  soldOut: "Sold out",
  unknownPart: "No product has this part number",
  unreadableLine: "Write a part number, a space and a quantity",
  productGone: "This product is no longer sold",
  priceChanged: (fromDollars: number, toDollars: number) =>
    `Price changed from ${formatMoney(fromDollars)} to ${formatMoney(toDollars)} each`,
  cartTooLarge: (max: number) => `A cart holds at most ${max} lines`,
  checkoutRefused: "Some lines cannot be ordered as they are. Nothing was ordered.",
  cartChanged: "Your cart changed while you were checking out. Please review it and try again.",
  addressNotFound: "Address not found",
  tooManyAddresses: (max: number) => `You can keep at most ${max} addresses`,
  invoiceNotIssued: "This order has no invoice yet: invoices are issued when an order is paid",
} as const;

export const TRADE_LIMITS = {
  /** Lines in one cart, and so in one checkout. */
  maxCartLines: 100,
  /** Lines checked in one quick-order request. */
  maxQuickOrderLines: 200,
  maxAddresses: 20,
  poNumberChars: 40,
} as const;
