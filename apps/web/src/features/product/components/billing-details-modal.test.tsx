import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Address } from "@xpart/shared/schemas";
import { LIMITS, ORDER_TEXTS, TRADE_TEXTS } from "@xpart/shared/texts";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { AppToasts } from "#src/components/app-toasts";
import { useProduct } from "#src/features/product/api/get-product";
import { BillingDetailsModal } from "#src/features/product/components/billing-details-modal";
import { anOrder, aProduct } from "#src/testing/fixtures";
import { renderWithProviders } from "#src/testing/render";
import { server } from "#src/testing/server";

const buyer = { name: "Ann Buyer", email: "ann@example.test" };

function renderModal(product = aProduct()) {
  const onClose = vi.fn();
  const view = renderWithProviders(
    <BillingDetailsModal product={product} buyer={buyer} open onClose={onClose} />,
  );
  return { ...view, onClose, quantity: () => screen.getByLabelText<HTMLInputElement>("Quantity") };
}

const priceShown = () => screen.getByLabelText<HTMLInputElement>("Price").value;

/** The product page's way: the modal over the product query, so a refetch reaches it. */
function ModalOverProduct({ onClose = vi.fn() }: { onClose?: () => void }) {
  const product = useProduct("p-1");
  return product.data ? (
    <BillingDetailsModal product={product.data} buyer={buyer} open onClose={onClose} />
  ) : null;
}

/** POST /api/orders's answer: an order with the issue-26 fields (checkout, PO number, invoice). */
const placed = () => anOrder({ checkoutId: "c-1", poNumber: null, invoiceNumber: null });

const conflict = (message: string) =>
  HttpResponse.json({ error: "Conflict", message, requestId: "r-1" }, { status: 409 });

describe("BillingDetailsModal (spec §2 product detail, §5)", () => {
  // The API's answers are read by code loaded on demand (issue 24), which takes real time to load: loaded
  // first, so in the fake-clock tests only the clock moves.
  beforeAll(async () => {
    await Promise.all([import("#src/lib/api-answers"), import("#src/lib/catalog-answers")]);
  });

  // A buyer without saved addresses unless a test gives some: the form is typed as before.
  beforeEach(() => {
    server.use(http.get("/api/addresses", () => HttpResponse.json([])));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("opens with the buyer's name and email read-only, the product's minimum and its price", () => {
    renderModal();
    expect(screen.getByLabelText("Name")).toHaveValue(buyer.name);
    expect(screen.getByLabelText("Name")).toHaveAttribute("readonly");
    expect(screen.getByLabelText("Email")).toHaveValue(buyer.email);
    expect(screen.getByLabelText("Email")).toHaveAttribute("readonly");
    expect(screen.getByLabelText("Quantity")).toHaveValue("50");
    expect(screen.getByText("Minimum 50, up to 300 available")).toBeInTheDocument();
    expect(priceShown()).toBe("$999.50");
    expect(screen.getByLabelText("Address")).toHaveValue("");
    expect(screen.getByLabelText("Phone")).toHaveValue("");
  });

  it("prices in cents: 19.99 × 51 = $1,019.49, 1.15 × 100 = $115.00, 1.15 × 3 = $3.45, 0.10 × 3 = $0.30", async () => {
    // Clock held still: on a busy machine a pause between keystrokes could otherwise let the quantity clamp
    // turn a half-typed "5" into the minimum.
    vi.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { quantity, unmount } = renderModal();
    await user.clear(quantity());
    await user.type(quantity(), "51");
    expect(priceShown()).toBe("$1,019.49");
    unmount();

    const cheap = renderModal(aProduct({ price: 1.15, minOrder: 1 }));
    await user.clear(cheap.quantity());
    await user.type(cheap.quantity(), "100");
    expect(priceShown()).toBe("$115.00");
    await user.clear(cheap.quantity());
    await user.type(cheap.quantity(), "3");
    expect(screen.getByLabelText<HTMLInputElement>("Price").value).toBe("$3.45");
    cheap.unmount();

    const dime = renderModal(aProduct({ price: 0.1, minOrder: 1 }));
    await user.clear(dime.quantity());
    await user.type(dime.quantity(), "3");
    expect(priceShown()).toBe("$0.30");
  });

  it(`clamps below the minimum up to it ${LIMITS.quantityClampDelayMs} ms after the last keystroke`, async () => {
    vi.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { quantity } = renderModal();
    await user.clear(quantity());
    await user.type(quantity(), "1");
    act(() => vi.advanceTimersByTime(1000));
    // Each keystroke restarts the wait.
    await user.type(quantity(), "0");
    act(() => vi.advanceTimersByTime(LIMITS.quantityClampDelayMs - 1));
    expect(quantity()).toHaveValue("10");
    act(() => vi.advanceTimersByTime(1));
    expect(quantity()).toHaveValue("50");
    expect(priceShown()).toBe("$999.50");
  });

  it(`clamps above the stock down to it after ${LIMITS.quantityClampDelayMs} ms`, async () => {
    vi.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { quantity } = renderModal();
    await user.clear(quantity());
    await user.type(quantity(), "999");
    act(() => vi.advanceTimersByTime(LIMITS.quantityClampDelayMs - 1));
    expect(quantity()).toHaveValue("999");
    act(() => vi.advanceTimersByTime(1));
    expect(quantity()).toHaveValue("300");
    expect(priceShown()).toBe("$5,997.00");
  });

  it("leaves a quantity within [minimum, stock] alone", async () => {
    vi.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { quantity } = renderModal();
    await user.clear(quantity());
    await user.type(quantity(), "120");
    act(() => vi.advanceTimersByTime(LIMITS.quantityClampDelayMs * 2));
    expect(quantity()).toHaveValue("120");
  });

  it("a double submit places one order (PDP-23)", async () => {
    const sent: unknown[] = [];
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.post("/api/orders", async ({ request }) => {
        sent.push(await request.json());
        await answered;
        return HttpResponse.json({ insertedId: "o-1", order: placed() }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    const { onClose } = renderModal();
    await user.type(screen.getByLabelText("Address"), "7 Mill Lane");
    await user.type(screen.getByLabelText("Phone"), "+44 20 7946 0000");

    // Two submits before React re-renders with the request pending, then a double click on the button.
    const form = screen.getByLabelText("Address").closest("form")!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await user.dblClick(screen.getByRole("button", { name: "Add to my order" }));
    answer();

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([
      {
        productId: "p-1",
        quantity: 50,
        name: buyer.name,
        address: "7 Mill Lane",
        phone: "+44 20 7946 0000",
      },
    ]);
  });

  it("Stale stock after a 409: the product is read again, the hint says the real stock and the quantity re-clamps at once", async () => {
    let stock = 300;
    server.use(
      http.get("/api/products/p-1", () => HttpResponse.json(aProduct({ availableQty: stock }))),
      http.post("/api/orders", () => {
        stock = 90;
        return conflict("Only 90 available");
      }),
    );
    // The clock moves only when the test says: the typing pause's clamp cannot fire unseen.
    vi.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<ModalOverProduct />);
    const quantity = await screen.findByLabelText<HTMLInputElement>("Quantity");
    await user.clear(quantity);
    await user.type(quantity, "200");
    await user.type(screen.getByLabelText("Address"), "7 Mill Lane");
    await user.type(screen.getByLabelText("Phone"), "+44 20 7946 0000");
    await user.click(screen.getByRole("button", { name: "Add to my order" }));
    // Half the typing pause on the fake clock: the new stock, not the buyer's typing, moved the limit.
    await act(() => vi.advanceTimersByTimeAsync(LIMITS.quantityClampDelayMs / 2));

    expect(screen.getByRole("alert")).toHaveTextContent("Only 90 available");
    expect(screen.getByText("Minimum 50, up to 90 available")).toBeInTheDocument();
    expect(screen.getByLabelText("Quantity")).toHaveValue("90");
  });

  it("PDP-22 ERR-10 a 409 for less stock keeps the modal open, says the server's words and keeps every field", async () => {
    let stock = 300;
    const sent: unknown[] = [];
    server.use(
      http.get("/api/products/p-1", () => HttpResponse.json(aProduct({ availableQty: stock }))),
      http.post("/api/orders", async ({ request }) => {
        sent.push(await request.json());
        stock = 120;
        return conflict("Only 120 available");
      }),
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ModalOverProduct onClose={onClose} />);
    const quantity = await screen.findByLabelText<HTMLInputElement>("Quantity");
    await user.clear(quantity);
    await user.type(quantity, "100");
    await user.type(screen.getByLabelText("Address"), "7 Mill Lane");
    await user.type(screen.getByLabelText("Phone"), "+44 20 7946 0000");
    await user.type(screen.getByLabelText(TRADE_TEXTS.poNumber), "PO-778");
    await user.click(screen.getByRole("button", { name: "Add to my order" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Only 120 available");
    expect(await screen.findByText("Minimum 50, up to 120 available")).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(screen.getByLabelText("Quantity")).toHaveValue("100");
    expect(screen.getByLabelText("Address")).toHaveValue("7 Mill Lane");
    expect(screen.getByLabelText("Phone")).toHaveValue("+44 20 7946 0000");
    expect(screen.getByLabelText(TRADE_TEXTS.poNumber)).toHaveValue("PO-778");
    expect(screen.queryByText(ORDER_TEXTS.productAddedToOrder)).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it("PDP-22 PDP-24 stock fallen below the minimum: the modal stays with the server's message and refuses to submit", async () => {
    let stock = 300;
    server.use(
      http.get("/api/products/p-1", () => HttpResponse.json(aProduct({ availableQty: stock }))),
      http.post("/api/orders", () => {
        stock = 20;
        return conflict("Only 20 available, below the minimum order of 50");
      }),
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ModalOverProduct onClose={onClose} />);
    await user.type(await screen.findByLabelText("Address"), "7 Mill Lane");
    await user.type(screen.getByLabelText("Phone"), "+44 20 7946 0000");
    await user.click(screen.getByRole("button", { name: "Add to my order" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Only 20 available, below the minimum");
    expect(await screen.findByText(ORDER_TEXTS.notEnoughStock)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add to my order" })).toBeDisabled();
    expect(screen.getByLabelText("Address")).toHaveValue("7 Mill Lane");
    expect(screen.getByLabelText("Phone")).toHaveValue("+44 20 7946 0000");
    expect(onClose).not.toHaveBeenCalled();
  });

  it("sends the optional PO number trimmed", async () => {
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.post("/api/orders", async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ insertedId: "o-1", order: placed() }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    const { onClose } = renderModal();
    await user.type(screen.getByLabelText("Address"), "7 Mill Lane");
    await user.type(screen.getByLabelText("Phone"), "+44 20 7946 0000");
    await user.type(screen.getByLabelText(TRADE_TEXTS.poNumber), "  PO-778 ");
    await user.click(screen.getByRole("button", { name: "Add to my order" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ poNumber: "PO-778", address: "7 Mill Lane" });
  });

  it("issue 26 item 7: the order placed, the toast leads straight to paying it", async () => {
    server.use(
      http.post("/api/orders", () =>
        HttpResponse.json({ insertedId: "o-1", order: placed() }, { status: 201 }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <AppToasts />
        <BillingDetailsModal product={aProduct()} buyer={buyer} open onClose={vi.fn()} />
      </>,
    );
    await user.type(screen.getByLabelText("Address"), "7 Mill Lane");
    await user.type(screen.getByLabelText("Phone"), "+44 20 7946 0000");
    await user.click(screen.getByRole("button", { name: "Add to my order" }));
    // An earlier test's toast may still be queued for the first container: every one leads to its order.
    expect((await screen.findAllByText(ORDER_TEXTS.productAddedToOrder, { exact: true }))[0]).toBeVisible();
    for (const link of screen.getAllByRole("link", { name: ORDER_TEXTS.payNow }))
      expect(link).toHaveAttribute("href", "/dashboard/payment/o-1");
  });
});

describe("BillingDetailsModal with saved addresses (issue 26)", () => {
  const saved: Address[] = [
    {
      id: "a-1",
      label: "Main depot",
      name: "Ann Buyer",
      address: "1 Depot Road",
      phone: "+44 20 7946 0001",
      isDefault: true,
      shared: false,
    },
    {
      id: "a-2",
      label: "Site 4",
      name: "Bob Site",
      address: "4 Quarry Way",
      phone: "+44 20 7946 0004",
      isDefault: false,
      shared: false,
    },
  ];

  it("preselects the default, fills address and phone from the one chosen, and orders with it", async () => {
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.get("/api/addresses", () => HttpResponse.json(saved)),
      http.post("/api/orders", async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ insertedId: "o-1", order: placed() }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    const { onClose } = renderModal();
    const chooser = await screen.findByLabelText<HTMLSelectElement>("Saved address");
    expect(chooser).toHaveValue("a-1");
    await waitFor(() => expect(screen.getByLabelText("Address")).toHaveValue("1 Depot Road"));
    expect(screen.getByLabelText("Phone")).toHaveValue("+44 20 7946 0001");

    await user.selectOptions(chooser, "a-2");
    expect(screen.getByLabelText("Address")).toHaveValue("4 Quarry Way");
    expect(screen.getByLabelText("Phone")).toHaveValue("+44 20 7946 0004");
    // The name stays the signed-in buyer's (PDP-08).
    expect(screen.getByLabelText("Name")).toHaveValue(buyer.name);

    await user.click(screen.getByRole("button", { name: "Add to my order" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ name: buyer.name, address: "4 Quarry Way", phone: "+44 20 7946 0004" });
  });

  it("'Type another address' empties address and phone for typing", async () => {
    server.use(http.get("/api/addresses", () => HttpResponse.json(saved)));
    const user = userEvent.setup();
    renderModal();
    const chooser = await screen.findByLabelText("Saved address");
    await waitFor(() => expect(screen.getByLabelText("Address")).toHaveValue("1 Depot Road"));
    await user.selectOptions(chooser, "");
    expect(screen.getByLabelText("Address")).toHaveValue("");
    expect(screen.getByLabelText("Phone")).toHaveValue("");
  });

  it("shows no chooser for a buyer without saved addresses", async () => {
    let asked = false;
    server.use(
      http.get("/api/addresses", () => {
        asked = true;
        return HttpResponse.json([]);
      }),
    );
    renderModal();
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByLabelText("Saved address")).not.toBeInTheDocument();
  });
});

describe("BillingDetailsModal pricing by the shared rule (issue 26)", () => {
  beforeEach(() => {
    server.use(http.get("/api/addresses", () => HttpResponse.json([])));
  });

  it("a volume price applies from its quantity on", async () => {
    const user = userEvent.setup();
    const { quantity } = renderModal(aProduct({ priceBreaks: [{ minQuantity: 100, price: 18 }] }));
    expect(priceShown()).toBe("$999.50");
    await user.clear(quantity());
    await user.type(quantity(), "100");
    expect(priceShown()).toBe("$1,800.00");
  });

  it("packs: the hint names the pack size and a pause rounds up to whole packs", async () => {
    vi.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { quantity } = renderModal(aProduct({ orderStep: 12 }));
    // The minimum of 50 rounds up to 5 packs of 12.
    expect(quantity()).toHaveValue("60");
    expect(screen.getByText("Minimum 60, up to 300 available, in packs of 12")).toBeInTheDocument();
    await user.clear(quantity());
    await user.type(quantity(), "65");
    act(() => vi.advanceTimersByTime(LIMITS.quantityClampDelayMs));
    expect(quantity()).toHaveValue("72");
    vi.useRealTimers();
  });
});
