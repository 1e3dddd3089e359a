/**
 * Every TanStack Query key of the web app, in one place, so a query and the writes that refresh it name the
 * same key. A family's `all` is the prefix of each of its keys: invalidating it refreshes them all (every
 * catalogue write refreshes the shop, the product pages and Manage Products alike). Filters are typed by the
 * feature that owns them; lib/ cannot import features, so the factories take them as they come.
 */
export const queryKeys = {
  session: ["session"] as const,
  adminStatus: {
    all: ["admin-status"] as const,
    of: (email: string) => ["admin-status", email] as const,
  },
  signInOptions: ["sign-in-options"] as const,
  categories: ["categories"] as const,
  products: {
    all: ["products"] as const,
    lists: ["products", "list"] as const,
    list: <Filters extends object>(filters: Filters) => ["products", "list", filters] as const,
    detail: (id: string) => ["products", "detail", id] as const,
    /** The product as it is to a vehicle (fits or not): under its detail, so a write refreshes both. */
    forVehicle: (id: string, vehicle: number) => ["products", "detail", id, "vehicle", vehicle] as const,
    fitment: (id: string) => ["products", "detail", id, "fitment"] as const,
    facets: <Filters extends object>(filters: Filters) => ["products", "facets", filters] as const,
    hot: ["products", "hot"] as const,
    /** Under "products", so every catalogue write (there or an order's stock) refreshes it with the shop. */
    admin: <Query extends object>(query: Query) => ["products", "admin", query] as const,
  },
  /** The search box's suggestions (issue 42), per text typed: public, and the same for everyone. */
  searchSuggestions: (q: string) => ["search-suggestions", q] as const,
  orders: {
    all: ["orders"] as const,
    mine: (email: string) => ["orders", "mine", email] as const,
    detail: (id: string) => ["orders", "detail", id] as const,
  },
  vehicles: {
    all: ["vehicles"] as const,
    /** The chooser's steps: the vehicle list changes only with an import, so these are read once. */
    years: ["vehicles", "years"] as const,
    makes: (year: number) => ["vehicles", "makes", year] as const,
    models: (year: number, make: string) => ["vehicles", "models", year, make] as const,
    list: (year: number, make: string, model: string) => ["vehicles", "list", year, make, model] as const,
    detail: (id: number) => ["vehicles", "detail", id] as const,
    mine: (email: string) => ["vehicles", "mine", email] as const,
  },
  /** The signed-in customer's cart: one per account, read by the navbar's count and the cart page alike. */
  cart: ["cart"] as const,
  paymentIntent: (orderId: string) => ["payment-intent", orderId] as const,
  paymentConfig: ["payment-config"] as const,
  reviews: {
    all: ["reviews"] as const,
    latest: ["reviews", "latest"] as const,
  },
  /**
   * Company accounts (issue 40): the caller's company (GET /api/company, read by the side menu and the company
   * pages alike), its orders per buyer filter, and an invitation's preview on the join page.
   */
  company: {
    all: ["company"] as const,
    mine: (email: string) => ["company", "mine", email] as const,
    /** Every account's answer of GET /api/company (one at most: private answers go on sign-out). */
    allMine: ["company", "mine"] as const,
    /** Every buyer filter's company orders, refreshed together when an approver decides. */
    allOrders: ["company", "orders"] as const,
    orders: (email: string, buyer: string) => ["company", "orders", email, buyer] as const,
    invitation: (token: string) => ["company-invitation", token] as const,
    /** The checkouts waiting for the caller's decision (approvers and company admins). */
    approvals: (email: string) => ["company", "approvals", email] as const,
    /** The caller's company price of one product (GET /api/company/prices, asked for in batches). */
    price: (email: string, productId: string) => ["company", "prices", email, productId] as const,
    allPrices: ["company", "prices"] as const,
    /**
     * Buying on account (issue 41): the company's terms (the checkout's choice) and its statement (company
     * admins). Both change with a checkout on account or a payment, so they are refreshed together.
     */
    account: ["company", "account"] as const,
    terms: (email: string) => ["company", "account", "terms", email] as const,
    statement: (email: string) => ["company", "account", "statement", email] as const,
    /** The company's quotes (issue 41): requested from the cart, accepted or declined on the Quotes page. */
    quotes: (email: string) => ["company", "quotes", email] as const,
  },
  info: (email: string) => ["info", email] as const,
  mailPreferences: (email: string) => ["mail-preferences", email] as const,
  admin: {
    /** The Sales page's figures (issue 27). */
    salesDashboard: ["admin", "sales-dashboard"] as const,
    /** Every admin order answer lives under this key; an admin action refreshes them all. */
    orders: {
      all: ["admin", "orders"] as const,
      list: <Query extends object>(query: Query) => ["admin", "orders", "list", query] as const,
      counts: (q: string) => ["admin", "orders", "counts", q] as const,
    },
    users: {
      all: ["admin", "users"] as const,
      list: <Query extends object>(query: Query) => ["admin", "users", query] as const,
    },
    /** The shop admin's Companies page (issue 40): the searched list and one company's detail. */
    companies: {
      all: ["admin", "companies"] as const,
      list: (q: string) => ["admin", "companies", "list", q] as const,
      detail: (id: string) => ["admin", "companies", "detail", id] as const,
      /** A company's price list, with each product's SKU, name and list price. */
      prices: (id: string) => ["admin", "companies", "prices", id] as const,
      /** A company's terms, balance, ageing and open invoices on account (issue 41). */
      statement: (id: string) => ["admin", "companies", "statement", id] as const,
    },
    /** What every company owes on account (issue 41), refreshed by any write to one company's account. */
    receivables: ["admin", "receivables"] as const,
    /** The shop's quotes (issue 41), per status filter ('' for all); a price or a send refreshes them all. */
    quotes: {
      all: ["admin", "quotes"] as const,
      list: (status: string) => ["admin", "quotes", "list", status] as const,
    },
    activity: <Filters extends object>(filters: Filters) => ["admin", "activity", filters] as const,
    outbox: {
      mail: ["admin", "outbox", "mail"] as const,
      sms: ["admin", "outbox", "sms"] as const,
    },
  },
};
