import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";

import { queryKeys } from "./query-keys";

/** The keys a prefix invalidates in a cache holding every `keys` entry. */
function invalidatedBy(prefix: readonly unknown[], keys: readonly (readonly unknown[])[]) {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, "cached");
  void client.invalidateQueries({ queryKey: prefix, refetchType: "none" });
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey);
}

describe("query keys (issue 23)", () => {
  it("issue 23: a catalogue write's products.all reaches the shop's lists, a product, the hot products and Manage Products, and nothing else", () => {
    const product = [
      queryKeys.products.list({ q: "saw" }),
      queryKeys.products.detail("p-1"),
      queryKeys.products.hot,
      queryKeys.products.admin({ q: "", offset: 0 }),
    ];
    const others = [queryKeys.orders.mine("a@b.c"), queryKeys.categories, queryKeys.admin.orders.counts("")];
    expect(invalidatedBy(queryKeys.products.all, [...product, ...others])).toEqual(product);
  });

  it("issue 23: a refused order's products.lists reaches the shop's lists only", () => {
    const lists = [queryKeys.products.list({ q: "" }), queryKeys.products.list({ q: "saw" })];
    expect(
      invalidatedBy(queryKeys.products.lists, [
        ...lists,
        queryKeys.products.detail("p-1"),
        queryKeys.products.hot,
      ]),
    ).toEqual(lists);
  });

  it("issue 23: orders.all, admin.orders.all, admin.users.all, reviews.all and adminStatus.all reach their own family", () => {
    type Key = readonly unknown[];
    const families: [Key, Key[]][] = [
      [queryKeys.orders.all, [queryKeys.orders.mine("a@b.c"), queryKeys.orders.detail("o-1")]],
      [
        queryKeys.admin.orders.all,
        [queryKeys.admin.orders.list({ q: "" }), queryKeys.admin.orders.counts("")],
      ],
      [queryKeys.admin.users.all, [queryKeys.admin.users.list({ q: "" })]],
      [queryKeys.reviews.all, [queryKeys.reviews.latest]],
      [queryKeys.adminStatus.all, [queryKeys.adminStatus.of("a@b.c")]],
    ];
    const every = families.flatMap(([, keys]) => keys);
    for (const [root, keys] of families) expect(invalidatedBy(root, every)).toEqual(keys);
  });
});
