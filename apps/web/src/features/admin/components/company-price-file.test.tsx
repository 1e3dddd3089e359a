import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  CATALOGUE_TRANSFER_TEXTS as IMPORT_TEXTS,
  PRICE_LIST_COLUMNS,
  PRICE_LIST_TRANSFER_TEXTS as TEXTS,
  type ImportCounts,
} from "@xpart/shared/schemas";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { AppToasts } from "#src/components/app-toasts";
import { renderWithProviders } from "#src/testing/render";
import { server } from "#src/testing/server";
import { bodyRowCells } from "#src/testing/table-cells";

import { CompanyPriceFile } from "./company-price-file";

const GOOD = `${PRICE_LIST_COLUMNS.join(",")}\nXP-00001,fixed,15.00,,,\nXP-00002,remove,,,,\n`;
const BAD = `${PRICE_LIST_COLUMNS.join(",")}\nNOPE,fixed,15.00,,,\n`;
const csv = (text: string) => new File([text], "prices.csv", { type: "text/csv" });

const counts = (changes: Partial<ImportCounts> = {}): ImportCounts => ({
  mode: "dry-run",
  applied: false,
  added: 1,
  changed: 0,
  unchanged: 0,
  removed: 1,
  refused: [],
  ...changes,
});

/** The import route of company co-1, answering with `reply`, and the calls it saw. */
function importRoute(reply: (mode: string, body: string) => ImportCounts) {
  const calls: string[] = [];
  server.use(
    http.post("/api/admin/companies/co-1/price-list-import", async ({ request }) => {
      const mode = new URL(request.url).searchParams.get("mode") ?? "";
      const body = await request.text();
      calls.push(`${mode} ${request.headers.get("content-type")} ${body === GOOD ? "GOOD" : "BAD"}`);
      return HttpResponse.json(reply(mode, body));
    }),
  );
  return calls;
}

const renderFile = () =>
  renderWithProviders(
    <>
      <CompanyPriceFile companyId="co-1" companyName="Hill Motors & Sons" />
      <AppToasts />
    </>,
  );

describe("a company's price list as a file (issue 40 item 7)", () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => "blob:x-part");
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it("issue 40: checks a file, names each refused row, and applies only a clean check of that file", async () => {
    const calls = importRoute((mode, body) =>
      body === BAD
        ? counts({
            added: 0,
            removed: 0,
            refused: [{ line: 2, reason: "sku is not a product of the catalogue" }],
          })
        : counts({ mode: mode as "dry-run", applied: mode === "apply" }),
    );
    const user = userEvent.setup();
    renderFile();
    expect(screen.getByText(PRICE_LIST_COLUMNS.join(","))).toBeInTheDocument();
    const input = screen.getByLabelText(IMPORT_TEXTS.fileLabel);
    const apply = screen.getByRole("button", { name: IMPORT_TEXTS.apply });

    await user.upload(input, csv(BAD));
    await user.click(screen.getByRole("button", { name: IMPORT_TEXTS.check }));
    expect(await screen.findByText(IMPORT_TEXTS.refusedSummary(1))).toBeInTheDocument();
    expect(bodyRowCells(screen.getByRole("region", { name: IMPORT_TEXTS.refusedCaption }))).toEqual([
      ["2", "sku is not a product of the catalogue"],
    ]);
    expect(apply).toBeDisabled();

    await user.upload(input, csv(GOOD));
    await user.click(screen.getByRole("button", { name: IMPORT_TEXTS.check }));
    expect(await screen.findByText(IMPORT_TEXTS.cleanCheck)).toBeInTheDocument();
    // A price list's rows can remove a price: the result counts them.
    expect(screen.getByText(IMPORT_TEXTS.removed).closest("div")).toHaveTextContent("1");
    await user.click(apply);
    expect(await screen.findByText(TEXTS.applied({ added: 1, changed: 0, removed: 1 }))).toBeInTheDocument();
    expect(calls).toEqual(["dry-run text/csv BAD", "dry-run text/csv GOOD", "apply text/csv GOOD"]);
    expect(apply).toBeDisabled();
  });

  it("downloads the list under the company's name", async () => {
    server.use(
      http.get(
        "/api/admin/companies/co-1/price-list-export",
        () => new HttpResponse(GOOD, { headers: { "content-type": "text/csv" } }),
      ),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const user = userEvent.setup();
    renderFile();
    await user.click(screen.getByRole("button", { name: TEXTS.export }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe("x-part-prices-hill-motors-sons.csv");
    expect(await screen.findByText(TEXTS.exported("x-part-prices-hill-motors-sons.csv"))).toBeInTheDocument();
  });
});
