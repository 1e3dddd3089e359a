import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Approval } from "@xpart/shared/schemas";
import { APPROVAL_TEXTS, COMPANY_TEXTS, REJECT_REASON_CHARS } from "@xpart/shared/texts";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { AppToasts } from "#src/components/app-toasts";
import { COMPANY_PAGE_TEXTS } from "#src/lib/company/company-texts";
import { paths } from "#src/lib/paths";
import { anApproval } from "#src/testing/company-fixtures";
import { renderWithProviders } from "#src/testing/render";
import { server } from "#src/testing/server";

import { ApprovalsPage } from "./approvals-page";

vi.mock("#src/lib/auth/auth-context", () => ({
  useAuth: () => ({ user: { email: "cy@example.test", displayName: "Cy Approver" } }),
  knownUser: () => undefined,
}));

const apiError = (status: number, message: string, fields?: Record<string, string>) =>
  HttpResponse.json({ error: "Error", message, requestId: "r-1", ...(fields ? { fields } : {}) }, { status });

/** Bob's checkout, placed first, and Dee's, placed a day later. */
const BOBS = anApproval();
const DEES = anApproval({
  checkoutId: "c-2",
  placedAt: "2026-05-11T14:00:00.000Z",
  buyer: { email: "dee@example.test", name: "" },
  poNumber: null,
  total: 4200,
  reason: "Over your limit of $3,000.00 a month: an approver decides",
  lines: [{ orderId: "o-3", productName: "Impact driver", quantity: 60, total: 4200 }],
});

/** The company's waiting checkouts as the server keeps them: a decision takes one off; `decide` may refuse it. */
function approvalsServer(
  initial: Approval[],
  decide: (checkoutId: string, body: unknown) => Response | Promise<Response | null> | null = () => null,
) {
  let waiting = initial;
  const asked: string[] = [];
  const decision = (kind: "approve" | "reject") =>
    http.post(`/api/company/approvals/:checkoutId/${kind}`, async ({ params, request }) => {
      const checkoutId = String(params.checkoutId);
      const body = kind === "reject" ? await request.json() : undefined;
      asked.push(`${kind} ${checkoutId}${body ? ` ${JSON.stringify(body)}` : ""}`);
      const refused = await decide(checkoutId, body);
      if (refused) return refused;
      waiting = waiting.filter((approval) => approval.checkoutId !== checkoutId);
      return HttpResponse.json({ checkoutId, status: kind === "approve" ? "unpaid" : "cancelled" });
    });
  server.use(
    http.get("/api/company/approvals", () => {
      asked.push("list");
      return HttpResponse.json(waiting);
    }),
    decision("approve"),
    decision("reject"),
  );
  return {
    asked,
    /** Another approver decides meanwhile. */
    decidedElsewhere: (checkoutId: string) => {
      waiting = waiting.filter((approval) => approval.checkoutId !== checkoutId);
    },
  };
}

const renderPage = (url: string = paths.approvals) =>
  renderWithProviders(
    <>
      <ApprovalsPage />
      <AppToasts />
    </>,
    { url, path: paths.approvals },
  );

const cards = () =>
  within(screen.getByRole("list", { name: APPROVAL_TEXTS.approvals })).getAllByRole("article");
const card = (buyer: string) => screen.getByRole("article", { name: COMPANY_PAGE_TEXTS.orderBy(buyer) });

describe("Orders to approve (issue 40)", () => {
  const scrollIntoView = vi.fn();
  beforeEach(() => {
    // jsdom lays nothing out, so it has no scrollIntoView: recorded instead.
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    scrollIntoView.mockReset();
    // @ts-expect-error -- jsdom has none; put back as it was.
    delete Element.prototype.scrollIntoView;
  });

  it("issue 40: lists the waiting checkouts oldest first, each with buyer, date, PO number, lines, total and why it waits", async () => {
    // Sent newest first: the page still shows the one waiting longest first.
    approvalsServer([DEES, BOBS]);
    renderPage();
    expect(
      await screen.findByRole("heading", { name: APPROVAL_TEXTS.approvals, level: 1 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(cards().map((article) => within(article).getByRole("heading").textContent)).toEqual([
      COMPANY_PAGE_TEXTS.orderBy("Bob Byers"),
      // No name given: the email names the buyer.
      COMPANY_PAGE_TEXTS.orderBy("dee@example.test"),
    ]);
    const bob = card("Bob Byers");
    expect(bob).toHaveTextContent("bob@example.test");
    expect(within(bob).getByText(/2026/).closest("time")).toHaveAttribute("datetime", BOBS.placedAt);
    expect(bob).toHaveTextContent("PO numberPO-7781");
    expect(bob).toHaveTextContent(BOBS.reason);
    const lines = within(bob).getByRole("table", { name: "Lines of the order by Bob Byers" });
    expect(
      within(lines)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual([
      "ProductQuantityTotal",
      "Cordless drill 18 V50$999.50",
      "Drill bits, 10 pack10$250.50",
      "Total$1,250.00",
    ]);
    expect(card("dee@example.test")).toHaveTextContent(`PO number${COMPANY_PAGE_TEXTS.noPoNumber}`);
    expect(card("dee@example.test")).toHaveTextContent(DEES.reason);
    // Nothing linked from a mail: nothing marked.
    expect(bob).not.toHaveAttribute("aria-current");
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it("issue 40: the mail's link (?checkout=) marks that checkout, scrolls it into view and focuses it", async () => {
    approvalsServer([BOBS, DEES]);
    renderPage(`${paths.approvals}?checkout=c-2`);
    await waitFor(() => expect(card("dee@example.test")).toHaveFocus());
    expect(card("dee@example.test")).toHaveAttribute("aria-current", "true");
    expect(card("Bob Byers")).not.toHaveAttribute("aria-current");
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(card("dee@example.test"));
  });

  it("issue 40: a link to a checkout no longer waiting says so above the list", async () => {
    approvalsServer([BOBS]);
    renderPage(`${paths.approvals}?checkout=c-9`);
    expect(await screen.findByText(APPROVAL_TEXTS.notAwaiting)).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
  });

  it("issue 40: 'Approve' decides in one click, busy until the server answers; the checkout leaves the list", async () => {
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const { asked } = approvalsServer([BOBS, DEES], async () => {
      await held;
      return null;
    });
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(2));

    const approve = within(card("Bob Byers")).getByRole("button", { name: APPROVAL_TEXTS.approve });
    expect(approve).toHaveAccessibleDescription(COMPANY_PAGE_TEXTS.orderBy("Bob Byers"));
    await user.click(approve);
    await waitFor(() => expect(approve).toHaveAttribute("aria-busy", "true"));
    expect(approve).toBeDisabled();
    // Every decision waits for this one.
    expect(
      within(card("dee@example.test")).getByRole("button", { name: APPROVAL_TEXTS.approve }),
    ).toBeDisabled();
    expect(within(card("Bob Byers")).getByRole("button", { name: APPROVAL_TEXTS.reject })).toBeDisabled();

    answer();
    expect(await screen.findByText(APPROVAL_TEXTS.approved, {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]).toHaveAccessibleName(COMPANY_PAGE_TEXTS.orderBy("dee@example.test"));
    expect(screen.getByRole("heading", { name: APPROVAL_TEXTS.approvals, level: 1 })).toHaveFocus();
    expect(asked.filter((request) => request !== "list")).toEqual(["approve c-1"]);
  });

  it("issue 40: 'Reject' asks the reason, required and at most 500 characters, checked before sending; then sends it", async () => {
    const { asked } = approvalsServer([BOBS]);
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await within(await screen.findByRole("article")).findByRole("button", { name: APPROVAL_TEXTS.reject }),
    );
    const dialog = screen.getByRole("dialog", { name: COMPANY_PAGE_TEXTS.rejectTitle("Bob Byers") });
    const reason = within(dialog).getByLabelText(APPROVAL_TEXTS.rejectReason);
    expect(reason).toHaveFocus();

    // Empty, then only spaces: refused here, said under the field.
    await user.click(within(dialog).getByRole("button", { name: APPROVAL_TEXTS.reject }));
    expect(reason).toHaveAccessibleDescription(expect.stringContaining(APPROVAL_TEXTS.reasonRequired));
    expect(reason).toHaveAttribute("aria-invalid", "true");
    await user.type(reason, "   ");
    await user.click(within(dialog).getByRole("button", { name: APPROVAL_TEXTS.reject }));
    expect(reason).toHaveAccessibleDescription(expect.stringContaining(APPROVAL_TEXTS.reasonRequired));

    // One character too many.
    fireEvent.change(reason, { target: { value: "x".repeat(REJECT_REASON_CHARS + 1) } });
    expect(within(dialog).getByText(`501 of ${REJECT_REASON_CHARS} characters`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: APPROVAL_TEXTS.reject }));
    expect(reason).toHaveAccessibleDescription(
      expect.stringContaining(`Reason must be at most ${REJECT_REASON_CHARS} characters`),
    );
    expect(asked.filter((request) => request !== "list")).toEqual([]);

    await user.clear(reason);
    await user.type(reason, "  Over budget this quarter: split it in two.  ");
    await user.click(within(dialog).getByRole("button", { name: APPROVAL_TEXTS.reject }));
    expect(await screen.findByText(APPROVAL_TEXTS.rejected, {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByText(APPROVAL_TEXTS.noApprovals)).toBeInTheDocument();
    expect(asked.filter((request) => request !== "list")).toEqual([
      'reject c-1 {"reason":"Over budget this quarter: split it in two."}',
    ]);
  });

  it("issue 40: the server's 400 on the reason shows under the field, and the dialog stays", async () => {
    approvalsServer([BOBS], () =>
      apiError(400, "Invalid body: reason", { reason: "Reason must not contain control characters" }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await within(await screen.findByRole("article")).findByRole("button", { name: APPROVAL_TEXTS.reject }),
    );
    const dialog = screen.getByRole("dialog", { name: COMPANY_PAGE_TEXTS.rejectTitle("Bob Byers") });
    await user.type(within(dialog).getByLabelText(APPROVAL_TEXTS.rejectReason), "No");
    await user.click(within(dialog).getByRole("button", { name: APPROVAL_TEXTS.reject }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(APPROVAL_TEXTS.rejectReason)).toHaveAccessibleDescription(
        expect.stringContaining("Reason must not contain control characters"),
      ),
    );
    expect(within(dialog).getByLabelText(APPROVAL_TEXTS.rejectReason)).toHaveValue("No");
    expect(cards()).toHaveLength(1);
  });

  it("issue 40: decided by another approver first (409): the server's message shows and the list is read again", async () => {
    const store = approvalsServer([BOBS, DEES], (checkoutId) => {
      store.decidedElsewhere(checkoutId);
      return apiError(409, APPROVAL_TEXTS.notAwaiting);
    });
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(2));

    await user.click(within(card("Bob Byers")).getByRole("button", { name: APPROVAL_TEXTS.approve }));
    expect(await screen.findByRole("alert")).toHaveTextContent(APPROVAL_TEXTS.notAwaiting);
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(store.asked).toEqual(["list", "approve c-1", "list"]);

    // The same for a rejection: the dialog closes, the message shows, the list is read again.
    await user.click(within(card("dee@example.test")).getByRole("button", { name: APPROVAL_TEXTS.reject }));
    const dialog = screen.getByRole("dialog", { name: COMPANY_PAGE_TEXTS.rejectTitle("dee@example.test") });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(APPROVAL_TEXTS.rejectReason), "Too late?");
    await user.click(within(dialog).getByRole("button", { name: APPROVAL_TEXTS.reject }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByRole("alert")).toHaveTextContent(APPROVAL_TEXTS.notAwaiting);
    expect(await screen.findByText(APPROVAL_TEXTS.noApprovals)).toBeInTheDocument();
    expect(store.asked.at(-1)).toBe("list");
  });

  it("issue 40: a buyer is told only approvers decide (the server's 403), with nothing to click", async () => {
    server.use(http.get("/api/company/approvals", () => apiError(403, APPROVAL_TEXTS.onlyApprovers)));
    renderPage();
    expect((await screen.findByText(APPROVAL_TEXTS.onlyApprovers)).closest("[role=status]")).not.toBeNull();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("issue 40: someone in no company is sent to the Company page (the server's 404)", async () => {
    server.use(http.get("/api/company/approvals", () => apiError(404, COMPANY_TEXTS.notInCompany)));
    renderPage();
    expect((await screen.findByText(COMPANY_TEXTS.notInCompany)).closest("[role=status]")).not.toBeNull();
    expect(screen.getByRole("link", { name: COMPANY_TEXTS.company })).toHaveAttribute("href", paths.company);
  });

  it("issue 40: with nothing waiting it says so", async () => {
    approvalsServer([]);
    renderPage();
    expect((await screen.findByText(APPROVAL_TEXTS.noApprovals)).closest("[role=status]")).not.toBeNull();
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
  });
});
