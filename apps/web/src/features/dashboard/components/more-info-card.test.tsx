import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { INFO_TEXTS, type InfoRecord } from "@xpart/shared/schemas";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";

import { AppToasts } from "#src/components/app-toasts";
import { useInfo } from "#src/features/dashboard/api/get-info";
import { renderWithProviders } from "#src/testing/render";
import { server } from "#src/testing/server";

import { MoreInfoCard } from "./more-info-card";
import { SocialLinks } from "./social-links";

const EMAIL = "ann@example.test";

const aRecord = (changes: Partial<InfoRecord> = {}): InfoRecord => ({
  _id: "i-1",
  email: EMAIL,
  studyIn: "Dhaka Polytechnic",
  livesIn: "Khulna",
  phone: "+880 1711 000000",
  facebook: "https://facebook.com/ann",
  linkedin: "https://www.linkedin.com/in/ann",
  github: null,
  ...changes,
});

/** The card and the profile's social buttons, reading the same record, as on the profile page. */
function Profile() {
  const info = useInfo(EMAIL);
  return (
    <>
      <MoreInfoCard email={EMAIL} />
      {info.data !== undefined && <SocialLinks record={info.data} />}
      <AppToasts />
    </>
  );
}

/** A fake /api/info that keeps one record, as the server does; each write's method and body are kept. */
function infoServer(initial: InfoRecord | null) {
  let record = initial;
  const writes: { method: string; url: string; body: unknown }[] = [];
  server.use(
    http.get("/api/info", ({ request }) => {
      expect(new URL(request.url).searchParams.get("email")).toBe(EMAIL);
      return HttpResponse.json(record ? [record] : []);
    }),
    http.post("/api/info", async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      writes.push({ method: "POST", url: request.url, body });
      const stored = Object.fromEntries(
        ["studyIn", "livesIn", "phone", "facebook", "linkedin", "github"].map((field) => [
          field,
          body[field] || null,
        ]),
      );
      record = { _id: "i-new", email: EMAIL, ...stored } as InfoRecord;
      return HttpResponse.json({ insertedId: "i-new" }, { status: 201 });
    }),
    http.put("/api/info", async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      writes.push({ method: "PUT", url: request.url, body });
      if (record && body.updatedLivesIn !== undefined)
        record = { ...record, livesIn: body.updatedLivesIn || null };
      return HttpResponse.json({ modifiedCount: 1 });
    }),
  );
  return writes;
}

const card = () => screen.getByRole("region", { name: INFO_TEXTS.moreInfo });
const shown = (label: string) => within(card()).getByText(label).nextElementSibling;

describe("MoreInfoCard (spec §2 Profile page, PROF-05..13)", () => {
  it("PROF-06/07 without a record: empty values, 'Add Info' and no 'Update'; no social buttons", async () => {
    infoServer(null);
    renderWithProviders(<Profile />);
    expect(await within(card()).findByRole("button", { name: INFO_TEXTS.addInfo })).toBeInTheDocument();
    expect(within(card()).queryByRole("button", { name: INFO_TEXTS.update })).toBeNull();
    for (const label of ["Study in", "Lives in", "Phone"])
      expect(shown(label)).toHaveTextContent("Not added yet");
    expect(screen.queryAllByRole("link")).toEqual([]);
  });

  it("PROF-08/09 VAL-19 MSG-07 'Add Info': the email read-only, every field sent, 'Info added successfully', then 'Update'", async () => {
    const writes = infoServer(null);
    const user = userEvent.setup();
    renderWithProviders(<Profile />);
    await user.click(await within(card()).findByRole("button", { name: INFO_TEXTS.addInfo }));

    const dialog = screen.getByRole("dialog", { name: INFO_TEXTS.addInfo });
    const email = within(dialog).getByRole("textbox", { name: "Email" });
    expect(email).toHaveValue(EMAIL);
    expect(email).toHaveAttribute("readonly");
    expect(within(dialog).getByLabelText("Study in")).toHaveFocus();
    await user.type(within(dialog).getByLabelText("Study in"), " Dhaka Polytechnic ");
    await user.type(within(dialog).getByLabelText("Lives in"), "Khulna");
    await user.type(within(dialog).getByLabelText("Phone"), "+880 1711 000000");
    await user.type(within(dialog).getByLabelText("GitHub link"), "https://github.com/ann");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await screen.findByText(INFO_TEXTS.infoAdded)).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: "POST",
        url: expect.stringMatching(/\/api\/info$/),
        body: {
          email: EMAIL,
          studyIn: "Dhaka Polytechnic",
          livesIn: "Khulna",
          phone: "+880 1711 000000",
          facebook: "",
          linkedin: "",
          github: "https://github.com/ann",
        },
      },
    ]);
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(shown("Study in")).toHaveTextContent("Dhaka Polytechnic"));
    expect(shown("Lives in")).toHaveTextContent("Khulna");
    expect(shown("Phone")).toHaveTextContent("+880 1711 000000");
    expect(within(card()).getByRole("button", { name: INFO_TEXTS.update })).toBeInTheDocument();
    expect(within(card()).queryByRole("button", { name: INFO_TEXTS.addInfo })).toBeNull();
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "https://github.com/ann",
    ]);
  });

  it("PROF-13 the server's rules show before anything is sent: https links to the site, a plausible phone", async () => {
    const writes = infoServer(null);
    const user = userEvent.setup();
    renderWithProviders(<Profile />);
    await user.click(await within(card()).findByRole("button", { name: INFO_TEXTS.addInfo }));
    const dialog = screen.getByRole("dialog");
    await user.type(within(dialog).getByLabelText("Phone"), "12");
    await user.type(within(dialog).getByLabelText("Facebook link"), "http://facebook.com/ann");
    await user.type(within(dialog).getByLabelText("LinkedIn link"), "https://evil.example/in/ann");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(within(dialog).getByLabelText("Phone")).toHaveAccessibleDescription(
      expect.stringContaining("Phone must be 7 to 15 digits"),
    );
    expect(within(dialog).getByLabelText("Phone")).toHaveFocus();
    expect(within(dialog).getByLabelText("Facebook link")).toHaveAccessibleDescription(
      "Facebook link must be an https link to facebook.com",
    );
    expect(within(dialog).getByLabelText("LinkedIn link")).toHaveAccessibleDescription(
      "LinkedIn link must be an https link to linkedin.com",
    );
    expect(writes).toEqual([]);
  });

  it("PROF-10/11/12 MSG-06 'Update' starts from the record and sends only the changed field, by its updated* name", async () => {
    const writes = infoServer(aRecord());
    const user = userEvent.setup();
    renderWithProviders(<Profile />);
    await user.click(await within(card()).findByRole("button", { name: INFO_TEXTS.update }));
    expect(within(card()).queryByRole("button", { name: INFO_TEXTS.addInfo })).toBeNull();

    const dialog = screen.getByRole("dialog", { name: "Update info" });
    expect(within(dialog).getByLabelText("Study in")).toHaveValue("Dhaka Polytechnic");
    expect(within(dialog).getByLabelText("LinkedIn link")).toHaveValue("https://www.linkedin.com/in/ann");
    expect(within(dialog).getByLabelText("GitHub link")).toHaveValue("");
    await user.clear(within(dialog).getByLabelText("Lives in"));
    await user.type(within(dialog).getByLabelText("Lives in"), "Rajshahi");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await screen.findByText(INFO_TEXTS.updated)).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: "PUT",
        url: expect.stringContaining(`/api/info?email=${encodeURIComponent(EMAIL)}`),
        body: { updatedLivesIn: "Rajshahi" },
      },
    ]);
    await waitFor(() => expect(shown("Lives in")).toHaveTextContent("Rajshahi"));
    expect(shown("Study in")).toHaveTextContent("Dhaka Polytechnic");
  });

  it("Update with nothing changed sends nothing and says so", async () => {
    const writes = infoServer(aRecord());
    const user = userEvent.setup();
    renderWithProviders(<Profile />);
    await user.click(await within(card()).findByRole("button", { name: INFO_TEXTS.update }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Save" }));
    expect(within(screen.getByRole("dialog")).getByRole("alert")).toHaveTextContent(
      "Nothing has changed yet",
    );
    expect(writes).toEqual([]);
  });

  it("a field the server refuses (400 {fields}) shows under it with the typed values kept", async () => {
    infoServer(aRecord());
    server.use(
      http.put("/api/info", () =>
        HttpResponse.json(
          {
            error: "BadRequest",
            message: "Invalid body: updatedPhone",
            requestId: "t",
            fields: { updatedPhone: "Phone must be at most 30 characters" },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<Profile />);
    await user.click(await within(card()).findByRole("button", { name: INFO_TEXTS.update }));
    const dialog = screen.getByRole("dialog");
    const phone = within(dialog).getByLabelText("Phone");
    await user.clear(phone);
    await user.type(phone, "+1 555 123 4567");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Invalid body: updatedPhone");
    expect(phone).toHaveAccessibleDescription(expect.stringContaining("Phone must be at most 30 characters"));
    expect(phone).toHaveValue("+1 555 123 4567");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("STATE-03 a failed load shows an error line with 'Try again'", async () => {
    let calls = 0;
    server.use(
      http.get("/api/info", () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { error: "Internal", message: "The shop is resting.", requestId: "t" },
              { status: 500 },
            )
          : HttpResponse.json([]);
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<Profile />);
    const alert = await within(card()).findByRole("alert");
    expect(alert).toHaveTextContent("The shop is resting.");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await within(card()).findByRole("button", { name: INFO_TEXTS.addInfo })).toBeInTheDocument();
  });
});

describe("SocialLinks (PROF-05)", () => {
  it("links each stored profile in a new tab, without an opener, and hides the sites without a link", () => {
    renderWithProviders(<SocialLinks record={aRecord()} />);
    const links = screen.getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "Facebook (opens in a new tab)",
      "LinkedIn (opens in a new tab)",
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    expect(links[0]).toHaveAttribute("href", "https://facebook.com/ann");
    expect(links[1]).toHaveAttribute("href", "https://www.linkedin.com/in/ann");
  });

  it("shows no button for empty links, nor for anything that is not a web address", () => {
    renderWithProviders(
      <SocialLinks record={aRecord({ facebook: null, linkedin: "", github: "javascript:alert(1)" })} />,
    );
    expect(screen.queryAllByRole("link")).toEqual([]);
    expect(screen.getByText("Add your profile links under More info.")).toBeInTheDocument();
  });
});
