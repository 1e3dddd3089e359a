import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { REFUND_TEXTS } from "@xpart/shared/texts";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { AdminOrdersPage } from "#src/features/admin/pages/admin-orders-page";
import { paths } from "#src/lib/paths";
import { anAdminOrder } from "#src/testing/fixtures";
import { renderWithProviders } from "#src/testing/render";
import { server } from "#src/testing/server";

const paid = anAdminOrder({ _id: "o-9", status: "paid", paid: true, transactionId: "pi_9", refunded: 100 });

interface Sent {
  body: unknown;
  key: string | null;
}

/** The orders page over one paid order ($999.50, $100 refunded); `answer` decides each POST's reply. */
function ordersRoute(answer: (body: { amount?: number }) => Response | null = () => null) {
  const sent: Sent[] = [];
  let current = paid;
  server.use(
    http.get("/api/allOrders", () => HttpResponse.json([current], { headers: { "X-Total-Count": "1" } })),
    http.get("/api/allOrders/counts", () =>
      HttpResponse.json({ all: 1, unpaid: 0, paid: 1, shipped: 0, cancelled: 0 }),
    ),
    http.post("/api/admin/orders/o-9/refund", async ({ request }) => {
      const body = (await request.json()) as { amount?: number };
      sent.push({ body, key: request.headers.get("Idempotency-Key") });
      const refused = answer(body);
      if (refused) return refused;
      const amount = body.amount ?? paid.price - paid.refunded;
      current = {
        ...paid,
        refunded: paid.refunded + amount,
        refunds: [
          { amount, creditNote: "CN-2026-000001", restocked: true, createdAt: "2026-05-16T10:00:00.000Z" },
        ],
      };
      return HttpResponse.json(current);
    }),
  );
  return sent;
}

const renderPage = () =>
  renderWithProviders(<AdminOrdersPage />, { url: paths.adminOrders, path: paths.adminOrders });

async function openDialog() {
  await userEvent.click(await screen.findByRole("button", { name: REFUND_TEXTS.refund }));
  return screen.getByRole("dialog", { name: REFUND_TEXTS.dialogTitle });
}
const amountField = (dialog: HTMLElement) =>
  within(dialog).getByRole("textbox", { name: REFUND_TEXTS.amount });

describe("the admin's 'Refund' dialog (issue 27 item 4)", () => {
  beforeEach(() => localStorage.setItem("accessToken", "token-1"));
  afterEach(() => vi.restoreAllMocks());

  it("opens with what is left prefilled and focused; sends the amount, restock and reason with an Idempotency-Key; the card then shows 'Refunded' and the credit note", async () => {
    const sent = ordersRoute();
    renderPage();
    const dialog = await openDialog();
    const amount = amountField(dialog);
    expect(amount).toHaveValue("899.50");
    expect(amount).toHaveFocus();
    await userEvent.clear(amount);
    await userEvent.type(amount, "250");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: REFUND_TEXTS.restock }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^Reason/ }), "Damaged in transit");
    await userEvent.click(within(dialog).getByRole("button", { name: REFUND_TEXTS.confirm }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ amount: 250, restock: true, reason: "Damaged in transit" });
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: REFUND_TEXTS.dialogTitle })).not.toBeInTheDocument(),
    );
    const card = await screen.findByRole("article", { name: "Cordless drill 18 V" });
    await waitFor(() => expect(within(card).getByText("$350.00")).toBeInTheDocument());
    expect(
      within(card).getByRole("button", { name: `${REFUND_TEXTS.creditNote} CN-2026-000001` }),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog, which stays open; the next try carries a new key", async () => {
    const sent = ordersRoute(() =>
      HttpResponse.json(
        { statusCode: 409, error: "Conflict", message: REFUND_TEXTS.moreThanLeft("$899.50") },
        { status: 409 },
      ),
    );
    renderPage();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: REFUND_TEXTS.confirm }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(REFUND_TEXTS.moreThanLeft("$899.50"));
    expect(screen.getByRole("dialog", { name: REFUND_TEXTS.dialogTitle })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: REFUND_TEXTS.confirm }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.key).not.toBe(sent[0]!.key);
  });

  it("a bad amount is refused in the dialog, tied to the field, and nothing is sent", async () => {
    const sent = ordersRoute();
    renderPage();
    const dialog = await openDialog();
    const amount = amountField(dialog);
    for (const [typed, message] of [
      ["0", REFUND_TEXTS.amountPositive],
      ["12.345", REFUND_TEXTS.amountWholeCents],
      ["twelve", REFUND_TEXTS.amountPositive],
    ]) {
      await userEvent.clear(amount);
      await userEvent.type(amount, typed!);
      await userEvent.click(within(dialog).getByRole("button", { name: REFUND_TEXTS.confirm }));
      expect(amount).toHaveAccessibleDescription(expect.stringContaining(message!));
      expect(amount).toHaveAttribute("aria-invalid", "true");
    }
    expect(sent).toEqual([]);
  });

  it("'Cancel' closes the dialog and sends nothing", async () => {
    const sent = ordersRoute();
    renderPage();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: REFUND_TEXTS.cancel }));
    expect(screen.queryByRole("dialog", { name: REFUND_TEXTS.dialogTitle })).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it.each([
    ["an unpaid order", { ...paid, status: "unpaid" as const, paid: false, refunded: 0 }],
    ["a fully refunded order", { ...paid, refunded: paid.price }],
  ])("%s has no 'Refund' (the server's rule)", async (_, order) => {
    server.use(
      http.get("/api/allOrders", () => HttpResponse.json([order], { headers: { "X-Total-Count": "1" } })),
      http.get("/api/allOrders/counts", () =>
        HttpResponse.json({ all: 1, unpaid: 0, paid: 1, shipped: 0, cancelled: 0 }),
      ),
    );
    renderPage();
    const card = await screen.findByRole("article", { name: "Cordless drill 18 V" });
    expect(within(card).queryByRole("button", { name: REFUND_TEXTS.refund })).not.toBeInTheDocument();
  });
});
