import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";

import { StarRatingInput } from "./star-rating-input";

function Rated({ initial = null, error }: { initial?: number | null; error?: string }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <button type="button">Before</button>
      <StarRatingInput label="Rating out of 5" value={value} onChange={setValue} error={error} />
    </>
  );
}

const group = () => screen.getByRole("radiogroup", { name: "Rating out of 5" });
const option = (name: string) => screen.getByRole("radio", { name });
const filledStars = () => group().querySelectorAll('[data-star="filled"]').length;

describe("StarRatingInput (REV-01/04/05, an accessible star input)", () => {
  it("REV-01 is a radio group named 'Rating out of 5' with the whole ratings 0 to 5, none chosen at first", () => {
    render(<Rated />);
    expect(group()).toHaveAttribute("aria-required", "true");
    expect(screen.getAllByRole("radio").map((radio) => radio.getAttribute("aria-label"))).toEqual([
      "0 stars",
      "1 star",
      "2 stars",
      "3 stars",
      "4 stars",
      "5 stars",
    ]);
    expect(screen.queryByRole("radio", { checked: true })).toBeNull();
    expect(screen.getByText("Not rated yet")).toBeInTheDocument();
    expect(filledStars()).toBe(0);
  });

  it("a click on the fourth star chooses 4 and fills four stars", async () => {
    const user = userEvent.setup();
    render(<Rated />);
    await user.click(option("4 stars"));
    expect(option("4 stars")).toBeChecked();
    expect(screen.getByText("4 out of 5")).toBeInTheDocument();
    expect(filledStars()).toBe(4);
  });

  it("REV-04 0 is a rating of its own: chosen, it fills no star", async () => {
    const user = userEvent.setup();
    render(<Rated initial={3} />);
    await user.click(option("0 stars"));
    expect(option("0 stars")).toBeChecked();
    expect(screen.getByText("0 out of 5")).toBeInTheDocument();
    expect(filledStars()).toBe(0);
  });

  it("is operable by keyboard: Tab enters on the chosen rating, the arrow keys move and choose, down to 0", async () => {
    const user = userEvent.setup();
    render(<Rated initial={2} />);
    await user.click(screen.getByRole("button", { name: "Before" }));
    await user.tab();
    expect(option("2 stars")).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(option("3 stars")).toHaveFocus();
    expect(option("3 stars")).toBeChecked();
    expect(filledStars()).toBe(3);
    await user.keyboard("{ArrowLeft}{ArrowLeft}{ArrowLeft}");
    expect(option("0 stars")).toBeChecked();
    expect(filledStars()).toBe(0);
  });

  it("with nothing chosen, Tab reaches the group and Space chooses the focused rating", async () => {
    const user = userEvent.setup();
    render(<Rated />);
    await user.click(screen.getByRole("button", { name: "Before" }));
    await user.tab();
    expect(option("0 stars")).toHaveFocus();
    await user.keyboard(" ");
    expect(option("0 stars")).toBeChecked();
    expect(screen.getByText("0 out of 5")).toBeInTheDocument();
  });

  it("ties its message to the group and marks it invalid", () => {
    render(<Rated error="Rating is required" />);
    expect(group()).toHaveAttribute("aria-invalid", "true");
    expect(group()).toHaveAccessibleDescription("Rating is required");
  });
});
