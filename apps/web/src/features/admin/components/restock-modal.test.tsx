import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PRODUCT_ADMIN_TEXTS, type AdminProduct, type Product } from "@xpart/shared/schemas";
import { ADMIN_TEXTS } from "@xpart/shared/texts";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";

import { RestockModal } from "#src/features/admin/components/restock-modal";
import { renderWithProviders } from "#src/testing/render";
import { server } from "#src/testing/server";

const PRODUCT: Product = {
  _id: "4f1c1a52-9c1e-4a8e-9a57-3c0c4c7f2a10",
  img: `/api/images/${"a".repeat(64)}`,
  category: "Pipe Wrench",
  name: "Pipe Wrench 14",
  description: "A wrench.",
  minOrder: 50,
  availableQty: 300,
  price: 19.99,
  sku: "PW-14",
  brand: "Bahco",
  mpn: null,
  crossReferences: [],
  specs: {},
  universal: true,
  orderStep: 1,
  priceBreaks: [],
};

/** The admin read (threshold `stored`) and the PUT, recording each body sent. */
function routes(stored: number | null) {
  const sent: unknown[] = [];
  const admin = (threshold: number | null): AdminProduct => ({ ...PRODUCT, reorderThreshold: threshold });
  server.use(
    http.get("/api/admin/products/:id", () => HttpResponse.json(admin(stored))),
    http.put("/api/products/:id", async ({ request }) => {
      const body = (await request.json()) as { reorderThreshold?: number | null };
      sent.push(body);
      return HttpResponse.json({
        modifiedCount: 1,
        product: admin(body.reorderThreshold === undefined ? stored : body.reorderThreshold),
      });
    }),
  );
  return sent;
}

const LABEL = `${PRODUCT_ADMIN_TEXTS.reorderThreshold} (optional)`;
const renderModal = () => renderWithProviders(<RestockModal product={PRODUCT} onClose={() => {}} />);

/** The field once the admin read has filled it (it is disabled until then). */
async function thresholdField(value: string) {
  const field = screen.getByLabelText(LABEL);
  await vi.waitFor(() => expect(field).toBeEnabled());
  expect(field).toHaveDisplayValue(value);
  return field;
}

describe("RestockModal (issue 27: the reorder threshold in Manage Products)", () => {
  it("issue 27: shows the stored threshold and sends a changed one with the spec's fields", async () => {
    const sent = routes(20);
    const user = userEvent.setup();
    renderModal();
    const field = await thresholdField("20");
    await user.clear(field);
    await user.type(field, "35");
    await user.click(screen.getByRole("button", { name: ADMIN_TEXTS.update }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent).toEqual([{ updatedQuantity: 0, updatedPrice: 19.99, reorderThreshold: 35 }]);
  });

  it("issue 27: a plain restock leaves the threshold out", async () => {
    const sent = routes(20);
    const user = userEvent.setup();
    renderModal();
    await thresholdField("20");
    await user.clear(screen.getByLabelText(ADMIN_TEXTS.quantity));
    await user.type(screen.getByLabelText(ADMIN_TEXTS.quantity), "5");
    await user.click(screen.getByRole("button", { name: ADMIN_TEXTS.update }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent).toEqual([{ updatedQuantity: 5, updatedPrice: 19.99 }]);
  });

  it("issue 27: emptying the field clears the threshold (null)", async () => {
    const sent = routes(20);
    const user = userEvent.setup();
    renderModal();
    await user.clear(await thresholdField("20"));
    await user.click(screen.getByRole("button", { name: ADMIN_TEXTS.update }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent).toEqual([{ updatedQuantity: 0, updatedPrice: 19.99, reorderThreshold: null }]);
  });

  it("issue 27: a negative threshold is refused on the field, focused, and nothing is sent", async () => {
    const sent = routes(null);
    const user = userEvent.setup();
    renderModal();
    const field = await thresholdField("");
    await user.type(field, "-4");
    await user.click(screen.getByRole("button", { name: ADMIN_TEXTS.update }));
    expect(await screen.findByText("Reorder threshold must be at least 0")).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(sent).toEqual([]);
  });
});
