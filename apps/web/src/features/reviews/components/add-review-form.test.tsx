import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FORMAT_CHARACTERS_MESSAGE } from "@xpart/shared/schemas";
import { REVIEW_TEXTS } from "@xpart/shared/texts";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";

import { AppToasts } from "#src/components/app-toasts";
import { renderWithProviders } from "#src/testing/render";
import { server } from "#src/testing/server";

import { AddReviewForm } from "./add-review-form";

function renderForm(displayName = "Ann Buyer") {
  const view = renderWithProviders(
    <>
      <AddReviewForm displayName={displayName} />
      <AppToasts />
    </>,
  );
  return {
    ...view,
    name: () => screen.getByRole("textbox", { name: "Name" }),
    details: () => screen.getByRole("textbox", { name: "Review Details" }),
    stars: (name: string) => screen.getByRole("radio", { name }),
    submit: () => screen.getByRole("button", { name: REVIEW_TEXTS.addReview }),
  };
}

/** Answers POST /api/reviews with `answer`, keeping each body sent. */
function reviewsAnswer(answer: () => Response) {
  const sent: unknown[] = [];
  server.use(
    http.post("/api/reviews", async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  return sent;
}

const refused = (status: number, message: string, fields?: Record<string, string>) => () =>
  HttpResponse.json(
    {
      error: status === 409 ? "Conflict" : "BadRequest",
      message,
      requestId: "t",
      ...(fields ? { fields } : {}),
    },
    { status },
  );

describe("AddReviewForm (spec §2 Add review)", () => {
  it("REV-01/02/07 Name (prefilled with the display name), Rating out of 5, Review Details, 'Add Review'", () => {
    const form = renderForm();
    expect(form.name()).toHaveValue("Ann Buyer");
    expect(screen.getByRole("radiogroup", { name: "Rating out of 5" })).toBeInTheDocument();
    expect(form.details()).toHaveValue("");
    expect(form.submit()).toBeEnabled();
  });

  it("REV-03 VAL-14 each required field empty has its message, the first takes the focus, and nothing is sent", async () => {
    const sent = reviewsAnswer(() => HttpResponse.json({ insertedId: "r-1" }, { status: 201 }));
    const user = userEvent.setup();
    const form = renderForm("");
    await user.click(form.submit());
    expect(form.name()).toHaveAccessibleDescription(expect.stringContaining(REVIEW_TEXTS.nameRequired));
    expect(screen.getByRole("radiogroup")).toHaveAccessibleDescription(REVIEW_TEXTS.ratingRequired);
    expect(form.details()).toHaveAccessibleDescription(REVIEW_TEXTS.detailsRequired);
    expect(form.name()).toHaveFocus();
    // Blank text is empty too.
    await user.type(form.name(), "   ");
    await user.type(form.details(), "  ");
    await user.click(form.submit());
    expect(screen.getByText(REVIEW_TEXTS.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(REVIEW_TEXTS.detailsRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("I11: a name that a text-direction override makes read 'X-Part admin' is refused under Name, and nothing is sent", async () => {
    const sent = reviewsAnswer(() => HttpResponse.json({ insertedId: "r-1" }, { status: 201 }));
    const user = userEvent.setup();
    const form = renderForm("\u202Enimda traP-X");
    await user.click(form.stars("5 stars"));
    await user.type(form.details(), "Trust me.");
    await user.click(form.submit());
    expect(form.name()).toHaveAccessibleDescription(expect.stringContaining(FORMAT_CHARACTERS_MESSAGE));
    expect(form.name()).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it("after a refused submit the messages follow the input", async () => {
    const user = userEvent.setup();
    const form = renderForm();
    await user.click(form.submit());
    expect(screen.getByText(REVIEW_TEXTS.ratingRequired)).toBeInTheDocument();
    expect(form.stars("0 stars")).toHaveFocus();
    await user.click(form.stars("3 stars"));
    expect(screen.queryByText(REVIEW_TEXTS.ratingRequired)).toBeNull();
    await user.type(form.details(), "Good");
    expect(screen.queryByText(REVIEW_TEXTS.detailsRequired)).toBeNull();
  });

  it("REV-04/06 MSG-02 a rating of 0 is sent as the number 0; success says so and starts a new form", async () => {
    const sent = reviewsAnswer(() => HttpResponse.json({ insertedId: "r-1" }, { status: 201 }));
    const user = userEvent.setup();
    const form = renderForm();
    await user.clear(form.name());
    await user.type(form.name(), "  Ann B.  ");
    await user.click(form.stars("0 stars"));
    await user.type(form.details(), "Late, but <b>well packed</b>.");
    await user.click(form.submit());

    expect(await screen.findByText(REVIEW_TEXTS.reviewAdded)).toBeInTheDocument();
    expect(sent).toEqual([{ name: "Ann B.", rating: 0, details: "Late, but <b>well packed</b>." }]);
    expect(form.name()).toHaveValue("Ann Buyer");
    expect(screen.queryByRole("radio", { checked: true })).toBeNull();
    expect(form.details()).toHaveValue("");
  });

  it("REV-04 a rating of 5 is sent as the number 5", async () => {
    const sent = reviewsAnswer(() => HttpResponse.json({ insertedId: "r-1" }, { status: 201 }));
    const user = userEvent.setup();
    const form = renderForm();
    await user.click(form.stars("5 stars"));
    await user.type(form.details(), "Great.");
    await user.click(form.submit());
    await screen.findByText(REVIEW_TEXTS.reviewAdded);
    expect(sent).toEqual([{ name: "Ann Buyer", rating: 5, details: "Great." }]);
  });

  it("a field the server refuses (400 {fields}) shows under it, and nothing typed is lost", async () => {
    reviewsAnswer(
      refused(400, "Invalid body: details", { details: "Review details must be at most 1000 characters" }),
    );
    const user = userEvent.setup();
    const form = renderForm();
    await user.click(form.stars("4 stars"));
    await user.type(form.details(), "Solid drills.");
    await user.click(form.submit());

    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid body: details");
    expect(form.details()).toHaveAccessibleDescription("Review details must be at most 1000 characters");
    expect(form.details()).toHaveFocus();
    expect(form.name()).toHaveValue("Ann Buyer");
    expect(form.stars("4 stars")).toBeChecked();
    expect(form.details()).toHaveValue("Solid drills.");
    expect(form.submit()).toBeEnabled();
  });

  it("a second review (409) says the customer has reviewed already, keeps the text and rests the button", async () => {
    const sent = reviewsAnswer(refused(409, REVIEW_TEXTS.alreadyReviewed));
    const user = userEvent.setup();
    const form = renderForm();
    await user.click(form.stars("2 stars"));
    await user.type(form.details(), "Once more.");
    await user.click(form.submit());

    expect(await screen.findByRole("alert")).toHaveTextContent(REVIEW_TEXTS.alreadyReviewed);
    expect(form.details()).toHaveValue("Once more.");
    expect(form.stars("2 stars")).toBeChecked();
    await waitFor(() => expect(form.submit()).toBeDisabled());
    expect(sent).toHaveLength(1);
  });
});
