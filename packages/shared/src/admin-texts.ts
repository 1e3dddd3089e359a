import type { OrderStatus } from "./order-states.js";
import { ORDER_TEXTS } from "./texts.js";

/**
 * The admin pages' texts (spec §2 admin screens, §4 Admin shipping, §8), verbatim. Add Product and Manage
 * Products' messages live beside their contract in PRODUCT_ADMIN_TEXTS.
 */
export const ADMIN_TEXTS = {
  // Add product (spec §2, §5, §8)
  addProduct: "Add Product",
  category: "Category",
  productName: "Product Name",
  description: "Description",
  availableQuantity: "Available Quantity",
  minimumOrder: "Minimum Order",
  pricePerProduct: "Price per Product",
  image: "Image",

  // Manage products (spec §2, §5, §8)
  manageProducts: "Manage Products",
  update: "Update",
  delete: "Delete",
  quantity: "Quantity",
  price: "Price",
  productDeleted: "Product deleted",
  lowStock: "Low stock",

  // Orders, admin (spec §2, §4, §8)
  orders: "Orders",
  totalOrdersPrefix: "Total Orders: ",
  noOrdersYet: "No Orders Yet",
  approveBooking: "Approve Booking",
  shipped: "Shipped",
  shipConfirm: "Ship This Boat..!?",
  productShipped: "Product Shipped...!!!",
  deleteOrder: "Delete Order",
  orderDeleted: "Order deleted",

  // All order list
  allOrderList: "All Order List",

  // All users (spec §2, §6, §8)
  allUsers: "All Users",
  makeAdmin: "Make Admin",
  madeAdmin: "Successfully made an admin",
  removeAdmin: "Remove Admin",
  adminRemoved: "No longer an admin",
  removeUser: "Remove User",
  userRemoved: "User removed",

  // Activity (issue 10: the audit trail)
  activity: "Activity",

  // Mail (issue 22: what the development outbox caught instead of sending)
  mail: "Mail",
  caughtMail: "Caught mail",
  caughtSms: "SMS codes",
  smsCaption: "SMS codes, newest first",
  smsScrollHint: "Scroll the table sideways for the whole message and its time.",
  refresh: "Refresh",
  mailTo: "To",
  smsMessage: "Message",
  sentAt: "When",
  htmlView: "HTML view",
  noMailYet: "No mail caught yet.",
  noSmsYet: "No SMS codes caught yet.",
  mailNotCaught: "This shop sends real mail (or none at all): nothing is caught here.",
  smsNotCaught: "This shop sends real text messages (or none at all): no codes are caught here.",
} as const;

/** The admin's All Order List: the customer's columns with the email, and when the order was placed. */
export const ALL_ORDER_LIST_COLUMNS = [
  "No.",
  "Name",
  "Email",
  "Product Name",
  "Quantity",
  "Price ($)",
  "Payment",
  "Status",
  "Placed",
] as const;

/** The Activity page's filters and its CSV export (issue 27): one file of every entry the filters match. */
export const ACTIVITY_TEXTS = {
  actionLabel: "Action",
  anyAction: "Any action",
  targetLabel: "Target",
  anyTarget: "Anything",
  actorLabel: "Admin email",
  targetIdLabel: "Target id",
  fromLabel: "From",
  toLabel: "To",
  datesHint: "Whole days, in UTC.",
  datesOutOfOrder: "The From date must not be after the To date.",
  exportCsv: "Export CSV",
  exporting: "Preparing the file…",
  exported: (fileName: string) => `Downloaded ${fileName}`,
} as const;

/** GET /api/activity/export: the file's name and columns (the before and after values as JSON). */
export const ACTIVITY_EXPORT = {
  path: "/api/activity/export",
  fileName: "x-part-activity.csv",
  columns: ["at", "admin", "action", "target_type", "target_id", "before", "after"],
} as const;

/** The admin's words for each order state (AORD-03: the team fixes the labels; DESIGN §5): the order lists, their
 * tabs and the Sales dashboard's counts. */
export const ADMIN_STATUS_LABELS: Record<OrderStatus, string> = {
  "awaiting-approval": "Awaiting company approval",
  unpaid: "Unpaid",
  paid: ORDER_TEXTS.paid,
  shipped: ORDER_TEXTS.shipped,
  cancelled: ORDER_TEXTS.cancelled,
};
