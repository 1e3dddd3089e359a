import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Cart, QuickOrderAnswer, QuickOrderLineAnswer } from "@xpart/shared/schemas";
import { QUICK_ORDER_TEXTS as TEXTS, TRADE_LIMITS, TRADE_TEXTS } from "@xpart/shared/texts";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";

import { QuickOrderPage } from "#src/features/quick-order/pages/quick-order-page";
import { paths } from "#src/lib/paths";
import { queryKeys } from "#src/lib/query-keys";
import { renderWithProviders } from "#src/testing/render";
import { server } from "#src/testing/server";
import { bodyRowCells } from "#src/testing/table-cells";

const cart: Cart = {
  lines: [
    {
      productId: "p-1",
      sku: "07-1102",
      brand: "X-Part",
      productName: "Disc Brake Pad Set",
      img: "/api/images/pads.webp",
      category: "Brakes",
      quantity: 20,
      unitPrice: 10,
      lineTotal: 200,
      minOrder: 10,
      orderStep: 10,
      availableQty: 300,
      priceBreaks: [],
      nextBreak: null,
      problem: null,
    },
  ],
  total: 200,
};

const aLine = (changes: Partial<QuickOrderLineAnswer>): QuickOrderLineAnswer => ({
  line: 1,
  input: "07-1102 15",
  partNumber: "07-1102",
  status: "added",
  productId: "p-1",
  sku: "07-1102",
  productName: "Disc Brake Pad Set",
  requested: 15,
  quantity: 15,
  reasons: [],
  ...changes,
});

const ANSWER: QuickOrderAnswer = {
  lines: [
    aLine({ status: "adjusted", quantity: 20, reasons: [TRADE_TEXTS.adjusted.step(10)] }),
    aLine({
      line: 3,
      input: "NOPE-1 2",
      partNumber: "NOPE-1",
      status: "refused",
      productId: null,
      sku: null,
      productName: null,
      requested: 2,
      quantity: 0,
      reasons: [TRADE_TEXTS.unknownPart],
    }),
  ],
  cart,
};

/** The quick-order route answering `reply`, and the bodies it was sent. */
function quickOrderRoute(reply: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post("/api/quick-order", async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

const renderPage = () =>
  renderWithProviders(<QuickOrderPage />, { url: paths.quickOrder, path: paths.quickOrder });
const box = () => screen.getByLabelText(TEXTS.linesLabel);
const send = () => screen.getByRole("button", { name: TEXTS.check });

describe("QuickOrderPage (issue 26: quick order)", () => {
  it("counts lines as they are typed, sends them, shows each line's outcome and updates the cart", async () => {
    const bodies = quickOrderRoute(() => HttpResponse.json(ANSWER));
    const user = userEvent.setup();
    const { queryClient } = renderPage();
    expect(screen.getByRole("heading", { name: TRADE_TEXTS.quickOrder, level: 1 })).toBeInTheDocument();
    expect(box()).toHaveAccessibleDescription(
      `${TEXTS.linesHelp} ${TEXTS.lineCount(0, TRADE_LIMITS.maxQuickOrderLines)}`,
    );
    await user.type(box(), "07-1102 15{Enter}{Enter}NOPE-1 2");
    expect(screen.getByText(TEXTS.lineCount(2, TRADE_LIMITS.maxQuickOrderLines))).toBeInTheDocument();
    await user.click(send());

    const table = await screen.findByRole("table", { name: TEXTS.resultsCaption });
    expect(bodyRowCells(table)).toEqual([
      ["1", "Adjusted", "07-1102", "Disc Brake Pad Set (07-1102)", "20", TRADE_TEXTS.adjusted.step(10)],
      ["3", "Refused", "NOPE-1", "—", "—", TRADE_TEXTS.unknownPart],
    ]);
    expect(screen.getByRole("status")).toHaveTextContent(TEXTS.summary(1, 1));
    expect(screen.getByRole("link", { name: TEXTS.goToCart })).toHaveAttribute("href", paths.cart);
    expect(bodies).toEqual([{ text: "07-1102 15\n\nNOPE-1 2" }]);
    expect(queryClient.getQueryData(queryKeys.cart)).toEqual(cart);
  });

  it("reads a CSV file into the box, header and all, counting only its part lines", async () => {
    const user = userEvent.setup();
    renderPage();
    const csv = "sku,quantity\n07-1102,20\nXPB-1102,5\n";
    await user.upload(
      screen.getByLabelText(TEXTS.fileLabel),
      new File([csv], "order.csv", { type: "text/csv" }),
    );
    expect(await screen.findByDisplayValue(/XPB-1102,5/)).toBe(box());
    expect(box()).toHaveValue(csv);
    expect(screen.getByText(TEXTS.lineCount(2, TRADE_LIMITS.maxQuickOrderLines))).toBeInTheDocument();
  });

  it("asks for a line before sending an empty box, and refuses more lines than one check takes", async () => {
    const bodies = quickOrderRoute(() => HttpResponse.json(ANSWER));
    const user = userEvent.setup();
    renderPage();
    await user.click(send());
    expect(screen.getByRole("alert")).toHaveTextContent(TEXTS.noLines);
    expect(box()).toHaveFocus();
    expect(box()).toBeInvalid();

    const tooMany = Array.from({ length: TRADE_LIMITS.maxQuickOrderLines + 1 }, (_, i) => `P-${i} 1`).join(
      "\n",
    );
    await user.click(box());
    await user.paste(tooMany);
    await user.click(send());
    expect(screen.getByRole("alert")).toHaveTextContent(TEXTS.tooManyLines(TRADE_LIMITS.maxQuickOrderLines));
    expect(bodies).toEqual([]);
  });

  it("keeps what was typed when the shop fails, shows why, and shows the spinner while it checks", async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post("/api/quick-order", async () => {
        await answered;
        return HttpResponse.json(
          { statusCode: 503, error: "Service Unavailable", message: "The shop is busy" },
          { status: 503 },
        );
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.type(box(), "07-1102 15");
    await user.click(send());
    expect(await screen.findByRole("button", { name: TEXTS.checking })).toBeDisabled();
    release();
    expect(await screen.findByRole("alert")).toHaveTextContent("The shop is busy");
    expect(box()).toHaveValue("07-1102 15");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });
});
