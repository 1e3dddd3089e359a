import { describe, expect, it } from "vitest";

import { latestReviews, parseRating, reviewDate } from "./review-rules";

describe("parseRating (HOME-19/20)", () => {
  it.each([
    [4, 4],
    ["3", 3],
    [0, 0],
    [5, 5],
    ["4.5", 4],
    [4.9, 4],
    [-1, 0],
    [6, 5],
    ["abc", 0],
    ["", 0],
  ])("%j gives %i stars", (rating, stars) => {
    expect(parseRating(rating)).toBe(stars);
  });
});

describe("latestReviews (HOME-22/23)", () => {
  it("keeps the last 3 of 5, in order", () => {
    expect(latestReviews(["R1", "R2", "R3", "R4", "R5"])).toEqual(["R3", "R4", "R5"]);
  });

  it("keeps all when there are 3 or fewer", () => {
    expect(latestReviews(["R1", "R2", "R3"])).toEqual(["R1", "R2", "R3"]);
    expect(latestReviews(["R1"])).toEqual(["R1"]);
    expect(latestReviews([])).toEqual([]);
  });
});

describe("reviewDate", () => {
  it("reads the server's ISO date", () => {
    expect(reviewDate("2026-05-15T12:00:00.000Z")).toEqual({
      iso: "2026-05-15T12:00:00.000Z",
      text: "May 15, 2026",
    });
  });

  it("gives nothing for a missing or unreadable date (an answer of the older shape)", () => {
    expect(reviewDate(null)).toBeNull();
    expect(reviewDate("")).toBeNull();
    expect(reviewDate("yesterday")).toBeNull();
  });
});
