import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { InvitationPreview } from "@xpart/shared/schemas";
import { COMPANY_TEXTS } from "@xpart/shared/texts";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { COMPANY_PAGE_TEXTS } from "#src/lib/company/company-texts";
import { toast } from "#src/lib/lazy-toast";
import { paths } from "#src/lib/paths";
import { renderWithProviders } from "#src/testing/render";
import { server } from "#src/testing/server";

import { JoinCompanyPage } from "./join-company-page";

const auth = vi.hoisted(() => ({ user: null as { email: string } | null, loading: false }));
vi.mock("#src/lib/auth/auth-context", () => ({ useAuth: () => auth }));
vi.mock("#src/lib/lazy-toast", () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const PREVIEW: InvitationPreview = {
  companyName: "Hill Motors",
  email: "dan@example.test",
  role: "approver",
  expiresAt: "2026-05-08T09:00:00.000Z",
};

const apiError = (status: number, message: string) =>
  HttpResponse.json({ error: "Error", message, requestId: "r-1" }, { status });

const URL = "/join-company?token=tok_1-A";
const renderPage = (url = URL) => renderWithProviders(<JoinCompanyPage />, { url, path: paths.joinCompany });

beforeEach(() => {
  auth.user = null;
  vi.mocked(toast.success).mockClear();
});

describe("Join company page (issue 40)", () => {
  it("issue 40: signed out, it shows the invitation and offers sign-in and sign-up links that come back here", async () => {
    server.use(http.get("/api/company-invitations/tok_1-A", () => HttpResponse.json(PREVIEW)));
    renderPage();
    expect(
      await screen.findByRole("heading", { name: COMPANY_TEXTS.joinTitle("Hill Motors"), level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText("Invited email").nextSibling).toHaveTextContent("dan@example.test");
    expect(screen.getByText(COMPANY_TEXTS.role).nextSibling).toHaveTextContent("Approver");
    expect(screen.getByText("Expires").nextSibling?.firstChild).toHaveAttribute(
      "datetime",
      "2026-05-08T09:00:00.000Z",
    );
    const back = encodeURIComponent(URL);
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", `/login?from=${back}`);
    expect(screen.getByRole("link", { name: "Create account" })).toHaveAttribute(
      "href",
      `/signup?from=${back}`,
    );
    expect(
      screen.queryByRole("button", { name: COMPANY_PAGE_TEXTS.acceptInvitation }),
    ).not.toBeInTheDocument();
  });

  it("issue 40: signed in, 'Accept the invitation' joins, says so and opens the Company page", async () => {
    auth.user = { email: "Dan@example.test" };
    let accepted = 0;
    server.use(
      http.get("/api/company-invitations/tok_1-A", () => HttpResponse.json(PREVIEW)),
      http.post("/api/company-invitations/tok_1-A/accept", () => {
        accepted += 1;
        return HttpResponse.json({ companyId: "co-1", companyName: "Hill Motors", role: "approver" });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderPage();
    await user.click(await screen.findByRole("button", { name: COMPANY_PAGE_TEXTS.acceptInvitation }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.company));
    expect(accepted).toBe(1);
    expect(toast.success).toHaveBeenCalledWith(COMPANY_TEXTS.joined("Hill Motors"));
    expect(screen.queryByRole("link", { name: "Sign in" })).not.toBeInTheDocument();
  });

  it("issue 40: the server's 409 (already in a company) and 403 (another email) are shown, and the page stays", async () => {
    auth.user = { email: "someone@example.test" };
    let answer = () => apiError(403, COMPANY_TEXTS.invitationForSomeoneElse("dan@example.test"));
    server.use(
      http.get("/api/company-invitations/tok_1-A", () => HttpResponse.json(PREVIEW)),
      http.post("/api/company-invitations/tok_1-A/accept", () => answer()),
    );
    const user = userEvent.setup();
    const { router } = renderPage();
    const accept = await screen.findByRole("button", { name: COMPANY_PAGE_TEXTS.acceptInvitation });
    // Signed in as someone else: said before they try.
    expect(screen.getByText(/You are signed in as/)).toHaveTextContent("someone@example.test");
    await user.click(accept);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      COMPANY_TEXTS.invitationForSomeoneElse("dan@example.test"),
    );
    answer = () => apiError(409, COMPANY_TEXTS.alreadyInCompany);
    await user.click(accept);
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(COMPANY_TEXTS.alreadyInCompany));
    expect(router.state.location.pathname).toBe(paths.joinCompany);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("issue 40: an unknown, expired or spent link says why in the server's words; no token asks nothing", async () => {
    server.use(
      http.get("/api/company-invitations/:token", () => apiError(409, COMPANY_TEXTS.invitationExpired)),
    );
    const expired = renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent(COMPANY_TEXTS.invitationExpired);
    expect(screen.getByRole("link", { name: /home/i })).toHaveAttribute("href", "/");
    expired.unmount();

    renderPage(paths.joinCompany);
    expect(screen.getByRole("alert")).toHaveTextContent(COMPANY_TEXTS.invitationNotFound);
  });
});
