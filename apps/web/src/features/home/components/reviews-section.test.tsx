import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LIMITS, TEXTS, REVIEW_TEXTS } from "@xpart/shared/texts";
import { http, HttpResponse, type JsonBodyType } from "msw";
import { describe, expect, it } from "vitest";

import { renderWithProviders } from "#src/testing/render";
import { server } from "#src/testing/server";

import { ReviewsSection } from "./reviews-section";

const aReview = (n: number, changes: Record<string, unknown> = {}) => ({
  _id: `r${n}`,
  name: `R${n}`,
  details: `Review ${n}.`,
  rating: n % 6,
  createdAt: "2026-05-15T12:00:00.000Z",
  verifiedBuyer: false,
  ...changes,
});

const answer = (body: JsonBodyType) => server.use(http.get("/api/reviews", () => HttpResponse.json(body)));
const cards = () => screen.findAllByRole("article");
const starsOf = (card: HTMLElement) => card.querySelectorAll('[data-star="filled"]').length;

describe("ReviewsSection (spec §2 Home 'Customers Reviews')", () => {
  it("HOME-17 STATE-02 a spinner with its hidden 'Loading...' until the answer, then HOME-24 the empty state", async () => {
    answer([]);
    renderWithProviders(<ReviewsSection />);
    expect(screen.getByRole("status")).toHaveTextContent(TEXTS.loading);
    expect(await screen.findByText(TEXTS.noReviews)).toBeInTheDocument();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("HOME-18/22 the last 3 of 5, one star per point, the date, and 'Verified buyer' only for paid authors", async () => {
    answer([1, 2, 3, 4, 5].map((n) => aReview(n, { verifiedBuyer: n === 4 })));
    renderWithProviders(<ReviewsSection />);
    const shown = await cards();
    expect(shown.map((card) => within(card).getByRole("heading").textContent)).toEqual(["R3", "R4", "R5"]);
    expect(shown.map(starsOf)).toEqual([3, 4, 5]);
    expect(within(shown[1]!).getByText(REVIEW_TEXTS.verifiedBuyer)).toBeInTheDocument();
    expect(within(shown[0]!).queryByText(REVIEW_TEXTS.verifiedBuyer)).toBeNull();
    expect(within(shown[0]!).getByText("May 15, 2026")).toHaveAttribute(
      "datetime",
      "2026-05-15T12:00:00.000Z",
    );
  });

  it("L8: asks the server for the latest 3 only, never the whole list", async () => {
    const asked: string[] = [];
    server.use(
      http.get("/api/reviews", ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json([3, 4, 5].map((n) => aReview(n)));
      }),
    );
    renderWithProviders(<ReviewsSection />);
    expect(await cards()).toHaveLength(LIMITS.latestReviews);
    expect(asked).toEqual([`?limit=${LIMITS.latestReviews}`]);
  });

  it("HOME-19/20 an answer of the older shape (no createdAt or verifiedBuyer), odd ratings and an unreadable row still show", async () => {
    answer([
      { _id: "a", name: "Old shape", details: "No date, no mark.", rating: "3" },
      { _id: "b", name: "Out of range", details: "Too many.", rating: 9, createdAt: "not a date" },
      { name: "No id", details: "Left out." },
      { _id: "c", name: "Odd rating", details: "Null.", rating: null, verifiedBuyer: "yes" },
    ]);
    renderWithProviders(<ReviewsSection />);
    const shown = await cards();
    expect(shown.map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "Old shape",
      "Out of range",
      "Odd rating",
    ]);
    expect(shown.map(starsOf)).toEqual([3, 5, 0]);
    expect(screen.queryByText(REVIEW_TEXTS.verifiedBuyer)).toBeNull();
    expect(shown[0]!.querySelector("time")).toBeNull();
  });

  it("HOME-25 markup in a name or the details is shown as text", async () => {
    answer([aReview(1, { name: "<b>Bold</b>", details: "<img src=x onerror=alert(1)>" })]);
    renderWithProviders(<ReviewsSection />);
    const [card] = await cards();
    expect(within(card!).getByText("<img src=x onerror=alert(1)>")).toBeInTheDocument();
    expect(within(card!).getByRole("heading")).toHaveTextContent("<b>Bold</b>");
    expect(card!.querySelector("img, b")).toBeNull();
  });

  it("STATE-03 ERR-12 a failed load shows an error line, and 'Try again' asks again", async () => {
    let calls = 0;
    server.use(
      http.get("/api/reviews", () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { error: "Internal", message: "The shop is resting.", requestId: "t" },
              { status: 500 },
            )
          : HttpResponse.json([aReview(1)]);
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ReviewsSection />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The shop is resting.");
    await user.click(within(alert).getByRole("button", { name: TEXTS.retry }));
    expect(await cards()).toHaveLength(1);
  });
});
