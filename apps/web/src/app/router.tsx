import { createBrowserRouter, type RouteObject } from "react-router";

import { RootLayout } from "#src/app/layouts/root-layout";
import { Spinner } from "#src/components/spinner";
import { paths } from "#src/lib/paths";

import { RequireAuth } from "./require-auth";
import { RouteErrorPage } from "./route-error-page";

/** A lazy page: `load` imports the module, `name` picks the component. */
function page<M>(load: () => Promise<M>, name: keyof M): Pick<RouteObject, "lazy"> {
  return { lazy: async () => ({ Component: (await load())[name] as React.ComponentType }) };
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
          { index: true, ...page(() => import("#src/features/home/pages/home-page"), "HomePage") },
          { path: paths.shop, ...page(() => import("#src/features/catalog/pages/shop-page"), "ShopPage") },
          { path: paths.login, ...page(() => import("#src/features/auth/pages/login-page"), "LoginPage") },
          { path: paths.signup, ...page(() => import("#src/features/auth/pages/signup-page"), "SignupPage") },
          {
            path: paths.forgotPassword,
            ...page(() => import("#src/features/auth/pages/forgot-password-page"), "ForgotPasswordPage"),
          },
          {
            path: paths.resetPassword,
            ...page(() => import("#src/features/auth/pages/reset-password-page"), "ResetPasswordPage"),
          },
          {
            path: paths.contact,
            ...page(() => import("#src/features/help/pages/contact-page"), "ContactPage"),
          },
          {
            path: paths.shippingReturns,
            ...page(() => import("#src/features/help/pages/shipping-returns-page"), "ShippingReturnsPage"),
          },
          { path: paths.terms, ...page(() => import("#src/features/help/pages/terms-page"), "TermsPage") },
          {
            path: paths.privacy,
            ...page(() => import("#src/features/help/pages/privacy-page"), "PrivacyPage"),
          },
          {
            element: <RequireAuth />,
            children: [
              {
                path: paths.product,
                ...page(() => import("#src/features/product/pages/product-page"), "ProductPage"),
              },
              {
                path: paths.dashboard,
                ...page(() => import("#src/features/dashboard/pages/dashboard-layout"), "DashboardLayout"),
                children: [
                  {
                    index: true,
                    ...page(() => import("#src/features/dashboard/pages/profile-page"), "ProfilePage"),
                  },
                  {
                    path: paths.profile,
                    ...page(() => import("#src/features/dashboard/pages/profile-page"), "ProfilePage"),
                  },
                  {
                    path: paths.blog,
                    ...page(() => import("#src/features/dashboard/pages/blog-page"), "BlogPage"),
                  },
                  {
                    path: paths.orderTable,
                    ...page(() => import("#src/features/orders/pages/order-table-page"), "OrderTablePage"),
                  },
                  {
                    path: paths.myOrders,
                    ...page(() => import("#src/features/orders/pages/my-orders-page"), "MyOrdersPage"),
                  },
                  {
                    path: paths.payment,
                    ...page(() => import("#src/features/payment/pages/payment-page"), "PaymentPage"),
                  },
                  {
                    path: paths.review,
                    ...page(() => import("#src/features/reviews/pages/add-review-page"), "AddReviewPage"),
                  },
                  {
                    // Lazy like the pages it guards: its admin check is not needed on the first load.
                    ...page(() => import("./require-admin"), "RequireAdmin"),
                    children: [
                      {
                        path: paths.users,
                        ...page(() => import("#src/features/admin/pages/all-users-page"), "AllUsersPage"),
                      },
                      {
                        path: paths.addProduct,
                        ...page(() => import("#src/features/admin/pages/add-product-page"), "AddProductPage"),
                      },
                      {
                        path: paths.adminOrders,
                        ...page(
                          () => import("#src/features/admin/pages/admin-orders-page"),
                          "AdminOrdersPage",
                        ),
                      },
                      {
                        path: paths.allOrderList,
                        ...page(
                          () => import("#src/features/admin/pages/all-order-list-page"),
                          "AllOrderListPage",
                        ),
                      },
                      {
                        path: paths.manageProducts,
                        ...page(
                          () => import("#src/features/admin/pages/manage-products-page"),
                          "ManageProductsPage",
                        ),
                      },
                      {
                        path: paths.activity,
                        ...page(() => import("#src/features/admin/pages/activity-page"), "ActivityPage"),
                      },
                    ],
                  },
                  {
                    path: "*",
                    ...page(() => import("#src/features/not-found/pages/not-found-page"), "NotFoundPage"),
                  },
                ],
              },
            ],
          },
          {
            path: "*",
            ...page(() => import("#src/features/not-found/pages/not-found-page"), "NotFoundPage"),
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
