import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ADMIN_TEXTS, SHIPPING_TEXTS } from "@xpart/shared/texts";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { AdminOrdersPage } from "#src/features/admin/pages/admin-orders-page";
import { paths } from "#src/lib/paths";
import { anAdminOrder } from "#src/testing/fixtures";
import { renderWithProviders } from "#src/testing/render";
import { server } from "#src/testing/server";

const paid = anAdminOrder({ _id: "o-7", status: "paid", paid: true, transactionId: "pi_7" });

/** The orders page over one paid order; answers what each PUT sent (its raw body, "" for none). */
function ordersRoute() {
  const sent: string[] = [];
  let current = paid;
  server.use(
    http.get("/api/allOrders", () => HttpResponse.json([current], { headers: { "X-Total-Count": "1" } })),
    http.get("/api/allOrders/counts", () =>
      HttpResponse.json({ all: 1, unpaid: 0, paid: 1, shipped: 0, cancelled: 0 }),
    ),
    http.put("/api/orders/status/o-7", async ({ request }) => {
      const body = await request.text();
      sent.push(body);
      const details = body ? (JSON.parse(body) as { carrier?: string; trackingNumber?: string }) : {};
      current = {
        ...paid,
        status: "shipped",
        carrier: details.carrier ?? null,
        trackingNumber: details.trackingNumber ?? null,
      };
      return HttpResponse.json({ modifiedCount: 1, order: current });
    }),
  );
  return sent;
}

const renderPage = () =>
  renderWithProviders(<AdminOrdersPage />, { url: paths.adminOrders, path: paths.adminOrders });

async function openDialog() {
  await userEvent.click(await screen.findByRole("button", { name: ADMIN_TEXTS.approveBooking }));
  return screen.getByRole("dialog", { name: ADMIN_TEXTS.shipConfirm });
}

describe("'Approve Booking' with a carrier and tracking number (issue 27 item 5)", () => {
  beforeEach(() => {
    localStorage.setItem("accessToken", "token-1");
    URL.createObjectURL = vi.fn(() => "blob:x-part");
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it("AORD-07/08: the question keeps its words; focus starts on the carrier; both fields go out trimmed and the card shows them", async () => {
    const sent = ordersRoute();
    renderPage();
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent("Cordless drill 18 V × 50 to Ann Buyer, 7 Mill Lane");
    const carrier = within(dialog).getByRole("textbox", { name: `${SHIPPING_TEXTS.carrier} (optional)` });
    expect(carrier).toHaveFocus();
    await userEvent.type(carrier, " UPS ");
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: `${SHIPPING_TEXTS.trackingNumber} (optional)` }),
      "1Z 999 AA1",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Yes, ship it" }));
    await waitFor(() =>
      expect(sent).toEqual([JSON.stringify({ carrier: "UPS", trackingNumber: "1Z 999 AA1" })]),
    );
    const card = await screen.findByRole("article", { name: "Cordless drill 18 V" });
    await waitFor(() => expect(within(card).getByText("1Z 999 AA1")).toBeInTheDocument());
    expect(within(card).getByText("UPS")).toBeInTheDocument();
  });

  it("AORD-08: with the fields left empty, the spec's call goes out without a body", async () => {
    const sent = ordersRoute();
    renderPage();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "Yes, ship it" }));
    await waitFor(() => expect(sent).toEqual([""]));
  });

  it("a tracking number without its carrier is refused in the dialog: the message is tied to the field, focus goes there, nothing is sent", async () => {
    const sent = ordersRoute();
    renderPage();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^Tracking number/ }), "1Z999");
    await userEvent.click(within(dialog).getByRole("button", { name: "Yes, ship it" }));
    const carrier = within(dialog).getByRole("textbox", { name: /^Carrier/ });
    expect(carrier).toHaveAccessibleDescription(expect.stringContaining(SHIPPING_TEXTS.carrierNeeded));
    expect(carrier).toHaveAttribute("aria-invalid", "true");
    expect(carrier).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it("AORD-07: 'No' closes the dialog and sends nothing", async () => {
    const sent = ordersRoute();
    renderPage();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "No" }));
    expect(screen.queryByRole("dialog", { name: ADMIN_TEXTS.shipConfirm })).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("'Packing slip' fetches the order's PDF with the admin's token and saves it", async () => {
    ordersRoute();
    const auth: (string | null)[] = [];
    server.use(
      http.get("/api/admin/orders/o-7/packing-slip", ({ request }) => {
        auth.push(request.headers.get("Authorization"));
        return new HttpResponse("%PDF-1.7", { headers: { "Content-Type": "application/pdf" } });
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: SHIPPING_TEXTS.packingSlip }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(auth).toEqual(["Bearer token-1"]);
    const saved = click.mock.contexts[0] as HTMLAnchorElement;
    expect(saved.download).toBe("packing-slip-o-7.pdf");
    expect(saved.href).toBe("blob:x-part");
  });
});
