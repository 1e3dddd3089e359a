import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Address } from "@xpart/shared/schemas";
import { COMPANY_TEXTS, TEXTS, TRADE_TEXTS } from "@xpart/shared/texts";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";

import { paths } from "#src/lib/paths";
import { renderWithProviders } from "#src/testing/render";
import { server } from "#src/testing/server";

import { DeliveryAddresses } from "./delivery-addresses";

const EMAIL = "ann@example.test";

/** A fake /api/addresses keeping the book as the server does: one default, the default first. */
function addressServer(initial: Address[] = []) {
  let book = [...initial];
  let next = book.length;
  const sorted = () => [...book].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  const undefault = () => (book = book.map((a) => ({ ...a, isDefault: false })));
  server.use(
    http.get("/api/addresses", () => HttpResponse.json(sorted())),
    http.post("/api/addresses", async ({ request }) => {
      const { isDefault, ...fields } = (await request.json()) as Omit<Address, "id">;
      const makeDefault = book.length === 0 || isDefault;
      if (makeDefault) undefault();
      next += 1;
      const added = { id: `a-${next}`, ...fields, isDefault: !!makeDefault, shared: false };
      book.push(added);
      return HttpResponse.json(added, { status: 201 });
    }),
    http.patch("/api/addresses/:id", async ({ params, request }) => {
      const changes = (await request.json()) as Partial<Address>;
      if (changes.isDefault) undefault();
      book = book.map((a) => (a.id === params.id ? { ...a, ...changes } : a));
      return HttpResponse.json(book.find((a) => a.id === params.id));
    }),
    http.delete("/api/addresses/:id", ({ params }) => {
      const gone = book.find((a) => a.id === params.id);
      book = book.filter((a) => a.id !== params.id);
      if (gone?.isDefault && book.length > 0) book[book.length - 1]!.isDefault = true;
      return HttpResponse.json(sorted());
    }),
  );
}

const DEPOT: Address = {
  id: "a-0",
  label: "Main depot",
  name: "Ann Buyer",
  address: "1 Depot Road",
  phone: "+44 20 7946 0001",
  isDefault: true,
  shared: false,
};

const renderSection = () => renderWithProviders(<DeliveryAddresses email={EMAIL} defaultName="Ann Buyer" />);
const items = () => within(screen.getByRole("list")).getAllByRole("listitem");

describe("Delivery addresses on the profile (issue 26)", () => {
  it("says so when there are none; the first address added is the default", async () => {
    addressServer();
    const user = userEvent.setup();
    renderSection();
    expect(screen.getByRole("heading", { name: TRADE_TEXTS.savedAddresses })).toBeInTheDocument();
    expect(await screen.findByText(/No saved addresses yet/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Add address" }));
    const dialog = screen.getByRole("dialog", { name: "Add an address" });
    // The recipient starts as the customer.
    expect(within(dialog).getByLabelText("Recipient name")).toHaveValue("Ann Buyer");
    await user.type(within(dialog).getByLabelText("Label"), "Main depot");
    await user.type(within(dialog).getByLabelText("Street address"), "1 Depot Road");
    await user.type(within(dialog).getByLabelText("Phone"), "+44 20 7946 0001");
    await user.click(within(dialog).getByRole("button", { name: "Save address" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(items()).toHaveLength(1);
    expect(items()[0]).toHaveTextContent("Main depot");
    expect(items()[0]).toHaveTextContent("Default");
  });

  it("refuses an address without a label or with a bad phone before sending, keeping what was typed", async () => {
    addressServer();
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole("button", { name: "Add address" }));
    const dialog = screen.getByRole("dialog");
    await user.type(within(dialog).getByLabelText("Street address"), "1 Depot Road");
    await user.type(within(dialog).getByLabelText("Phone"), "call me");
    await user.click(within(dialog).getByRole("button", { name: "Save address" }));
    expect(within(dialog).getByLabelText("Label")).toHaveAccessibleDescription(/Label is required/);
    expect(within(dialog).getByLabelText("Label")).toHaveFocus();
    expect(within(dialog).getByLabelText("Phone")).toHaveAccessibleDescription(/digits/);
    expect(within(dialog).getByLabelText("Street address")).toHaveValue("1 Depot Road");
  });

  it("edits an address, makes another the default and deletes one after asking", async () => {
    addressServer([
      DEPOT,
      { ...DEPOT, id: "a-9", label: "Site 4", address: "4 Quarry Way", isDefault: false },
    ]);
    const user = userEvent.setup();
    renderSection();
    await screen.findByRole("list");

    await user.click(screen.getByRole("button", { name: "Edit Site 4" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Site 4" });
    await user.clear(within(dialog).getByLabelText("Street address"));
    await user.type(within(dialog).getByLabelText("Street address"), "5 Quarry Way");
    await user.click(within(dialog).getByRole("button", { name: "Save address" }));
    expect(await screen.findByText("5 Quarry Way")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Make Site 4 the default" }));
    await waitFor(() => expect(items()[0]).toHaveTextContent("Site 4"));
    expect(items()[0]).toHaveTextContent("Default");
    expect(screen.queryByRole("button", { name: "Make Site 4 the default" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Delete Main depot" }));
    const confirm = screen.getByRole("dialog", { name: "Delete Main depot?" });
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(items()[0]).toHaveTextContent("Site 4");
  });

  it("issue 40: the company's addresses are not the customer's to change: only their own are listed, with a pointer to the Company page", async () => {
    addressServer([
      DEPOT,
      { ...DEPOT, id: "c-1", label: "Company yard", address: "2 Depot Road, Leeds", shared: true },
      { ...DEPOT, id: "c-2", label: "Company site", address: "4 Quarry Way", isDefault: false, shared: true },
    ]);
    renderSection();
    await screen.findByRole("list");
    expect(items()).toHaveLength(1);
    expect(items()[0]).toHaveTextContent("Main depot");
    expect(screen.queryByText("Company yard")).not.toBeInTheDocument();
    for (const name of ["Edit Company yard", "Delete Company yard", "Make Company site the default"])
      expect(screen.queryByRole("button", { name })).not.toBeInTheDocument();
    expect(screen.getByText(/Your company's 2 addresses are offered at checkout too/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: `${COMPANY_TEXTS.company} page` })).toHaveAttribute(
      "href",
      paths.company,
    );
  });

  it("a failed load says why and offers to try again", async () => {
    let fail = true;
    server.use(
      http.get("/api/addresses", () =>
        fail
          ? HttpResponse.json(
              { error: "Unavailable", message: "The shop is busy", requestId: "r" },
              { status: 503 },
            )
          : HttpResponse.json([DEPOT]),
      ),
    );
    const user = userEvent.setup();
    renderSection();
    expect(await screen.findByRole("alert")).toHaveTextContent("The shop is busy");
    fail = false;
    await user.click(screen.getByRole("button", { name: TEXTS.retry }));
    expect(await screen.findByText("Main depot")).toBeInTheDocument();
  });
});
