import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ActivityEntry } from "@xpart/shared/schemas";
import { ACTIVITY_EXPORT, ACTIVITY_TEXTS } from "@xpart/shared/texts";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { ActivityPage } from "#src/features/admin/pages/activity-page";
import { paths } from "#src/lib/paths";
import { renderWithProviders } from "#src/testing/render";
import { server } from "#src/testing/server";

const ENTRY: ActivityEntry = {
  id: 7,
  at: "2026-03-02T10:00:00.000Z",
  actorEmail: "owner@example.com",
  action: "product.restock",
  targetType: "product",
  targetId: "p-1",
  before: { availableQty: 10 },
  after: { availableQty: 60 },
};

/** GET /api/activity, answering one entry, and the query strings it was asked with. */
function activityRoute() {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get("/api/activity", ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json([ENTRY]);
    }),
  );
  return asked;
}

const renderPage = (query = "") =>
  renderWithProviders(<ActivityPage />, { url: `${paths.activity}${query}`, path: paths.activity });

describe("ActivityPage (issue 27: filters by admin, action and days; CSV export)", () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => "blob:x-part");
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it("issue 27: reads the filters from the address and asks the server with them", async () => {
    const asked = activityRoute();
    const { router } = renderPage(
      "?actor=owner%40example.com&action=product.restock&from=2026-03-01&to=2026-03-02",
    );
    expect(await screen.findByText("owner@example.com")).toBeInTheDocument();
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({
      action: "product.restock",
      actor: "owner@example.com",
      from: "2026-03-01",
      to: "2026-03-02",
      limit: "50",
    });
    expect(screen.getByLabelText(ACTIVITY_TEXTS.fromLabel)).toHaveValue("2026-03-01");
    expect(screen.getByLabelText(ACTIVITY_TEXTS.toLabel)).toHaveValue("2026-03-02");
    expect(screen.getByLabelText(ACTIVITY_TEXTS.actionLabel)).toHaveValue("product.restock");
    expect(router.state.location.search).toContain("from=2026-03-01");
  });

  it("issue 27: a date typed in goes to the address and the query; a bad one in the address is left out", async () => {
    const asked = activityRoute();
    const user = userEvent.setup();
    const { router } = renderPage("?from=2026-02-30&to=someday");
    await screen.findByText("owner@example.com");
    expect(asked.at(-1)!.has("from")).toBe(false);
    expect(asked.at(-1)!.has("to")).toBe(false);
    await user.type(screen.getByLabelText(ACTIVITY_TEXTS.fromLabel), "2026-03-01");
    await vi.waitFor(() => expect(asked.at(-1)!.get("from")).toBe("2026-03-01"));
    expect(new URLSearchParams(router.state.location.search).get("from")).toBe("2026-03-01");
  });

  it("issue 27: From after To says so, asks nothing with that range, and the export waits", async () => {
    const asked = activityRoute();
    renderPage("?from=2026-03-05&to=2026-03-01");
    expect(await screen.findByText(ACTIVITY_TEXTS.datesOutOfOrder)).toBeInTheDocument();
    expect(asked.every((q) => !q.has("from") && !q.has("to"))).toBe(true);
    expect(screen.getByRole("button", { name: ACTIVITY_TEXTS.exportCsv })).toBeDisabled();
  });

  it("issue 27: Export CSV fetches the file with the same filters and saves it", async () => {
    activityRoute();
    let exported: URLSearchParams | null = null;
    server.use(
      http.get(ACTIVITY_EXPORT.path, ({ request }) => {
        exported = new URL(request.url).searchParams;
        return new HttpResponse("at,admin\r\n", { headers: { "content-type": "text/csv" } });
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const user = userEvent.setup();
    renderPage("?actor=owner%40example.com&from=2026-03-01");
    await screen.findByText("owner@example.com");
    await user.click(screen.getByRole("button", { name: ACTIVITY_TEXTS.exportCsv }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(Object.fromEntries(exported!)).toEqual({ actor: "owner@example.com", from: "2026-03-01" });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(ACTIVITY_EXPORT.fileName);
    const table = screen.getByRole("region", { name: "Admin activity" });
    expect(within(table).getByText("owner@example.com")).toBeInTheDocument();
  });
});
