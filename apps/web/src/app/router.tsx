import { createBrowserRouter, type RouteObject } from "react-router";

import { Spinner } from "../components/spinner";

import { RootLayout } from "./layouts/root-layout";
import { RequireAuth } from "./require-auth";
import { RouteErrorPage } from "./route-error-page";

/** A lazy page: `load` imports the module, `name` picks the component. */
function page<M>(load: () => Promise<M>, name: keyof M): Pick<RouteObject, "lazy"> {
  return { lazy: async () => ({ Component: (await load())[name] as React.ComponentType }) };
}

/** The one URL table (spec §2). Pages are lazy chunks so the first load carries only the shell. */
export const routes: RouteObject[] = [
  {
    path: "/",
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // A page that fails keeps the navbar and footer around its error.
        errorElement: <RouteErrorPage />,
        // Shown inside the layout while the first page chunk loads.
        hydrateFallbackElement: <Spinner className="min-h-[50vh] items-center" />,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import("../features/home/pages/home-page")).HomePage }),
          },
          {
            path: "shop",
            lazy: async () => ({ Component: (await import("../features/catalog/pages/shop-page")).ShopPage }),
          },
          {
            path: "login",
            lazy: async () => ({ Component: (await import("../features/auth/pages/login-page")).LoginPage }),
          },
          {
            path: "signup",
            lazy: async () => ({
              Component: (await import("../features/auth/pages/signup-page")).SignupPage,
            }),
          },
          {
            element: <RequireAuth />,
            children: [
              {
                path: "product/:productId",
                lazy: async () => ({
                  Component: (await import("../features/product/pages/product-page")).ProductPage,
                }),
              },
              {
                path: "dashboard",
                ...page(() => import("../features/dashboard/pages/dashboard-layout"), "DashboardLayout"),
                children: [
                  {
                    index: true,
                    ...page(() => import("../features/dashboard/pages/profile-page"), "ProfilePage"),
                  },
                  {
                    path: "profile",
                    ...page(() => import("../features/dashboard/pages/profile-page"), "ProfilePage"),
                  },
                  {
                    path: "blog",
                    ...page(() => import("../features/dashboard/pages/blog-page"), "BlogPage"),
                  },
                  {
                    path: "orderTable",
                    ...page(() => import("../features/orders/pages/order-table-page"), "OrderTablePage"),
                  },
                  {
                    path: "myOrders",
                    ...page(() => import("../features/orders/pages/my-orders-page"), "MyOrdersPage"),
                  },
                  {
                    path: "payment/:id",
                    ...page(() => import("../features/payment/pages/payment-page"), "PaymentPage"),
                  },
                  {
                    path: "review",
                    ...page(() => import("../features/reviews/pages/add-review-page"), "AddReviewPage"),
                  },
                  {
                    // Lazy like the pages it guards: its admin check is not needed on the first load.
                    ...page(() => import("./require-admin"), "RequireAdmin"),
                    children: [
                      {
                        path: "users",
                        ...page(() => import("../features/admin/pages/all-users-page"), "AllUsersPage"),
                      },
                      {
                        path: "addProduct",
                        ...page(() => import("../features/admin/pages/add-product-page"), "AddProductPage"),
                      },
                      {
                        path: "orders",
                        ...page(() => import("../features/admin/pages/admin-orders-page"), "AdminOrdersPage"),
                      },
                      {
                        path: "allOrderList",
                        ...page(
                          () => import("../features/admin/pages/all-order-list-page"),
                          "AllOrderListPage",
                        ),
                      },
                      {
                        path: "manage",
                        ...page(
                          () => import("../features/admin/pages/manage-products-page"),
                          "ManageProductsPage",
                        ),
                      },
                    ],
                  },
                  {
                    path: "*",
                    ...page(() => import("../features/not-found/pages/not-found-page"), "NotFoundPage"),
                  },
                ],
              },
            ],
          },
          {
            path: "*",
            lazy: async () => ({
              Component: (await import("../features/not-found/pages/not-found-page")).NotFoundPage,
            }),
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
