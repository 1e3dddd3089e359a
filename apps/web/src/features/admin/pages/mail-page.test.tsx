import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CaughtMail, CaughtSms } from "@xpart/shared/schemas";
import { ADMIN_TEXTS, TEXTS } from "@xpart/shared/texts";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";

import { MailPage } from "#src/features/admin/pages/mail-page";
import { paths } from "#src/lib/paths";
import { renderWithProviders } from "#src/testing/render";
import { server } from "#src/testing/server";

const aMail = (changes: Partial<CaughtMail> = {}): CaughtMail => ({
  id: "m-1",
  from: "X-Part <no-reply@x-part.test>",
  to: "ann@example.test",
  subject: "Reset your X-Part password",
  text: "Reset it here: http://127.0.0.1/reset-password?token=t-1.\nIf this was not you, ignore this mail.",
  html: "<p>Reset</p>",
  sentAt: "2026-05-15T12:00:00.000Z",
  ...changes,
});

const anSms = (changes: Partial<CaughtSms> = {}): CaughtSms => ({
  phoneNumber: "+15555550101",
  message: "Your X-Part code is 123456",
  at: "2026-05-15T12:01:00.000Z",
  ...changes,
});

const apiError = (status: number, message: string) =>
  HttpResponse.json({ error: "Error", message, requestId: "req-1" }, { status });

/** The two outbox answers; each may be a list or an error response. */
function outbox(mail: () => Response, sms: () => Response) {
  server.use(http.get("/api/outbox", mail), http.get("/api/outbox/sms", sms));
}

const renderPage = () => renderWithProviders(<MailPage />, { url: paths.mail, path: paths.mail });
const section = (name: string) => screen.getByRole("region", { name });

describe("MailPage (issue 22: caught mail and SMS codes in the dashboard)", () => {
  it("issue 22: lists caught mail newest first with subject, recipient, time, clickable links and its HTML view, then the SMS codes", async () => {
    outbox(
      () =>
        HttpResponse.json([
          aMail({ id: "m-2", subject: "Order confirmed", to: "bob@example.test", text: "Thanks." }),
          aMail(),
        ]),
      () =>
        HttpResponse.json([
          anSms({ phoneNumber: "+15555550102", message: "Your X-Part code is 654321" }),
          anSms(),
        ]),
    );
    renderPage();
    expect(await screen.findByRole("heading", { name: "Order confirmed", level: 3 })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: ADMIN_TEXTS.mail, level: 1 })).toBeInTheDocument();

    const mails = within(section(ADMIN_TEXTS.caughtMail)).getAllByRole("article");
    expect(mails.map((mail) => within(mail).getByRole("heading").textContent)).toEqual([
      "Order confirmed",
      "Reset your X-Part password",
    ]);
    const reset = mails[1]!;
    expect(reset).toHaveTextContent("To ann@example.test");
    expect(within(reset).getByText((_, node) => node?.tagName === "TIME")).toHaveAttribute(
      "datetime",
      "2026-05-15T12:00:00.000Z",
    );
    expect(
      within(reset).getByRole("link", { name: "http://127.0.0.1/reset-password?token=t-1" }),
    ).toHaveAttribute("href", "http://127.0.0.1/reset-password?token=t-1");
    expect(reset).toHaveTextContent("If this was not you, ignore this mail.");
    const html = within(reset).getByRole("link", { name: ADMIN_TEXTS.htmlView });
    expect(html).toHaveAttribute("href", "/dev/outbox/m-1");
    expect(html).toHaveAccessibleDescription("Reset your X-Part password");

    const rows = within(section(ADMIN_TEXTS.caughtSms)).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[0]!.textContent)).toEqual([
      "+15555550102",
      "+15555550101",
    ]);
    expect(rows[0]).toHaveTextContent("Your X-Part code is 654321");
  });

  it("issue 22: says so when nothing is caught yet, and Refresh shows what came since", async () => {
    let mails: CaughtMail[] = [];
    outbox(
      () => HttpResponse.json(mails),
      () => HttpResponse.json([]),
    );
    renderPage();
    expect(await screen.findByText(ADMIN_TEXTS.noMailYet)).toBeInTheDocument();
    expect(await screen.findByText(ADMIN_TEXTS.noSmsYet)).toBeInTheDocument();

    mails = [aMail()];
    await userEvent.setup().click(screen.getByRole("button", { name: ADMIN_TEXTS.refresh }));
    expect(await screen.findByRole("heading", { name: "Reset your X-Part password" })).toBeInTheDocument();
    expect(screen.queryByText(ADMIN_TEXTS.noMailYet)).not.toBeInTheDocument();
  });

  it("issue 22: a shop whose mail and texts really go out (404) says plainly that nothing is caught here", async () => {
    outbox(
      () => apiError(404, "Not found"),
      () => apiError(404, "Not found"),
    );
    renderPage();
    expect(
      await within(section(ADMIN_TEXTS.caughtMail)).findByText(ADMIN_TEXTS.mailNotCaught),
    ).toBeInTheDocument();
    expect(
      await within(section(ADMIN_TEXTS.caughtSms)).findByText(ADMIN_TEXTS.smsNotCaught),
    ).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("issue 22: shows a failed load with 'Try again', and loads the mail when asked again", async () => {
    let calls = 0;
    outbox(
      () => {
        calls += 1;
        return calls === 1
          ? apiError(503, "The shop is busy, please try again")
          : HttpResponse.json([aMail()]);
      },
      () => HttpResponse.json([anSms()]),
    );
    renderPage();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The shop is busy, please try again");
    expect(await within(section(ADMIN_TEXTS.caughtSms)).findByText("+15555550101")).toBeInTheDocument();
    await userEvent.setup().click(within(alert).getByRole("button", { name: TEXTS.retry }));
    expect(await screen.findByRole("heading", { name: "Reset your X-Part password" })).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
