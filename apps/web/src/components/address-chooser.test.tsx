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
