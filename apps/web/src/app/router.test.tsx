import { PAGE_PATHS } from "@xpart/shared/texts";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";

import { PAGE_MODULES } from "./page-modules";
import { routes } from "./router";

/** The preloads a page's HTML names (issue 13) are only right if PAGE_MODULES is what the router loads. */
describe("the route table and PAGE_MODULES", () => {
  it.each(Object.entries(PAGE_PATHS))(
    "%s (%s) loads the modules PAGE_MODULES names",
    async (key, pattern) => {
      const matches = matchRoutes(routes, pattern.replace(/:[A-Za-z]+/g, "an-id")) ?? [];
      const modules = matches.flatMap((match) => {
        const handle = match.route.handle as { module?: string } | undefined;
        return handle?.module ? [handle.module] : [];
      });
      expect(modules).toEqual(PAGE_MODULES[key as keyof typeof PAGE_PATHS]);
      for (const { route } of matches) {
        if (typeof route.lazy !== "function") continue;
        const loaded = await route.lazy();
        expect(typeof loaded.Component, `${key}: its component`).toBe("function");
      }
    },
  );

  it("issue 40/41: an invitation's link is public (a signed-out visitor sees it); the company and account pages need a session", () => {
    const signedIn = (url: string) =>
      (matchRoutes(routes, url) ?? []).some(
        (match) => (match.route.handle as { signedIn?: boolean })?.signedIn,
      );
    expect(signedIn(`${PAGE_PATHS.joinCompany}?token=abc`)).toBe(false);
    for (const url of [
      PAGE_PATHS.company,
      PAGE_PATHS.companyOrders,
      `${PAGE_PATHS.approvals}?checkout=c-1`,
      PAGE_PATHS.companies,
      PAGE_PATHS.statement,
      PAGE_PATHS.receivables,
      PAGE_PATHS.quotes,
      PAGE_PATHS.adminQuotes,
    ])
      expect(signedIn(url), url).toBe(true);
  });

  it.each(["/", "/shop", "/product/p-1"])(
    "%s: the page's prefetch runs as the route's loader, before it renders",
    async (url) => {
      const page = matchRoutes(routes, url)!.at(-1)!.route;
      const loaded = typeof page.lazy === "function" ? await page.lazy() : {};
      expect(typeof loaded.loader).toBe("function");
    },
  );
});
