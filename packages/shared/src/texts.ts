/** UI texts quoted by the spec. Kept verbatim: the tests compare against these. */
export const TEXTS = {
  brand: "X-Part",
  loading: "Loading...",
  notFound: "OPSS! PAGE NOT FOUND",
  notFoundDetail: "Sorry, the page you're looking for doesn't exist.",
  returnHome: "RETURN HOME",
  discoverMore: "Discover more",
  promoHeadline: "Your construction worker in Great Condition with Top Auto Parts",
  promoTagline: "Engineered for your best workout yet",
  shopNow: "SHOP NOW",
  seeMore: "SEE MORE",
  more: "MORE",
  topCategories: "Top Categories",
  mostLovedCard: "Most Loved Brand & Secure Life",
  topHotProduct: "Top Hot Product",
  customersReviews: "Customers Reviews",
  allProducts: "All Products",
  minimumOrder: "Minimum Order",
  availableQuantity: "Available Quantity",
  pricePrefix: "Price: ",
  purchase: "Purchase",
  noReviews: "No reviews yet",
  noProducts: "No products yet",
  loadMore: "Load more",
  retry: "Try again",
} as const;

/** The benefits strip (spec §1 promises, original Info.js texts). */
export const BENEFITS = [
  { title: "Fast and free delivery", detail: "Free delivery for all orders over $140" },
  { title: "24/7 Customer Support", detail: "Friendly 24/7 customer support" },
  { title: "Most Loved Brand", detail: "All Products Are Very popular" },
] as const;

/** Ordering and payment texts (spec §2 product detail, order table, order cards, payment page; §4; §8). */
export const ORDER_TEXTS = {
  billingDetails: "Billing Details",
  addToMyOrder: "Add to my order",
  productAddedToOrder: "Product added to my order",
  notEnoughStock: "Not enough stock for the minimum order",
  productNotFound: "Product not found",
  myOrdersPrefix: "My Orders: ",
  pendingApproval: "Pending Approval",
  notPaidYet: "Not Paid yet",
  payNow: "Pay Now",
  paid: "Paid",
  awaitingShipment: "Awaiting shipment",
  shipped: "Shipped",
  cancelled: "Cancelled",
  cancelOrder: "Cancel order",
  payment: "Payment",
  /** The confirmation before a customer cancels (spec §4): two lines. */
  cancelOrderConfirm: "Are you sure\nYou want to delete this order..!?",
  orderCancelled: "Order cancelled",
  noOrders: "You have no orders yet.",
  orderNotFound: "Order not found",
  pay: "Pay",
  paymentSuccessful: "Payment Successful",
  transactionIdPrefix: "Your transaction Id: ",
  alreadyPaid: "This order is already paid.",
  orderWasCancelled: "This order was cancelled, so there is nothing to pay.",
  /** No card processor is set up (production without Stripe keys, issue 12): the page takes no card. */
  paymentsNotConfigured:
    "Payments are not configured in this shop yet, so no card can be taken. Your order is kept unpaid.",
  // What the server answers when an order step is refused; the web app shows them as given.
  cancelledOrder: "This order was cancelled",
  paidOrder: "This order is already paid",
  alreadyCancelled: "This order is already cancelled",
  paidCannotCancel: "A paid order cannot be cancelled",
  paymentProcessing: "A payment for this order is being processed. Please try again in a few minutes.",
  notThisPayment: "This transaction is not the payment of this order",
  paymentNotSucceeded: "The payment has not succeeded",
  refundedAfterCancel: "This order was cancelled, so the payment was refunded",
  noLongerAwaitingPayment: "This order is no longer awaiting payment",
  noSuchPayment: "No such payment",
  paymentOfOtherOrder: "payment.product must be this order's id",
  belowMinimum: (min: number) => `The minimum order for this product is ${min}`,
  onlyAvailable: (left: number) => `Only ${left} available`,
  /** The quantity rule's message, on the billing form and in the order contract alike. */
  quantityWhole: "Quantity must be a whole number",
  tooManyUnpaidOrders: (held: number) =>
    `You have ${held} unpaid orders, the most one customer may hold. Please pay or cancel one first.`,
  tooManyUnpaidUnits: (max: number, held: number) =>
    `One customer may hold at most ${max} unpaid units of a product (you hold ${held}). Please pay or cancel an order first.`,
  // Accounts whose email address is not verified hold less, and for less time (security finding M2).
  unverifiedAddressBusy:
    "New accounts from your network have just ordered. Please verify your email address from My Profile to order now, or try again later.",
} as const;

/** Sign-in, sign-up, dashboard and profile texts quoted by the spec (§2, §5, §8). */
export const ACCOUNT_TEXTS = {
  login: "Login",
  signUp: "Sign Up",
  signupButton: "SIGNUP",
  createAccount: "Create New Account",
  pleaseLogin: "Please Login",
  continueWithGoogle: "Continue with Google",
  adminRequired: "Please sign in with an admin account",
  /** A sign-out the shopper did not ask for: the session ended, was removed or expired (issue 12). */
  sessionEnded: "Your session has ended. Please sign in again.",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email",
  passwordRequired: "Password is required",
  passwordTooShort: "Must be at least 6 characters",
  /** Spaces do not count toward a new password's 6 characters (security finding I2). */
  passwordMostlySpaces: "Must have at least 6 characters besides spaces",
  nameRequired: "Name is required",
  dashboard: "Dashboard",
  signOut: "Sign Out",
  noUserLoggedIn: "No user is logged in",
  updatedSuccessfully: "Updated Successfully",
  blogHeading: "Questions",
  /** A phone number for codes by text message (E.164), checked on the profile page and by the server. */
  phoneFormat: "Use the international format, e.g. +15551234567",
} as const;

/** Mail: verification, password reset and preferences (issue 15). */
export const MAIL_TEXTS = {
  /** Production without SMTP_URL: the features that need mail say this instead of failing silently. */
  notConfigured: "This shop cannot send email right now, so this is not available. Please contact us.",
  forgotPassword: "Forgot password?",
  resetHeading: "Reset your password",
  resetRequestHelp: "Enter your account's email and we will send you a link to choose a new password.",
  sendResetLink: "Send reset link",
  resetLinkSent:
    "If an account has this email, a reset link is on its way. It works once, within 30 minutes.",
  newPassword: "New password",
  setNewPassword: "Set new password",
  passwordChanged: "Your password was changed and every device was signed out. Please sign in.",
  resetLinkInvalid: "This reset link has expired or was already used. Please ask for a new one.",
  verified: "Email verified",
  notVerified: "Email not verified",
  sendVerificationAgain: "Send verification email again",
  verificationSent: "Verification email sent. Please check your inbox.",
  orderReminders: "Remind me before an unpaid order expires",
  mandatoryMail: "Receipts and security emails are always sent.",
} as const;

/** What the server answers when access is refused (spec §8 and DESIGN §4), shown by the web app as given. */
export const ACCESS_TEXTS = {
  signInAgain: "Please sign in again",
  signInFirst: "Please sign in first",
  /** The spec's text for a non-admin's admin action (§8, make admin). */
  notAuthorized: "You are not authorized to do this",
  customersOnly: "Only customer accounts can do this",
  notYours: "You can only see or change your own account's data",
  commonPassword: "This password is too common. Please choose one that is harder to guess.",
  passwordCheckNeeded: "Please enter your current password to change your phone number",
  wrongPassword: "The password is not correct",
  signInAgainForPhone: "Please sign in again to change your phone number",
  emailMismatch: "The email in the body must be the one in the path",
} as const;

/** The customer's Order Table (spec §2): the spec's columns, in its order, then the order's number and date (issue 12). */
export const ORDER_TABLE_COLUMNS = [
  "No.",
  "Name",
  "Product Name",
  "Quantity",
  "Price ($)",
  "Payment",
  "Status",
  "Order",
  "Date",
] as const;
