import type { RouteObject } from "react-router";

import { RootLayout } from "#src/app/layouts/root-layout";
import { Spinner } from "#src/components/spinner";
import type { PagePrefetch } from "#src/lib/page-prefetch";
import { paths } from "#src/lib/paths";
import { appQueryClient } from "#src/lib/query-client";

import { RequireAuth } from "./require-auth";
import { RouteErrorPage } from "./route-error-page";
import { queryClientOf } from "./server-render-context";

/** The page modules, each a chunk of its own, by their path relative to this file. */
const pageModules = import.meta.glob<Record<string, unknown>>([
  "../features/*/pages/*.tsx",
  "!../features/*/pages/*.test.tsx",
  "./require-admin.tsx",
]);

/**
 * A lazy page: `module` (its path in the web app, as in PAGE_MODULES) is imported when the route is first
 * visited, `name` picks the component, and the module's `prefetch`, if any, becomes the route's loader, so the
 * page's data is asked for before it first renders. The browser does not wait for it; the server renderer
 * (its own query client in the loader's context) does, so the data is in the HTML. The route's handle names
 * the module, so a test can check PAGE_MODULES against this table; `handle` adds to it (`signedOut`: the server
 * renderer sends a signed-in visitor on, as the page does).
 */
function page(
  module: string,
  name: string,
  handle: Record<string, unknown> = {},
): Pick<RouteObject, "lazy" | "handle"> {
  const load = pageModules[module.replace(/^src\/app\//, "./").replace(/^src\//, "../")];
  if (!load) throw new Error(`No page module ${module}`);
  return {
    handle: { module, ...handle },
    lazy: async () => {
      const loaded = await load();
      const Component = loaded[name] as React.ComponentType | undefined;
      if (!Component) throw new Error(`${module} has no ${name}`);
      const prefetch = loaded.prefetch as PagePrefetch | undefined;
      if (!prefetch) return { Component };
      return {
        Component,
        loader: ({ params, request, context }) => {
          const serverClient = queryClientOf(context);
          // On the server only its own client may be filled: the app's is shared by every request there.
          if (!serverClient && typeof window === "undefined")
            throw new Error("a server render without its query client");
          const done = prefetch(serverClient ?? appQueryClient, { params, url: new URL(request.url) });
          return serverClient ? done.then(() => null) : null;
        },
      };
    },
  };
}

/** The one URL table (spec §2), its paths from lib/paths. Pages are lazy chunks so the first load carries only the shell. */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // A page that fails keeps the navbar and footer around its error.
        errorElement: <RouteErrorPage />,
        // Shown inside the layout while the first page chunk loads.
        hydrateFallbackElement: <Spinner className="min-h-[50vh] items-center" />,
        children: [
          { index: true, ...page("src/features/home/pages/home-page.tsx", "HomePage") },
          { path: paths.shop, ...page("src/features/catalog/pages/shop-page.tsx", "ShopPage") },
          {
            path: paths.login,
            ...page("src/features/auth/pages/login-page.tsx", "LoginPage", { signedOut: true }),
          },
          { path: paths.signup, ...page("src/features/auth/pages/signup-page.tsx", "SignupPage") },
          {
            path: paths.forgotPassword,
            ...page("src/features/auth/pages/forgot-password-page.tsx", "ForgotPasswordPage"),
          },
          {
            path: paths.resetPassword,
            ...page("src/features/auth/pages/reset-password-page.tsx", "ResetPasswordPage"),
          },
          {
            path: paths.contact,
            ...page("src/features/help/pages/contact-page.tsx", "ContactPage"),
          },
          {
            path: paths.shippingReturns,
            ...page("src/features/help/pages/shipping-returns-page.tsx", "ShippingReturnsPage"),
          },
          { path: paths.terms, ...page("src/features/help/pages/terms-page.tsx", "TermsPage") },
          {
            path: paths.privacy,
            ...page("src/features/help/pages/privacy-page.tsx", "PrivacyPage"),
          },
          {
            // Public: an invitation's link works signed out, and offers to sign in or up and come back.
            path: paths.joinCompany,
            ...page("src/features/company/pages/join-company-page.tsx", "JoinCompanyPage"),
          },
          {
            element: <RequireAuth />,
            // The server renderer sends a signed-out visitor to the login page as RequireAuth does.
            handle: { signedIn: true },
            children: [
              {
                path: paths.product,
                ...page("src/features/product/pages/product-page.tsx", "ProductPage"),
              },
              { path: paths.cart, ...page("src/features/cart/pages/cart-page.tsx", "CartPage") },
              {
                path: paths.dashboard,
                ...page("src/features/dashboard/pages/dashboard-layout.tsx", "DashboardLayout"),
                children: [
                  {
                    index: true,
                    ...page("src/features/dashboard/pages/profile-page.tsx", "ProfilePage"),
                  },
                  {
                    path: paths.profile,
                    ...page("src/features/dashboard/pages/profile-page.tsx", "ProfilePage"),
                  },
                  {
                    path: paths.blog,
                    ...page("src/features/dashboard/pages/blog-page.tsx", "BlogPage"),
                  },
                  {
                    path: paths.orderTable,
                    ...page("src/features/orders/pages/order-table-page.tsx", "OrderTablePage"),
                  },
                  {
                    path: paths.myOrders,
                    ...page("src/features/orders/pages/my-orders-page.tsx", "MyOrdersPage"),
                  },
                  {
                    path: paths.payment,
                    ...page("src/features/payment/pages/payment-page.tsx", "PaymentPage"),
                  },
                  {
                    path: paths.review,
                    ...page("src/features/reviews/pages/add-review-page.tsx", "AddReviewPage"),
                  },
                  {
                    path: paths.quickOrder,
                    ...page("src/features/quick-order/pages/quick-order-page.tsx", "QuickOrderPage"),
                  },
                  {
                    path: paths.company,
                    ...page("src/features/company/pages/company-page.tsx", "CompanyPage"),
                  },
                  {
                    path: paths.companyOrders,
                    ...page("src/features/orders/pages/company-orders-page.tsx", "CompanyOrdersPage"),
                  },
                  {
                    path: paths.approvals,
                    ...page("src/features/company/pages/approvals-page.tsx", "ApprovalsPage"),
                  },
                  {
                    path: paths.statement,
                    ...page("src/features/company/pages/statement-page.tsx", "StatementPage"),
                  },
                  {
                    path: paths.quotes,
                    ...page("src/features/company/pages/quotes-page.tsx", "QuotesPage"),
                  },
                  {
                    // Lazy like the pages it guards: its admin check is not needed on the first load.
                    ...page("src/app/require-admin.tsx", "RequireAdmin"),
                    children: [
                      {
                        path: paths.users,
                        ...page("src/features/admin/pages/all-users-page.tsx", "AllUsersPage"),
                      },
                      {
                        path: paths.addProduct,
                        ...page("src/features/admin/pages/add-product-page.tsx", "AddProductPage"),
                      },
                      {
                        path: paths.adminOrders,
                        ...page("src/features/admin/pages/admin-orders-page.tsx", "AdminOrdersPage"),
                      },
                      {
                        path: paths.allOrderList,
                        ...page("src/features/admin/pages/all-order-list-page.tsx", "AllOrderListPage"),
                      },
                      {
                        path: paths.manageProducts,
                        ...page("src/features/admin/pages/manage-products-page.tsx", "ManageProductsPage"),
                      },
                      {
                        path: paths.activity,
                        ...page("src/features/admin/pages/activity-page.tsx", "ActivityPage"),
                      },
                      {
                        path: paths.mail,
                        ...page("src/features/admin/pages/mail-page.tsx", "MailPage"),
                      },
                      {
                        path: paths.catalogueImport,
                        ...page("src/features/admin/pages/catalogue-import-page.tsx", "CatalogueImportPage"),
                      },
                      {
                        path: paths.sales,
                        ...page("src/features/sales/pages/sales-page.tsx", "SalesPage"),
                      },
                      {
                        path: paths.companies,
                        ...page("src/features/admin/pages/companies-page.tsx", "CompaniesPage"),
                      },
                      {
                        path: paths.receivables,
                        ...page("src/features/admin/pages/receivables-page.tsx", "ReceivablesPage"),
                      },
                      {
                        path: paths.adminQuotes,
                        ...page("src/features/admin/pages/admin-quotes-page.tsx", "AdminQuotesPage"),
                      },
                    ],
                  },
                  {
                    path: "*",
                    ...page("src/features/not-found/pages/not-found-page.tsx", "NotFoundPage"),
                  },
                ],
              },
            ],
          },
          {
            path: "*",
            ...page("src/features/not-found/pages/not-found-page.tsx", "NotFoundPage"),
          },
        ],
      },
    ],
  },
];
