import { PART_NUMBER_TEXTS } from "@xpart/shared";

import { signUpViaApi } from "./support/accounts";
import { expect, test } from "./support/app-test";

const BRAKE_PADS = "Disc Brake Pad Set";

test.describe("part numbers (issue 25)", () => {
  test("issue 25: the shop finds a part by its number however it is written, and the card shows brand and SKU", async ({
    page,
  }) => {
    for (const typed of ["071102", "07 11.02", "d1102/8216"]) {
      await page.goto(`/shop?q=${encodeURIComponent(typed)}`);
      const first = page.getByRole("article").first();
      await expect(first.getByRole("heading", { level: 3 })).toHaveAttribute("title", BRAKE_PADS);
      await expect(first).toContainText(`X-Part · ${PART_NUMBER_TEXTS.sku} 07-1102`);
    }
  });

  test("issue 25: the product page lists brand, SKU, the maker's number and the cross-references", async ({
    page,
  }) => {
    await signUpViaApi(page);
    const [product] = (await (await page.request.get("/api/products?q=07-1102")).json()) as { _id: string }[];
    await page.goto(`/product/${product!._id}`);
    const numbers = page.getByRole("region", { name: PART_NUMBER_TEXTS.partNumbersHeading });
    await expect(numbers.getByRole("definition")).toHaveText([
      "X-Part",
      "07-1102",
      "XPB 1102",
      "D1102-8216, 45022-T2A-A01, 0 986 494 1102",
    ]);
  });
});
