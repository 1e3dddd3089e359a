import { createBrowserRouter, type RouteObject } from "react-router";

import { Spinner } from "../components/spinner";

import { RootLayout } from "./layouts/root-layout";
import { RequireAuth } from "./require-auth";
import { RouteErrorPage } from "./route-error-page";

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
