import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LIMITS } from "@xpart/shared/texts";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

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

describe("BillingDetailsModal (spec §2 product detail, §5)", () => {
  // The API's answers are read by code loaded on demand (issue 24), which takes real time to load: loaded
  // first, so in the fake-clock tests only the clock moves.
  beforeAll(async () => {
    await Promise.all([import("#src/lib/api-answers"), import("#src/lib/catalog-answers")]);
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
        return HttpResponse.json({ insertedId: "o-1", order: anOrder() }, { status: 201 });
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
        return HttpResponse.json(
          { error: "Conflict", message: "Only 90 available", requestId: "r-1" },
          { status: 409 },
        );
      }),
    );
    function ModalOverProduct() {
      const product = useProduct("p-1");
      return product.data ? (
        <BillingDetailsModal product={product.data} buyer={buyer} open onClose={vi.fn()} />
      ) : null;
    }
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
});
