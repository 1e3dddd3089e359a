import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Address } from "@xpart/shared/schemas";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";

import { renderWithProviders } from "#src/testing/render";
import { server } from "#src/testing/server";

import { AddressChooser } from "./address-chooser";

const saved: Address[] = [
  {
    id: "a-1",
    label: "Main depot",
    name: "Ann",
    address: "1 Depot Road",
    phone: "+1 555-0001",
    isDefault: true,
    shared: false,
  },
  {
    id: "a-2",
    label: "Site 4",
    name: "Bob",
    address: "4 Quarry Way",
    phone: "+1 555-0004",
    isDefault: false,
    shared: false,
  },
];

describe("AddressChooser (issue 26)", () => {
  it("preselects the default once, then reports each choice", async () => {
    server.use(http.get("/api/addresses", () => HttpResponse.json(saved)));
    const onChoose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<AddressChooser email="ann@example.test" onChoose={onChoose} />);
    const select = await screen.findByRole("combobox", { name: "Saved address" });
    expect(select).toHaveValue("a-1");
    await waitFor(() =>
      expect(onChoose).toHaveBeenCalledWith(
        { name: "Ann", address: "1 Depot Road", phone: "+1 555-0001" },
        "preselected",
      ),
    );
    await user.selectOptions(select, "a-2");
    expect(onChoose).toHaveBeenLastCalledWith(
      { name: "Bob", address: "4 Quarry Way", phone: "+1 555-0004" },
      "chosen",
    );
    expect(onChoose.mock.calls.filter(([, reason]) => reason === "preselected")).toHaveLength(1);
  });

  it("issue 40: offers the company's addresses too, labelled as the company's; the customer's own default still comes first", async () => {
    const depot: Address = {
      id: "c-1",
      label: "Main depot",
      name: "Goods in",
      address: "2 Depot Road, Leeds",
      phone: "+44 113 000 000",
      isDefault: true,
      shared: true,
    };
    server.use(
      http.get("/api/addresses", () => HttpResponse.json([{ ...saved[1]!, isDefault: true }, depot])),
    );
    const onChoose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<AddressChooser email="ann@example.test" onChoose={onChoose} />);
    const select = await screen.findByRole("combobox", { name: "Saved address" });
    expect(Array.from((select as HTMLSelectElement).options).map((o) => o.textContent)).toEqual([
      "Site 4 (default) · 4 Quarry Way",
      "Main depot (company) · 2 Depot Road, Leeds",
      "Type another address",
    ]);
    expect(select).toHaveValue("a-2");
    await user.selectOptions(select, "c-1");
    expect(onChoose).toHaveBeenLastCalledWith(
      { name: "Goods in", address: "2 Depot Road, Leeds", phone: "+44 113 000 000" },
      "chosen",
    );
  });

  it("issue 40: a member with no addresses of their own starts from the company's default", async () => {
    const depot: Address = { ...saved[0]!, id: "c-1", label: "Yard", isDefault: true, shared: true };
    server.use(http.get("/api/addresses", () => HttpResponse.json([depot])));
    const onChoose = vi.fn();
    renderWithProviders(<AddressChooser email="ann@example.test" onChoose={onChoose} />);
    expect(await screen.findByRole("combobox", { name: "Saved address" })).toHaveValue("c-1");
    await waitFor(() => expect(onChoose).toHaveBeenCalledWith(expect.anything(), "preselected"));
  });

  it("renders nothing for a customer without addresses, or when they cannot be read", async () => {
    let calls = 0;
    server.use(
      http.get("/api/addresses", () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json([])
          : HttpResponse.json({ error: "Unavailable", message: "Busy", requestId: "r" }, { status: 503 });
      }),
    );
    const onChoose = vi.fn();
    const empty = renderWithProviders(<AddressChooser email="ann@example.test" onChoose={onChoose} />);
    await waitFor(() => expect(calls).toBe(1));
    expect(empty.container).toBeEmptyDOMElement();
    empty.unmount();
    const failed = renderWithProviders(<AddressChooser email="ann@example.test" onChoose={onChoose} />);
    await waitFor(() => expect(calls).toBe(2));
    expect(failed.container).toBeEmptyDOMElement();
    expect(onChoose).not.toHaveBeenCalled();
  });
});
