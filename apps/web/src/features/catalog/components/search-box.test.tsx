import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { SearchSuggestion } from "@xpart/shared/schemas";
import { SEARCH_LIMITS, SEARCH_TEXTS } from "@xpart/shared/texts";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";

import { SEARCH_PAGE_TEXTS } from "#src/lib/search-texts";
import { renderWithProviders } from "#src/testing/render";
import { server } from "#src/testing/server";

import { SearchBox } from "./search-box";

const SUGGESTIONS: SearchSuggestion[] = [
  { kind: "part", label: "XP-BRK-001", detail: "Disc Brake Pad Set", href: "/product/p-1" },
  { kind: "product", label: "Front Brake Disc", detail: "XP-BRK-002", href: "/product/p-2" },
  { kind: "category", label: "Brakes", detail: "12 products", href: "/shop?category=Brakes" },
];

/** GET /api/search/suggest answering SUGGESTIONS, each request's `q` recorded. */
function suggestServer() {
  const asked: string[] = [];
  server.use(
    http.get("/api/search/suggest", ({ request }) => {
      const q = new URL(request.url).searchParams.get("q") ?? "";
      asked.push(q);
      return HttpResponse.json(
        { q, suggestions: SUGGESTIONS },
        { headers: { "Cache-Control": "public, max-age=60" } },
      );
    }),
  );
  return asked;
}

function renderBox() {
  const onSearch = vi.fn();
  const rendered = renderWithProviders(<SearchBox q="" onSearch={onSearch} />, {
    url: "/shop",
    path: "/shop",
  });
  return { ...rendered, onSearch, box: screen.getByRole("combobox", { name: "Search products" }) };
}

/** The first answer also loads the answer's schema (and zod) on demand: more than findBy's default second. */
const LOADED = { timeout: 5000 };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the shop's search box suggestions (issue 42, an ARIA 1.2 combobox)", () => {
  it("issue 42: asks once typing pauses, from SEARCH_LIMITS.suggestMinChars characters, and shows the options under the box", async () => {
    const asked = suggestServer();
    const { box } = renderBox();
    const user = userEvent.setup();
    expect(box).toHaveAttribute("aria-autocomplete", "list");
    expect(box).toHaveAttribute("aria-expanded", "false");
    expect(box).toHaveAttribute("name", "q");
    const list = document.getElementById(box.getAttribute("aria-controls")!);
    expect(list).toHaveAttribute("role", "listbox");

    await user.type(box, "b");
    await pause(SEARCH_LIMITS.suggestDelayMs * 2);
    expect(asked).toEqual([]);
    expect(box).toHaveAttribute("aria-expanded", "false");

    await user.type(box, "rak");
    const options = await screen.findAllByRole("option", {}, LOADED);
    // One request for the whole burst of typing, for what was typed when it paused.
    expect(asked).toEqual(["brak"]);
    expect(options.map((option) => option.textContent)).toEqual([
      `XP-BRK-001${SEARCH_TEXTS.kinds.part} · Disc Brake Pad Set`,
      `Front Brake Disc${SEARCH_TEXTS.kinds.product} · XP-BRK-002`,
      `Brakes${SEARCH_TEXTS.kinds.category} · 12 products`,
    ]);
    expect(screen.getByRole("listbox", { name: SEARCH_TEXTS.suggestionsLabel })).toBe(list);
    expect(box).toHaveAttribute("aria-expanded", "true");
    expect(box).not.toHaveAttribute("aria-activedescendant");
    // The typed word is marked in each suggestion.
    expect(within(options[1]!).getByText("Brak").tagName).toBe("MARK");
    expect(screen.getByRole("status")).toHaveTextContent(SEARCH_PAGE_TEXTS.suggestionCount(3));
  });

  it("issue 42: Down and Up move the active option (wrapping), Escape closes the list and keeps the text", async () => {
    suggestServer();
    const { box } = renderBox();
    const user = userEvent.setup();
    await user.type(box, "brak");
    const options = await screen.findAllByRole("option", {}, LOADED);
    const activeOption = () => document.getElementById(box.getAttribute("aria-activedescendant") ?? "");

    await user.keyboard("{ArrowDown}");
    expect(activeOption()).toBe(options[0]);
    expect(options[0]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(activeOption()).toBe(options[2]);
    await user.keyboard("{ArrowDown}");
    expect(activeOption()).toBe(options[0]);
    await user.keyboard("{ArrowUp}");
    expect(activeOption()).toBe(options[2]);
    expect(options[0]).toHaveAttribute("aria-selected", "false");
    // Focus never leaves the box: the options are reached through aria-activedescendant.
    expect(box).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(box).toHaveAttribute("aria-expanded", "false");
    expect(box).not.toHaveAttribute("aria-activedescendant");
    expect(screen.getByRole("listbox", { hidden: true })).not.toBeVisible();
    expect(box).toHaveValue("brak");
    expect(screen.getByRole("status")).toHaveTextContent("");

    // Down opens it again, on the first option.
    await user.keyboard("{ArrowDown}");
    expect(box).toHaveAttribute("aria-expanded", "true");
    expect(activeOption()).toBe(screen.getAllByRole("option")[0]);
  });

  it("issue 42: Enter on an active option opens its page with the router", async () => {
    suggestServer();
    const { box, router } = renderBox();
    const user = userEvent.setup();
    await user.type(box, "brak");
    await screen.findAllByRole("option", {}, LOADED);
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/product/p-2"));
  });

  it("issue 42: a click on an option opens its page; a category's keeps the shop with its filter", async () => {
    suggestServer();
    const { box, router, onSearch } = renderBox();
    const user = userEvent.setup();
    await user.type(box, "brak");
    await user.click(await screen.findByRole("option", { name: /^Brakes/ }, LOADED));
    await waitFor(() => expect(router.state.location.search).toBe("?category=Brakes"));
    expect(box).toHaveValue("");
    expect(box).toHaveAttribute("aria-expanded", "false");
    // The typing's pending search was dropped: it would have put q=brak back beside the category.
    onSearch.mockClear();
    await pause(400);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it("issue 42: Enter without an active option submits the search, as before", async () => {
    suggestServer();
    const { box, router, onSearch } = renderBox();
    const user = userEvent.setup();
    await user.type(box, "brak");
    await screen.findAllByRole("option", {}, LOADED);
    await user.keyboard("{Enter}");
    expect(onSearch).toHaveBeenLastCalledWith("brak", expect.any(Boolean));
    expect(box).toHaveAttribute("aria-expanded", "false");
    expect(router.state.location.pathname).toBe("/shop");
  });
});
