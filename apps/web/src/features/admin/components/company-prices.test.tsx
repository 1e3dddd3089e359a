import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CompanyPriceEntry } from "@xpart/shared/schemas";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";

import { AppToasts } from "#src/components/app-toasts";
import { COMPANY_PAGE_TEXTS } from "#src/lib/company/company-texts";
import { aCompanyPrice } from "#src/testing/company-fixtures";
import { aProduct } from "#src/testing/fixtures";
import { renderWithProviders } from "#src/testing/render";
import { server } from "#src/testing/server";
import { bodyRowCells } from "#src/testing/table-cells";

import { CompanyPrices } from "./company-prices";

const DRILL = aProduct();
const DRIVER = aProduct({ _id: "p-2", name: "Impact driver", sku: "XP-00002", price: 120 });
const CATALOGUE = [DRILL, DRIVER];

const apiError = (status: number, message: string, fields?: Record<string, string>) =>
  HttpResponse.json({ error: "Error", message, requestId: "r-1", ...(fields ? { fields } : {}) }, { status });

/**
 * Hill Motors' price list as the shop keeps it (GET, PUT, DELETE /api/admin/companies/co-1/prices), and the
 * catalogue's search (GET /api/products?q=) by SKU or name. `refuse` may answer a PUT first.
 */
function pricesServer(
  start: CompanyPriceEntry[],
  refuse: (body: Record<string, unknown>) => Response | null = () => null,
) {
  let entries = start;
  const asked: string[] = [];
  const list = () =>
    entries.map((entry) => {
      const product = CATALOGUE.find((p) => p._id === entry.productId)!;
      return { ...entry, sku: product.sku, productName: product.name, listPrice: product.price };
    });
  server.use(
    http.get("/api/products", ({ request }) => {
      const q = (new URL(request.url).searchParams.get("q") ?? "").toLowerCase();
      const found = CATALOGUE.filter(
        (p) => p.sku.toLowerCase().includes(q) || p.name.toLowerCase().includes(q),
      );
      return HttpResponse.json(found, { headers: { "X-Total-Count": String(found.length) } });
    }),
    http.get("/api/admin/companies/:id/prices", () => HttpResponse.json(list())),
    http.put("/api/admin/companies/:id/prices/:productId", async ({ params, request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      asked.push(`PUT ${String(params.productId)} ${JSON.stringify(body)}`);
      const refused = refuse(body);
      if (refused) return refused;
      const entry: CompanyPriceEntry = {
        productId: String(params.productId),
        kind: body.kind as CompanyPriceEntry["kind"],
        price: (body.price as number | undefined) ?? null,
        percentOff: (body.percentOff as number | undefined) ?? null,
        validFrom: (body.validFrom as string | null | undefined) ?? null,
        validTo: (body.validTo as string | null | undefined) ?? null,
      };
      entries = [...entries.filter((e) => e.productId !== entry.productId), entry];
      return HttpResponse.json(entry);
    }),
    http.delete("/api/admin/companies/:id/prices/:productId", ({ params }) => {
      asked.push(`DELETE ${String(params.productId)}`);
      entries = entries.filter((e) => e.productId !== params.productId);
      return HttpResponse.json(list());
    }),
  );
  return asked;
}

async function openPriceList() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <CompanyPrices companyId="co-1" companyName="Hill Motors" />
      <AppToasts />
    </>,
  );
  const toggle = screen.getByRole("button", { name: COMPANY_PAGE_TEXTS.priceList });
  expect(toggle).toHaveAttribute("aria-expanded", "false");
  await user.click(toggle);
  expect(toggle).toHaveAttribute("aria-expanded", "true");
  const form = await screen.findByRole("form", { name: "Company price" });
  return { user, form };
}

/** Finds a product by what the admin types, and picks it from the matches. */
async function chooseProduct(
  user: ReturnType<typeof userEvent.setup>,
  form: HTMLElement,
  typed: string,
  id: string,
) {
  await user.type(within(form).getByLabelText(/Find a product/), typed);
  const options = () =>
    within(within(form).getByLabelText("Product"))
      .getAllByRole("option")
      .map((option) => option.getAttribute("value"));
  await waitFor(() => expect(options()).toContain(id));
  await user.selectOptions(within(form).getByLabelText("Product"), id);
}

const table = () => screen.getByRole("table", { name: COMPANY_PAGE_TEXTS.priceList });

describe("a company's price list, kept by the shop's admins (issue 40)", () => {
  it("issue 40: adds a fixed price for a product found by SKU, until a day; the list shows it beside the list price", async () => {
    const asked = pricesServer([]);
    const { user, form } = await openPriceList();
    expect(await screen.findByText(COMPANY_PAGE_TEXTS.noCompanyPrices)).toBeInTheDocument();

    await chooseProduct(user, form, "XP-00002", "p-2");
    expect(within(form).getByRole("radio", { name: COMPANY_PAGE_TEXTS.fixedPrice })).toBeChecked();
    await user.type(within(form).getByLabelText("Company price ($)"), "99.50");
    fireEvent.change(within(form).getByLabelText("Valid to (optional)"), { target: { value: "2026-12-31" } });
    await user.click(within(form).getByRole("button", { name: "Save company price" }));

    await waitFor(() => expect(bodyRowCells(table())).toHaveLength(1));
    expect(within(table()).getByRole("rowheader")).toHaveTextContent("XP-00002");
    expect(bodyRowCells(table())[0]).toEqual([
      "Impact driver",
      "$120.00",
      "$99.50",
      "—",
      "2026-12-31",
      "EditRemove",
    ]);
    expect(asked).toEqual(['PUT p-2 {"kind":"fixed","price":99.5,"validFrom":null,"validTo":"2026-12-31"}']);
    expect(await screen.findByText(COMPANY_PAGE_TEXTS.companyPriceSaved("XP-00002"))).toBeInTheDocument();
    // The form is ready for the next one.
    expect(within(form).getByLabelText("Product")).toHaveValue("");
  });

  it("issue 40: adds a percentage off, shown with the unit price the shared rule gives (12.5% off $19.99 is $17.49)", async () => {
    const asked = pricesServer([]);
    const { user, form } = await openPriceList();
    await chooseProduct(user, form, "drill", "p-1");
    await user.click(within(form).getByRole("radio", { name: COMPANY_PAGE_TEXTS.percentOff }));
    await user.type(within(form).getByLabelText("Percent off (%)"), "12.5");
    fireEvent.change(within(form).getByLabelText("Valid from (optional)"), {
      target: { value: "2026-06-01" },
    });
    await user.click(within(form).getByRole("button", { name: "Save company price" }));

    await waitFor(() => expect(bodyRowCells(table())).toHaveLength(1));
    expect(bodyRowCells(table())[0]!.slice(0, 4)).toEqual([
      "Cordless drill 18 V",
      "$19.99",
      "12.5% off: $17.49",
      "2026-06-01",
    ]);
    expect(asked).toEqual([
      'PUT p-1 {"kind":"percent","percentOff":12.5,"validFrom":"2026-06-01","validTo":null}',
    ]);
  });

  it("issue 40: edits an entry from its row and removes another", async () => {
    const asked = pricesServer([
      aCompanyPrice({ productId: "p-1", price: 15 }),
      aCompanyPrice({ productId: "p-2", kind: "percent", price: null, percentOff: 10 }),
    ]);
    const { user, form } = await openPriceList();
    await waitFor(() => expect(bodyRowCells(table())).toHaveLength(2));

    await user.click(screen.getByRole("button", { name: "Edit the company price of XP-00001" }));
    expect(within(form).getByLabelText("Product")).toHaveValue("p-1");
    expect(within(form).getByLabelText("Company price ($)")).toHaveValue("15");
    await user.clear(within(form).getByLabelText("Company price ($)"));
    await user.type(within(form).getByLabelText("Company price ($)"), "14");
    await user.click(within(form).getByRole("button", { name: "Save company price" }));
    await waitFor(() => expect(table()).toHaveTextContent("$14.00"));

    await user.click(screen.getByRole("button", { name: "Remove the company price of XP-00002" }));
    await waitFor(() => expect(bodyRowCells(table())).toHaveLength(1));
    expect(table()).not.toHaveTextContent("XP-00002");
    expect(await screen.findByText(COMPANY_PAGE_TEXTS.companyPriceRemoved("XP-00002"))).toBeInTheDocument();
    expect(asked).toEqual([
      'PUT p-1 {"kind":"fixed","price":14,"validFrom":null,"validTo":null}',
      "DELETE p-2",
    ]);
  });

  it("issue 40: refuses a form without a product or with a bad amount before sending; the server's 400 shows under its field", async () => {
    const asked = pricesServer([], (body) =>
      body.price === 150 ? apiError(400, "Invalid body: price", { price: "Price was refused" }) : null,
    );
    const { user, form } = await openPriceList();
    const amount = () => within(form).getByLabelText(/Company price \(\$\)|Percent off \(%\)/);

    await user.click(within(form).getByRole("button", { name: "Save company price" }));
    expect(within(form).getByLabelText("Product")).toHaveAccessibleDescription("Choose a product");
    expect(within(form).getByLabelText("Product")).toHaveFocus();
    expect(amount()).toHaveAccessibleDescription("A fixed price needs its price");

    await chooseProduct(user, form, "XP-00001", "p-1");
    await user.click(within(form).getByRole("radio", { name: COMPANY_PAGE_TEXTS.percentOff }));
    await user.type(amount(), "100");
    await user.click(within(form).getByRole("button", { name: "Save company price" }));
    expect(amount()).toHaveAccessibleDescription("Percent off must be below 100");
    expect(amount()).toHaveFocus();
    expect(asked).toEqual([]);

    await user.click(within(form).getByRole("radio", { name: COMPANY_PAGE_TEXTS.fixedPrice }));
    await user.type(amount(), "150");
    await user.click(within(form).getByRole("button", { name: "Save company price" }));
    await waitFor(() => expect(amount()).toHaveAccessibleDescription("Price was refused"));
    expect(amount()).toHaveAttribute("aria-invalid", "true");
    expect(amount()).toHaveValue("150");
    expect(asked).toEqual(['PUT p-1 {"kind":"fixed","price":150,"validFrom":null,"validTo":null}']);
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });
});
