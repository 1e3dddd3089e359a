import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Address, MyCompany } from "@xpart/shared/schemas";
import { APPROVAL_TEXTS, COMPANY_TEXTS, ON_ACCOUNT_TEXTS } from "@xpart/shared/texts";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";

import { COMPANY_PAGE_TEXTS } from "#src/lib/company/company-texts";
import { paths } from "#src/lib/paths";
import { aCompany, aMember, aMyCompany, anInvitation } from "#src/testing/company-fixtures";
import { renderWithProviders } from "#src/testing/render";
import { server } from "#src/testing/server";
import { bodyRowCells } from "#src/testing/table-cells";

import { CompanyPage } from "./company-page";

vi.mock("#src/lib/auth/auth-context", () => ({
  useAuth: () => ({ user: { email: "ann@example.test", displayName: "Ann Buyer" } }),
  knownUser: () => undefined,
}));

const apiError = (status: number, message: string, fields?: Record<string, string>) =>
  HttpResponse.json({ error: "Error", message, requestId: "r-1", ...(fields ? { fields } : {}) }, { status });

const DEPOT: Address = {
  id: "ad-1",
  label: "Main depot",
  name: "Goods in",
  address: "2 Depot Road, Leeds",
  phone: "+44 113 000 000",
  isDefault: true,
  shared: true,
};

/** GET /api/company answers `current()` (null: 404); GET /api/addresses the company's depot and one own. */
function companyServer(current: () => MyCompany | null, addresses: Address[] = [DEPOT]) {
  server.use(
    http.get("/api/company", () => {
      const mine = current();
      return HttpResponse.json(mine);
    }),
    http.get("/api/addresses", () => HttpResponse.json(addresses)),
  );
}

/** The spending-limits cell (issue 40 item 4) of a buyer without limits, and of anyone else. */
const NO_LIMITS = "Per order: No limitPer month: No limit";
const NOT_A_BUYER = `—${COMPANY_PAGE_TEXTS.onlyBuyersHaveLimits}`;

const renderPage = () => renderWithProviders(<CompanyPage />, { url: paths.company, path: paths.company });
const membersTable = () => within(screen.getByRole("region", { name: /Members/ })).getByRole("table");

describe("Company page (issue 40)", () => {
  it("issue 40: a customer in no company is offered to create one; the server's 400 names the field, then success shows the company", async () => {
    let mine: MyCompany | null = null;
    const sent: unknown[] = [];
    companyServer(() => mine, []);
    server.use(
      http.post("/api/companies", async ({ request }) => {
        const body = await request.json();
        sent.push(body);
        if (sent.length === 1)
          return apiError(400, "Invalid body: billingAddress", {
            billingAddress: "Billing address must not contain control characters",
          });
        mine = aMyCompany({ company: aCompany({ name: "Hill Motors", taxId: null }), members: [aMember()] });
        return HttpResponse.json(mine.company, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderPage();

    expect(await screen.findByRole("heading", { name: COMPANY_TEXTS.createCompany })).toBeInTheDocument();
    expect(screen.getByText(COMPANY_PAGE_TEXTS.companyIntro)).toBeInTheDocument();
    // Checked as the server checks, before anything is sent.
    await user.click(screen.getByRole("button", { name: COMPANY_TEXTS.createCompany }));
    expect(screen.getByLabelText("Company name")).toHaveAccessibleDescription("Company name is required");
    expect(screen.getByLabelText("Company name")).toHaveFocus();
    expect(sent).toHaveLength(0);

    await user.type(screen.getByLabelText("Company name"), "Hill Motors");
    await user.type(screen.getByLabelText(COMPANY_TEXTS.billingAddress), "2 Depot Road, Leeds");
    await user.click(screen.getByRole("button", { name: COMPANY_TEXTS.createCompany }));
    const billing = screen.getByLabelText(COMPANY_TEXTS.billingAddress);
    await waitFor(() =>
      expect(billing).toHaveAccessibleDescription(
        expect.stringContaining("Billing address must not contain control characters"),
      ),
    );
    expect(billing).toHaveAttribute("aria-invalid", "true");
    expect(billing).toHaveFocus();
    expect(screen.getByLabelText("Company name")).toHaveValue("Hill Motors");
    // An empty tax ID is sent as none.
    expect(sent[0]).toEqual({ name: "Hill Motors", taxId: null, billingAddress: "2 Depot Road, Leeds" });

    await user.click(screen.getByRole("button", { name: COMPANY_TEXTS.createCompany }));
    expect(await screen.findByRole("heading", { name: "Hill Motors", level: 1 })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Details" })).toHaveTextContent("2 Depot Road, Leeds");
    expect(screen.getByText("Your role:")).toHaveTextContent("Company admin");
    expect(screen.queryByRole("heading", { name: COMPANY_TEXTS.createCompany })).not.toBeInTheDocument();
  });

  it("issue 40: a company admin changes a member's role, is told the server's 409 for the last admin, and removes a member after a confirm", async () => {
    let mine = aMyCompany();
    const asked: string[] = [];
    companyServer(() => mine);
    server.use(
      http.patch("/api/company/members/:userId", async ({ params, request }) => {
        const { role } = (await request.json()) as { role: string };
        asked.push(`PATCH ${String(params.userId)} ${role}`);
        if (params.userId === "u-ann") return apiError(409, COMPANY_TEXTS.lastAdmin);
        mine = {
          ...mine,
          members: mine.members.map((m) =>
            m.userId === params.userId ? { ...m, role: role as MyCompany["role"] } : m,
          ),
        };
        return HttpResponse.json(mine);
      }),
      http.delete("/api/company/members/:userId", ({ params }) => {
        asked.push(`DELETE ${String(params.userId)}`);
        mine = { ...mine, members: mine.members.filter((m) => m.userId !== params.userId) };
        return HttpResponse.json(mine);
      }),
    );
    const user = userEvent.setup();
    renderPage();

    await screen.findByRole("heading", { name: "Hill Motors", level: 1 });
    // Issue 41: the company's statement is a company admin's.
    expect(screen.getByRole("link", { name: ON_ACCOUNT_TEXTS.statement })).toHaveAttribute(
      "href",
      paths.statement,
    );
    // Issue 40 item 4: only buyers have spending limits, which a company admin edits.
    expect(bodyRowCells(membersTable())).toEqual([
      ["ann@example.test", "Company adminBuyerApprover", NOT_A_BUYER, expect.any(String), ""],
      [
        "bob@example.test",
        "Company adminBuyerApprover",
        `${NO_LIMITS}${APPROVAL_TEXTS.perOrderLimit}${APPROVAL_TEXTS.monthlyLimit}${COMPANY_PAGE_TEXTS.saveLimits}${COMPANY_PAGE_TEXTS.limitsHint}`,
        expect.any(String),
        "Remove",
      ],
      ["cy@example.test", "Company adminBuyerApprover", NOT_A_BUYER, expect.any(String), "Remove"],
    ]);
    const bobRole = screen.getByRole("combobox", { name: "Role of Bob Byers" });
    expect(bobRole).toHaveValue("buyer");
    await user.selectOptions(bobRole, "approver");
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Role of Bob Byers" })).toHaveValue("approver"),
    );

    // The last company admin cannot step down: the server says why, and the select stays as it was.
    await user.selectOptions(screen.getByRole("combobox", { name: "Role of Ann Buyer" }), "buyer");
    expect(await screen.findByRole("alert")).toHaveTextContent(COMPANY_TEXTS.lastAdmin);
    expect(screen.getByRole("combobox", { name: "Role of Ann Buyer" })).toHaveValue("company-admin");
    // No one removes themselves from here.
    expect(screen.queryByRole("button", { name: "Remove Ann Buyer" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Remove Cy Approver" }));
    const confirm = screen.getByRole("dialog", { name: COMPANY_PAGE_TEXTS.removeConfirm("Cy Approver") });
    // The safe choice has the focus.
    expect(within(confirm).getByRole("button", { name: "Keep them" })).toHaveFocus();
    await user.click(within(confirm).getByRole("button", { name: COMPANY_TEXTS.remove }));
    await waitFor(() => expect(within(membersTable()).getAllByRole("row")).toHaveLength(3));
    expect(membersTable()).not.toHaveTextContent("cy@example.test");
    expect(asked).toEqual(["PATCH u-bob approver", "PATCH u-ann buyer", "DELETE u-cy"]);
  });

  it("issue 40: the remove dialog shows the server's 409 for the last company admin", async () => {
    const mine = aMyCompany({
      members: [
        aMember(),
        aMember({ userId: "u-eve", email: "eve@example.test", name: "Eve", role: "company-admin" }),
      ],
    });
    companyServer(() => mine);
    server.use(http.delete("/api/company/members/:userId", () => apiError(409, COMPANY_TEXTS.lastAdmin)));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Remove Eve" }));
    await user.click(
      within(screen.getByRole("dialog", { name: COMPANY_PAGE_TEXTS.removeConfirm("Eve") })).getByRole(
        "button",
        {
          name: COMPANY_TEXTS.remove,
        },
      ),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(COMPANY_TEXTS.lastAdmin);
    expect(membersTable()).toHaveTextContent("eve@example.test");
  });

  it("issue 40: a company admin invites by email and role, and withdraws an open invitation", async () => {
    let mine = aMyCompany({ invitations: [anInvitation()] });
    const invited: unknown[] = [];
    companyServer(() => mine);
    server.use(
      http.post("/api/company/invitations", async ({ request }) => {
        const body = (await request.json()) as { email: string; role: "buyer" | "approver" };
        invited.push(body);
        if (body.email === "bob@example.test") return apiError(409, COMPANY_TEXTS.alreadyMember);
        const invitation = anInvitation({ id: "inv-2", ...body });
        mine = { ...mine, invitations: [...mine.invitations, invitation] };
        return HttpResponse.json(invitation, { status: 201 });
      }),
      http.delete("/api/company/invitations/:id", ({ params }) => {
        mine = { ...mine, invitations: mine.invitations.filter((i) => i.id !== params.id) };
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderPage();

    const section = await screen.findByRole("region", { name: COMPANY_TEXTS.invitations });
    const form = within(section).getByRole("form", { name: "Invite a member" });
    const open = () => within(section).getByRole("list", { name: "Open invitations" });
    expect(within(open()).getAllByRole("listitem")).toHaveLength(1);

    await user.type(within(form).getByLabelText("Email"), "not an email");
    await user.click(within(form).getByRole("button", { name: COMPANY_TEXTS.invite }));
    expect(within(form).getByLabelText("Email")).toHaveAccessibleDescription(/valid email/i);
    expect(invited).toHaveLength(0);

    await user.clear(within(form).getByLabelText("Email"));
    await user.type(within(form).getByLabelText("Email"), "bob@example.test");
    await user.click(within(form).getByRole("button", { name: COMPANY_TEXTS.invite }));
    expect(await within(section).findByRole("alert")).toHaveTextContent(COMPANY_TEXTS.alreadyMember);

    await user.clear(within(form).getByLabelText("Email"));
    await user.type(within(form).getByLabelText("Email"), "  eve@example.test ");
    await user.selectOptions(within(form).getByLabelText(COMPANY_TEXTS.role), "approver");
    await user.click(within(form).getByRole("button", { name: COMPANY_TEXTS.invite }));
    await waitFor(() => expect(within(open()).getAllByRole("listitem")).toHaveLength(2));
    expect(invited.at(-1)).toEqual({ email: "eve@example.test", role: "approver" });
    expect(within(open()).getAllByRole("listitem")[1]).toHaveTextContent("eve@example.test");
    expect(within(open()).getAllByRole("listitem")[1]).toHaveTextContent("Approver");
    expect(within(form).getByLabelText("Email")).toHaveValue("");

    await user.click(
      within(section).getByRole("button", {
        name: `${COMPANY_TEXTS.revoke} the invitation to dan@example.test`,
      }),
    );
    await waitFor(() => expect(within(open()).getAllByRole("listitem")).toHaveLength(1));
    expect(open()).not.toHaveTextContent("dan@example.test");
  });

  it("issue 40: a company admin edits the details, turns a choice on, and adds a company address through /api/company/addresses", async () => {
    let mine = aMyCompany();
    let addresses = [DEPOT];
    const asked: string[] = [];
    companyServer(() => mine, []);
    server.use(
      http.get("/api/addresses", () => HttpResponse.json(addresses)),
      http.patch("/api/company", async ({ request }) => {
        const body = (await request.json()) as Partial<MyCompany["company"]>;
        asked.push(`PATCH company ${JSON.stringify(body)}`);
        mine = { ...mine, company: { ...mine.company, ...body } };
        return HttpResponse.json(mine.company);
      }),
      http.post("/api/company/addresses", async ({ request }) => {
        const body = (await request.json()) as Omit<Address, "id" | "isDefault" | "shared">;
        asked.push(`POST company address ${body.label}`);
        const added = { ...body, id: "ad-2", isDefault: false, shared: true };
        addresses = [...addresses, added];
        return HttpResponse.json(added, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderPage();

    const details = await screen.findByRole("region", { name: "Details" });
    const po = within(details).getByRole("switch", { name: COMPANY_TEXTS.requirePoNumber });
    expect(po).not.toBeChecked();
    await user.click(po);
    await waitFor(() =>
      expect(within(details).getByRole("switch", { name: COMPANY_TEXTS.requirePoNumber })).toBeChecked(),
    );

    await user.click(within(details).getByRole("button", { name: COMPANY_PAGE_TEXTS.editDetails }));
    const edit = screen.getByRole("dialog", { name: COMPANY_PAGE_TEXTS.editDetails });
    await user.clear(within(edit).getByLabelText("Company name"));
    await user.type(within(edit).getByLabelText("Company name"), "Hill Motors Ltd");
    await user.click(within(edit).getByRole("button", { name: "Save details" }));
    expect(await screen.findByRole("heading", { name: "Hill Motors Ltd", level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    const book = screen.getByRole("region", { name: COMPANY_TEXTS.addresses });
    expect(within(book).getByRole("list", { name: COMPANY_TEXTS.addresses })).toHaveTextContent("Main depot");
    await user.click(within(book).getByRole("button", { name: "Add address" }));
    const dialog = screen.getByRole("dialog", { name: "Add an address" });
    // A company's address is no one's default of their own.
    expect(within(dialog).queryByRole("checkbox")).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Label"), "Site 4");
    await user.clear(within(dialog).getByLabelText("Recipient name"));
    await user.type(within(dialog).getByLabelText("Recipient name"), "Yard");
    await user.type(within(dialog).getByLabelText("Street address"), "4 Quarry Way");
    await user.type(within(dialog).getByLabelText("Phone"), "+44 113 000 001");
    await user.click(within(dialog).getByRole("button", { name: "Save address" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await within(book).findByText("Site 4")).toBeInTheDocument();
    expect(asked).toEqual([
      'PATCH company {"requirePoNumber":true}',
      'PATCH company {"name":"Hill Motors Ltd","taxId":"GB123456789","billingAddress":"2 Depot Road, Leeds"}',
      "POST company address Site 4",
    ]);
  });

  it("issue 40: a buyer reads the company, its members and addresses, and is offered nothing the server would refuse", async () => {
    companyServer(() =>
      aMyCompany({ role: "buyer", userId: "u-bob", company: aCompany({ buyersSeeAllOrders: true }) }),
    );
    renderPage();
    await screen.findByRole("heading", { name: "Hill Motors", level: 1 });
    const details = screen.getByRole("region", { name: "Details" });
    expect(details).toHaveTextContent(`${COMPANY_TEXTS.buyersSeeAllOrders}Yes`);
    expect(screen.queryByRole("switch")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: COMPANY_PAGE_TEXTS.editDetails })).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: COMPANY_TEXTS.invitations })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: ON_ACCOUNT_TEXTS.statement })).not.toBeInTheDocument();
    expect(bodyRowCells(membersTable())[1]).toEqual([
      "bob@example.test",
      "Buyer",
      NO_LIMITS,
      expect.any(String),
    ]);
    expect(screen.queryByRole("button", { name: /Save limits/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: APPROVAL_TEXTS.perOrderLimit })).not.toBeInTheDocument();
    const book = screen.getByRole("region", { name: COMPANY_TEXTS.addresses });
    expect(await within(book).findByText("Main depot")).toBeInTheDocument();
    expect(within(book).queryByRole("button")).not.toBeInTheDocument();
  });

  it("issue 40: a buyer leaves the company after a confirm: DELETE of their own membership, then the page offers to create one", async () => {
    let mine: MyCompany | null = aMyCompany({ role: "buyer", userId: "u-bob" });
    const asked: string[] = [];
    companyServer(() => mine);
    server.use(
      http.delete("/api/company/members/:userId", ({ params }) => {
        asked.push(String(params.userId));
        mine = null;
        return HttpResponse.json(null);
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: COMPANY_PAGE_TEXTS.leave }));
    const dialog = await screen.findByRole("dialog", {
      name: COMPANY_PAGE_TEXTS.leaveConfirm("Hill Motors"),
    });
    expect(dialog).toHaveTextContent(COMPANY_PAGE_TEXTS.leaveDetail);
    await user.click(within(dialog).getByRole("button", { name: COMPANY_PAGE_TEXTS.leave }));
    expect(await screen.findByRole("button", { name: COMPANY_TEXTS.createCompany })).toBeInTheDocument();
    expect(asked).toEqual(["u-bob"]);
  });

  it("issue 40: the last company admin who tries to leave is told the server's 409 and stays", async () => {
    companyServer(() => aMyCompany());
    server.use(http.delete("/api/company/members/:userId", () => apiError(409, COMPANY_TEXTS.lastAdmin)));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: COMPANY_PAGE_TEXTS.leave }));
    const dialog = await screen.findByRole("dialog", {
      name: COMPANY_PAGE_TEXTS.leaveConfirm("Hill Motors"),
    });
    await user.click(within(dialog).getByRole("button", { name: COMPANY_PAGE_TEXTS.leave }));
    expect(await screen.findByText(COMPANY_TEXTS.lastAdmin)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Hill Motors", level: 1 })).toBeInTheDocument();
  });
});
