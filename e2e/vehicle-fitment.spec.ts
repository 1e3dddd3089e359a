import type { Page } from "@playwright/test";
import { FITMENT_TEXTS, SPEC_TEXTS, type Product } from "@xpart/shared";

import { signUpViaApi } from "./support/accounts";
import { expect, test } from "./support/app-test";

const HILUX = { year: 2015, make: "Toyota", model: "Hilux", engine: "2.8 D" };
const BRAKE_PADS = "Disc Brake Pad Set";

async function chooseHilux(page: Page) {
  const picker = page.getByRole("region", { name: FITMENT_TEXTS.chooseVehicle });
  await picker.getByLabel(FITMENT_TEXTS.year).selectOption(String(HILUX.year));
  await picker.getByLabel(FITMENT_TEXTS.make).selectOption(HILUX.make);
  await picker.getByLabel(FITMENT_TEXTS.model).selectOption(HILUX.model);
  await picker.getByLabel(FITMENT_TEXTS.engine).selectOption({ label: HILUX.engine });
  await picker.getByRole("button", { name: FITMENT_TEXTS.useVehicle }).click();
}

test.describe("vehicle fitment (issue 25)", () => {
  test("issue 25: pick a vehicle, see 'Fits' badges, filter to fitting parts; the choice outlives a reload", async ({
    page,
  }) => {
    await page.goto("/shop");
    await chooseHilux(page);
    await expect(page).toHaveURL(/vehicle=\d+/);
    const fits = FITMENT_TEXTS.fits(HILUX);
    const cards = page.getByRole("article");
    await expect(cards.filter({ hasText: fits }).first()).toBeVisible();
    await expect(cards.filter({ hasText: FITMENT_TEXTS.doesNotFit }).first()).toBeVisible();

    // A click, not check(): the box follows the URL, which the router updates just after the click.
    await page.getByLabel(FITMENT_TEXTS.fitsOnly).click();
    await expect(page.getByLabel(FITMENT_TEXTS.fitsOnly)).toBeChecked();
    await expect(page).toHaveURL(/fits=true/);
    await expect(cards.filter({ hasText: FITMENT_TEXTS.doesNotFit })).toHaveCount(0);
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) {
      await expect(card.getByText(new RegExp(`^(${fits}|${FITMENT_TEXTS.universal})$`))).toBeVisible();
    }

    // The browser keeps the vehicle: the shop opened afresh shops for it again.
    await page.goto("/shop");
    await expect(page).toHaveURL(/vehicle=\d+/);
    await expect(
      page.getByRole("region", { name: `${HILUX.year} ${HILUX.make} ${HILUX.model} ${HILUX.engine}` }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: /2015 Toyota Hilux 2\.8 D/ }).first()).toBeVisible();
  });

  test("issue 25: a cross-reference typed with dashes finds the part; its page shows the fit, fitment list and specifications", async ({
    page,
  }) => {
    await signUpViaApi(page);
    await page.goto("/shop");
    await chooseHilux(page);
    await expect(page).toHaveURL(/vehicle=\d+/);

    await page.getByRole("combobox", { name: "Search products" }).fill("45022-T2A-A01");
    const first = page.getByRole("article").first();
    await expect(first.getByRole("heading", { level: 3 })).toHaveAttribute("title", BRAKE_PADS);
    await expect(first).toContainText(FITMENT_TEXTS.fits(HILUX));
    await first.getByRole("link", { name: BRAKE_PADS }).click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(BRAKE_PADS);
    await expect(page.getByText(FITMENT_TEXTS.fits(HILUX))).toBeVisible();
    const fitment = page.getByRole("region", { name: FITMENT_TEXTS.fitmentHeading });
    await expect(fitment.getByRole("heading", { name: "Toyota Hilux", level: 3 })).toBeVisible();
    const specs = page.getByRole("region", { name: SPEC_TEXTS.heading });
    await expect(specs.getByRole("rowheader").first()).toBeVisible();
  });

  test("issue 25: the chosen category's specification facets narrow the shop, with counts", async ({
    page,
  }) => {
    const res = await page.request.get("/api/products/facets?category=Tires");
    const [facet] = (await res.json()) as {
      key: string;
      label: string;
      values: { label: string; count: number }[];
    }[];
    expect(facet).toBeDefined();
    const value = facet!.values[0]!;
    await page.goto("/shop?category=Tires");
    const facets = page.getByRole("region", { name: SPEC_TEXTS.facetsHeading });
    await facets
      .getByRole("group", { name: facet!.label })
      .getByLabel(new RegExp(`^${value.label.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}`))
      .click();
    await expect(page).toHaveURL(/spec=/);
    await expect(page.getByRole("article")).toHaveCount(value.count);
    // The count is what the list with that filter holds, and fewer than the whole category.
    const query = new URL(page.url()).searchParams
      .getAll("spec")
      .map((spec) => `&spec=${encodeURIComponent(spec)}`)
      .join("");
    const read = async (url: string) => (await (await page.request.get(url)).json()) as Product[];
    expect(await read(`/api/products?category=Tires&limit=100${query}`)).toHaveLength(value.count);
    expect(value.count).toBeLessThan((await read("/api/products?category=Tires&limit=100")).length);
  });
});
