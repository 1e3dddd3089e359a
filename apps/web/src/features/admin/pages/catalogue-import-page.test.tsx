import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CATALOGUE_TRANSFER_TEXTS as TEXTS, type CatalogueImportAnswer } from "@xpart/shared/schemas";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { CatalogueImportPage } from "#src/features/admin/pages/catalogue-import-page";
import { paths } from "#src/lib/paths";
import { renderWithProviders } from "#src/testing/render";
import { server } from "#src/testing/server";
import { bodyRowCells } from "#src/testing/table-cells";

const answer = (changes: Partial<CatalogueImportAnswer> = {}): CatalogueImportAnswer => ({
  kind: "fitment",
  mode: "dry-run",
  applied: false,
  added: 2,
  changed: 1,
  unchanged: 5,
  removed: 0,
  refused: [],
  ...changes,
});

interface Call {
  kind: string | null;
  mode: string | null;
  type: string | null;
  body: string;
}

/** The import route, answering each call with `reply`, and the calls it saw. */
function importRoute(reply: (call: Call) => Response) {
  const calls: Call[] = [];
  server.use(
    http.post("/api/admin/catalogue-import", async ({ request }) => {
      const url = new URL(request.url);
      const call = {
        kind: url.searchParams.get("kind"),
        mode: url.searchParams.get("mode"),
        type: request.headers.get("content-type"),
        body: await request.text(),
      };
      calls.push(call);
      return reply(call);
    }),
  );
  return calls;
}

const csv = (name: string, text: string) => new File([text], name, { type: "text/csv" });
const GOOD =
  "sku,make,model,year_from,year_to,engine,position,quantity,note\nXP-1,Toyota,Hilux,2015,2016,,,1,\n";
const BAD =
  "sku,make,model,year_from,year_to,engine,position,quantity,note\nNOPE,Toyota,Hilux,2015,2016,,,1,\n";

const renderPage = () =>
  renderWithProviders(<CatalogueImportPage />, { url: paths.catalogueImport, path: paths.catalogueImport });

describe("CatalogueImportPage (issue 25: catalogue CSV import and export)", () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => "blob:x-part");
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it("checks a file with refused rows: counts, every refused line and why, and Apply stays off", async () => {
    const calls = importRoute(() =>
      HttpResponse.json(
        answer({
          added: 0,
          changed: 0,
          unchanged: 0,
          refused: [
            { line: 2, reason: "no product has SKU NOPE" },
            { line: 7, reason: "year_from must not be after year_to" },
          ],
        }),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole("heading", { name: TEXTS.title, level: 1 })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(TEXTS.kindLabel), TEXTS.kinds.fitment);
    await user.upload(screen.getByLabelText(TEXTS.fileLabel), csv("fitment.csv", BAD));
    await user.click(screen.getByRole("button", { name: TEXTS.check }));

    expect(await screen.findByText(TEXTS.refusedSummary(2))).toBeInTheDocument();
    expect(calls).toEqual([{ kind: "fitment", mode: "dry-run", type: "text/csv", body: BAD }]);
    const table = screen.getByRole("region", { name: TEXTS.refusedCaption });
    expect(bodyRowCells(table)).toEqual([
      ["2", "no product has SKU NOPE"],
      ["7", "year_from must not be after year_to"],
    ]);
    const refused = screen.getByText(TEXTS.refused).closest("div")!;
    expect(refused).toHaveTextContent("2");
    expect(screen.getByRole("button", { name: TEXTS.apply })).toBeDisabled();
    expect(screen.getByRole("button", { name: TEXTS.apply })).toHaveAccessibleDescription(TEXTS.applyHint);
  });

  it("applies only a file whose check refused nothing, says so, and asks for a new check for another file", async () => {
    const calls = importRoute(({ mode }) =>
      HttpResponse.json(answer({ mode: mode as "dry-run", applied: mode === "apply" })),
    );
    const user = userEvent.setup();
    renderPage();
    await user.selectOptions(screen.getByLabelText(TEXTS.kindLabel), TEXTS.kinds.fitment);
    const input = screen.getByLabelText(TEXTS.fileLabel);
    await user.upload(input, csv("fitment.csv", GOOD));
    const apply = screen.getByRole("button", { name: TEXTS.apply });
    expect(apply).toBeDisabled();

    await user.click(screen.getByRole("button", { name: TEXTS.check }));
    expect(await screen.findByText(TEXTS.cleanCheck)).toBeInTheDocument();
    expect(apply).toBeEnabled();

    await user.click(apply);
    expect(await screen.findByRole("heading", { name: TEXTS.appliedHeading })).toBeInTheDocument();
    expect(calls.map((c) => [c.kind, c.mode, c.body])).toEqual([
      ["fitment", "dry-run", GOOD],
      ["fitment", "apply", GOOD],
    ]);
    expect(apply).toBeDisabled();

    // Another file needs its own check before Apply.
    await user.upload(input, csv("other.csv", GOOD));
    expect(screen.queryByRole("heading", { name: TEXTS.appliedHeading })).not.toBeInTheDocument();
    expect(apply).toBeDisabled();
  });

  it("asks for a file first, and shows a whole-file refusal (bad quoting) with the server's words", async () => {
    const message = TEXTS.notValidCsv(3, "a quoted value is never closed");
    importRoute(() =>
      HttpResponse.json({ error: "Bad Request", message, requestId: "r-1" }, { status: 400 }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole("button", { name: TEXTS.check }));
    expect(screen.getByRole("alert")).toHaveTextContent(TEXTS.chooseFile);
    expect(screen.getByLabelText(TEXTS.fileLabel)).toHaveFocus();

    await user.upload(screen.getByLabelText(TEXTS.fileLabel), csv("products.csv", 'sku\n"open\n'));
    await user.click(screen.getByRole("button", { name: TEXTS.check }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByRole("button", { name: TEXTS.apply })).toBeDisabled();
  });

  it("exports a kind: fetches the file and saves it under its name", async () => {
    let asked: string | null = null;
    server.use(
      http.get("/api/admin/catalogue-export", ({ request }) => {
        asked = new URL(request.url).searchParams.get("kind");
        return new HttpResponse("year,make,model,engine\r\n", { headers: { "content-type": "text/csv" } });
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole("button", { name: TEXTS.exportKind("vehicles") }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(asked).toBe("vehicles");
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe("x-part-vehicles.csv");
    expect(link.href).toBe("blob:x-part");
    const saved = vi.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
    expect(await saved.text()).toBe("year,make,model,engine\r\n");
  });
});
