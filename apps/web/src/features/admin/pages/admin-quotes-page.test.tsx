import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Quote } from "@xpart/shared/schemas";
import { QUOTE_TEXTS } from "@xpart/shared/texts";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";

import { AdminQuotesPage } from "#src/features/admin/pages/admin-quotes-page";
import { paths } from "#src/lib/paths";
import { QUOTE_PAGE_TEXTS as TEXTS } from "#src/lib/quote-texts";
import { aQuote, aRequestedQuote, dayFromToday } from "#src/testing/quote-fixtures";
import { renderWithProviders } from "#src/testing/render";
import { server } from "#src/testing/server";

/** Every request the page made, as 'METHOD path?query', and the bodies it sent. */
let asked: string[] = [];
let bodies: unknown[] = [];

/** GET /api/admin/quotes answering `byStatus[status]` (every quote for no status). */
function quotes(byStatus: Partial<Record<string, Quote[]>>) {
  asked = [];
  bodies = [];
  server.use(
    http.get("/api/admin/quotes", ({ request }) => {
      const status = new URL(request.url).searchParams.get("status") ?? "";
      asked.push(`GET ?status=${status}`);
      return HttpResponse.json(byStatus[status] ?? []);
    }),
  );
}

const renderPage = (url: string = paths.adminQuotes) =>
  renderWithProviders(<AdminQuotesPage />, { url, path: paths.adminQuotes });

const quoteCard = (number: string) => screen.getByRole("article", { name: TEXTS.quoteTitle(number) });

describe("Quotes, the shop admin's page (issue 41)", () => {
  it("issue 41: shows the requested quotes first with their company, requester and note; the other statuses on their tab", async () => {
    quotes({ requested: [aRequestedQuote()], sent: [aQuote({ id: "q-41", number: "Q-000041" })] });
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole("article", { name: TEXTS.quoteTitle("Q-000042") });
    const filter = screen.getByRole("group", { name: TEXTS.statusFilter });
    expect(
      within(filter)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Requested", "Sent", "Accepted", "Declined", TEXTS.all]);
    expect(within(filter).getByRole("button", { name: "Requested" })).toHaveAttribute("aria-pressed", "true");
    expect(card).toHaveTextContent(`${TEXTS.company}Hill Motors`);
    expect(card).toHaveTextContent(`${TEXTS.requestedBy}Ann Buyerann@example.test`);
    expect(card).toHaveTextContent(`${TEXTS.theirNote}We need these before the end of the month.`);
    expect(within(card).getByRole("button", { name: TEXTS.pdf })).toBeInTheDocument();

    await user.click(within(filter).getByRole("button", { name: "Sent" }));
    expect(await screen.findByRole("article", { name: TEXTS.quoteTitle("Q-000041") })).toBeInTheDocument();
    expect(asked).toEqual(["GET ?status=requested", "GET ?status=sent"]);
  });

  it("issue 41: 'Send quote' waits until every line has a price; the prices are saved (PUT), then the quote is sent", async () => {
    quotes({ requested: [aRequestedQuote()] });
    server.use(
      http.put("/api/admin/quotes/:id", async ({ params, request }) => {
        asked.push(`PUT ${String(params.id)}`);
        bodies.push(await request.json());
        return HttpResponse.json(
          aRequestedQuote({
            validUntil: dayFromToday(14),
            adminNote: "Volume price on the drills.",
            lines: aQuote().lines.map((line, index) =>
              index === 0 ? { ...line, quantity: 60, total: 1050 } : line,
            ),
            total: 1095,
          }),
        );
      }),
      http.post("/api/admin/quotes/:id/send", ({ params }) => {
        asked.push(`POST send ${String(params.id)}`);
        return HttpResponse.json(aQuote());
      }),
    );
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole("article", { name: TEXTS.quoteTitle("Q-000042") });
    const form = within(card).getByRole("form", { name: TEXTS.pricesOf("Q-000042") });
    const send = within(form).getByRole("button", { name: QUOTE_TEXTS.send });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(TEXTS.sendHint);

    const drillQuantity = within(form).getByLabelText(TEXTS.lineField(TEXTS.quantity, "Cordless drill 18 V"));
    expect(drillQuantity).toHaveValue(50);
    await user.clear(drillQuantity);
    await user.type(drillQuantity, "60");
    await user.type(
      within(form).getByLabelText(TEXTS.lineField(TEXTS.unitPriceDollars, "Cordless drill 18 V")),
      "17.50",
    );
    // One line priced of two: still waiting.
    expect(send).toBeDisabled();
    await user.type(
      within(form).getByLabelText(TEXTS.lineField(TEXTS.unitPriceDollars, "Angle grinder")),
      "4.5",
    );
    expect(send).toBeEnabled();
    expect(form).toHaveTextContent("$1,095.00");
    fireEvent.change(within(form).getByLabelText(QUOTE_TEXTS.validUntil), {
      target: { value: dayFromToday(14) },
    });
    await user.type(within(form).getByLabelText(TEXTS.noteToCompany), "Volume price on the drills.");

    await user.click(send);
    await waitFor(() => expect(asked).toContain("POST send q-42"));
    expect(asked.filter((request) => !request.startsWith("GET"))).toEqual(["PUT q-42", "POST send q-42"]);
    expect(bodies).toEqual([
      {
        lines: [
          { productId: "p-1", quantity: 60, price: 17.5 },
          { productId: "p-2", quantity: 10, price: 4.5 },
        ],
        validUntil: dayFromToday(14),
        note: "Volume price on the drills.",
      },
    ]);
  });

  it("issue 41: a refusal lands under its field (a price here, the validity day from the server) and a send refused says why", async () => {
    quotes({ requested: [aRequestedQuote({ validUntil: dayFromToday(5) })] });
    let sendAnswers = 0;
    server.use(
      http.put("/api/admin/quotes/:id", async ({ request }) => {
        asked.push("PUT");
        bodies.push(await request.json());
        return HttpResponse.json(
          {
            error: "Bad Request",
            message: QUOTE_TEXTS.validUntilPast,
            requestId: "r-1",
            fields: { validUntil: QUOTE_TEXTS.validUntilPast },
          },
          { status: 400 },
        );
      }),
      http.post("/api/admin/quotes/:id/send", () => {
        sendAnswers += 1;
        return HttpResponse.json(
          { error: "Conflict", message: QUOTE_TEXTS.notPriced, requestId: "r-2" },
          { status: 409 },
        );
      }),
    );
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole("article", { name: TEXTS.quoteTitle("Q-000042") });
    const form = within(card).getByRole("form", { name: TEXTS.pricesOf("Q-000042") });
    const drillPrice = within(form).getByLabelText(
      TEXTS.lineField(TEXTS.unitPriceDollars, "Cordless drill 18 V"),
    );
    await user.type(drillPrice, "0");
    await user.click(within(form).getByRole("button", { name: TEXTS.savePrices }));
    // Checked here, by the contract's rules: nothing is sent.
    expect(drillPrice).toHaveAccessibleDescription("Price must be above 0");
    expect(
      within(form).getByLabelText(TEXTS.lineField(TEXTS.unitPriceDollars, "Angle grinder")),
    ).toHaveAccessibleDescription(TEXTS.priceRequired);
    expect(drillPrice).toHaveFocus();
    expect(asked).toEqual(["GET ?status=requested"]);

    await user.clear(drillPrice);
    await user.type(drillPrice, "17.5");
    await user.type(
      within(form).getByLabelText(TEXTS.lineField(TEXTS.unitPriceDollars, "Angle grinder")),
      "4.5",
    );
    await user.click(within(form).getByRole("button", { name: TEXTS.savePrices }));
    const validUntil = within(form).getByLabelText(QUOTE_TEXTS.validUntil);
    await waitFor(() => expect(validUntil).toHaveAccessibleDescription(QUOTE_TEXTS.validUntilPast));
    expect(validUntil).toHaveFocus();
    expect(drillPrice).not.toHaveAccessibleDescription();
    expect(asked).toEqual(["GET ?status=requested", "PUT"]);

    // The server's 409 on sending (its prices not saved meanwhile, say) is said under the form.
    server.use(
      http.put("/api/admin/quotes/:id", () =>
        HttpResponse.json(aRequestedQuote({ validUntil: dayFromToday(5) })),
      ),
    );
    await user.click(within(form).getByRole("button", { name: QUOTE_TEXTS.send }));
    expect(await within(form).findByRole("alert")).toHaveTextContent(QUOTE_TEXTS.notPriced);
    expect(sendAnswers).toBe(1);
  });

  it("issue 41: an accepted or declined quote is read only, with its lines and prices; none of a status says so", async () => {
    quotes({ accepted: [aQuote({ status: "accepted", checkoutId: "o-7" })] });
    renderPage(`${paths.adminQuotes}?status=accepted`);
    const card = await screen.findByRole("article", { name: TEXTS.quoteTitle("Q-000042") });
    expect(within(card).queryByRole("form")).not.toBeInTheDocument();
    expect(within(card).getByRole("table", { name: TEXTS.linesCaption("Q-000042") })).toHaveTextContent(
      "$920.00",
    );
    expect(card).toHaveTextContent(TEXTS.decided);
    expect(quoteCard("Q-000042")).toHaveTextContent("Accepted");

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Declined" }));
    expect(await screen.findByText(TEXTS.noQuotesOf("Declined"))).toBeInTheDocument();
  });
});
