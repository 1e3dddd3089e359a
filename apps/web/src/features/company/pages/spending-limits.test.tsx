import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { MyCompany } from "@xpart/shared/schemas";
import { APPROVAL_TEXTS } from "@xpart/shared/texts";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";

import { COMPANY_PAGE_TEXTS } from "#src/lib/company/company-texts";
import { paths } from "#src/lib/paths";
import { aMember, aMyCompany } from "#src/testing/company-fixtures";
import { renderWithProviders } from "#src/testing/render";
import { server } from "#src/testing/server";

import { CompanyPage } from "./company-page";

const auth = vi.hoisted(() => ({ email: "ann@example.test" }));
vi.mock("#src/lib/auth/auth-context", () => ({
  useAuth: () => ({ user: { email: auth.email, displayName: "" } }),
  knownUser: () => undefined,
}));

const apiError = (status: number, message: string, fields?: Record<string, string>) =>
  HttpResponse.json({ error: "Error", message, requestId: "r-1", ...(fields ? { fields } : {}) }, { status });

/** Hill Motors, Bob its buyer with a $500 order limit and no monthly one. */
const withBobsLimits = (changes: Partial<MyCompany> = {}) =>
  aMyCompany({
    members: [
      aMember(),
      aMember({
        userId: "u-bob",
        email: "bob@example.test",
        name: "Bob Byers",
        role: "buyer",
        perOrderLimit: 500,
        monthlyLimit: null,
      }),
      aMember({ userId: "u-cy", email: "cy@example.test", name: "Cy Approver", role: "approver" }),
    ],
    ...changes,
  });

/** GET /api/company, and PATCH /api/company/members/:userId as the server applies it; `refuse` may answer first. */
function limitsServer(
  start: MyCompany,
  refuse: (body: Record<string, unknown>) => Response | null = () => null,
) {
  let mine = start;
  const sent: unknown[] = [];
  server.use(
    http.get("/api/company", () => HttpResponse.json(mine)),
    http.get("/api/addresses", () => HttpResponse.json([])),
    http.patch("/api/company/members/:userId", async ({ params, request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push({ userId: params.userId, ...body });
      const refused = refuse(body);
      if (refused) return refused;
      mine = {
        ...mine,
        members: mine.members.map((m) => (m.userId === params.userId ? { ...m, ...body } : m)),
      };
      return HttpResponse.json(mine);
    }),
  );
  return sent;
}

const renderPage = () => renderWithProviders(<CompanyPage />, { url: paths.company, path: paths.company });
const bobsRow = () => screen.getByRole("row", { name: /Bob Byers/ });
const bobsLimits = () => within(bobsRow()).getAllByRole("cell")[2]!;
const bobsForm = () =>
  within(bobsRow()).getByRole("form", { name: COMPANY_PAGE_TEXTS.limitsTitle("Bob Byers") });
const perOrder = () => within(bobsForm()).getByLabelText(APPROVAL_TEXTS.perOrderLimit);
const perMonth = () => within(bobsForm()).getByLabelText(APPROVAL_TEXTS.monthlyLimit);
const save = () => within(bobsForm()).getByRole("button", { name: /save/i });

describe("spending limits in the Company page's members table (issue 40)", () => {
  it("issue 40: a company admin sets a buyer's monthly limit and clears the order limit to none (null)", async () => {
    auth.email = "ann@example.test";
    const sent = limitsServer(withBobsLimits());
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole("heading", { name: "Hill Motors", level: 1 });
    expect(bobsLimits()).toHaveTextContent(
      `${COMPANY_PAGE_TEXTS.perOrder}: $500.00${COMPANY_PAGE_TEXTS.perMonth}: ${APPROVAL_TEXTS.noLimit}`,
    );
    expect(perOrder()).toHaveValue("500");
    expect(perMonth()).toHaveValue("");
    expect(perMonth()).toHaveAttribute("placeholder", APPROVAL_TEXTS.noLimit);
    expect(save()).toHaveAccessibleName(`${COMPANY_PAGE_TEXTS.saveLimits} of Bob Byers`);

    await user.type(perMonth(), "$2,500.50");
    await user.click(save());
    await waitFor(() => expect(bobsLimits()).toHaveTextContent(`${COMPANY_PAGE_TEXTS.perMonth}: $2,500.50`));
    expect(perMonth()).toHaveValue("2500.50");

    await user.clear(perOrder());
    await user.click(save());
    await waitFor(() =>
      expect(bobsLimits()).toHaveTextContent(
        `${COMPANY_PAGE_TEXTS.perOrder}: ${APPROVAL_TEXTS.noLimit}${COMPANY_PAGE_TEXTS.perMonth}: $2,500.50`,
      ),
    );
    expect(perOrder()).toHaveValue("");
    // Both limits go every time: an empty field is no limit, sent as null.
    expect(sent).toEqual([
      { userId: "u-bob", perOrderLimit: 500, monthlyLimit: 2500.5 },
      { userId: "u-bob", perOrderLimit: null, monthlyLimit: 2500.5 },
    ]);
    // Only buyers have limits: no form in the other rows.
    expect(screen.getAllByRole("form", { name: /Spending limits of/ })).toHaveLength(1);
  });

  it("issue 40: a limit that is no amount is refused before sending; the server's 400 shows under its field", async () => {
    auth.email = "ann@example.test";
    const sent = limitsServer(withBobsLimits(), (body) =>
      body.monthlyLimit === 9_000
        ? apiError(400, "Invalid body: monthlyLimit", { monthlyLimit: "Limit per month was refused" })
        : null,
    );
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole("heading", { name: "Hill Motors", level: 1 });

    await user.clear(perOrder());
    await user.type(perOrder(), "lots");
    await user.click(save());
    expect(perOrder()).toHaveAccessibleDescription("Limit per order must be a number");
    expect(perOrder()).toHaveAttribute("aria-invalid", "true");
    expect(perOrder()).toHaveFocus();
    expect(sent).toEqual([]);

    await user.clear(perOrder());
    await user.type(perOrder(), "750");
    await user.type(perMonth(), "9000");
    await user.click(save());
    // Whatever the server refuses, its word lands under the field it names, and what was typed stays.
    await waitFor(() => expect(perMonth()).toHaveAttribute("aria-invalid", "true"));
    expect(perMonth()).toHaveAccessibleDescription("Limit per month was refused");
    expect(perMonth()).toHaveFocus();
    expect(perOrder()).not.toHaveAttribute("aria-invalid");
    expect(perOrder()).toHaveValue("750");
    expect(sent).toEqual([{ userId: "u-bob", perOrderLimit: 750, monthlyLimit: 9000 }]);
    expect(bobsLimits()).toHaveTextContent(`${COMPANY_PAGE_TEXTS.perOrder}: $500.00`);
  });

  it("issue 40: a buyer reads their own limits and others' and cannot change them", async () => {
    auth.email = "bob@example.test";
    limitsServer(withBobsLimits({ role: "buyer", userId: "u-bob" }));
    renderPage();
    await screen.findByRole("heading", { name: "Hill Motors", level: 1 });
    expect(bobsLimits()).toHaveTextContent(
      `${COMPANY_PAGE_TEXTS.perOrder}: $500.00${COMPANY_PAGE_TEXTS.perMonth}: ${APPROVAL_TEXTS.noLimit}`,
    );
    expect(screen.queryByRole("form", { name: /Spending limits of/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(
      within(screen.getByRole("row", { name: /Cy Approver/ })).getAllByRole("cell")[2],
    ).toHaveTextContent(COMPANY_PAGE_TEXTS.onlyBuyersHaveLimits);
    expect(screen.getByRole("columnheader", { name: COMPANY_PAGE_TEXTS.spendingLimits })).toBeInTheDocument();
  });
});
